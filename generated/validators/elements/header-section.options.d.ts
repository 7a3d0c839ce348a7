// DO NOT EDIT: generated from schemas/elements/header-section.options.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { HeaderSectionOptions } from "../../types.ts";

export declare const validate: ValidateFunction<HeaderSectionOptions>;
export default validate;
