// DO NOT EDIT: generated from schemas/elements/form.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FormProps } from "../../types.ts";

export declare const validate: ValidateFunction<FormProps>;
export default validate;
