// DO NOT EDIT: generated from schemas/forms/reset-password.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ResetPasswordForm } from "../../types.ts";

export declare const validate: ValidateFunction<ResetPasswordForm>;
export default validate;
