// DO NOT EDIT: generated from schemas/entities/form-captcha.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FormCaptcha } from "../../types.ts";

export declare const validate: ValidateFunction<FormCaptcha>;
export default validate;
