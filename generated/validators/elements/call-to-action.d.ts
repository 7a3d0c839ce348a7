// DO NOT EDIT: generated from schemas/elements/call-to-action.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CallToActionProps } from "../../types.ts";

export declare const validate: ValidateFunction<CallToActionProps>;
export default validate;
