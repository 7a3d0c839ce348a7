// DO NOT EDIT: generated from schemas/entities/form-recaptcha.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FormRecaptcha } from "../../types.ts";

export declare const validate: ValidateFunction<FormRecaptcha>;
export default validate;
