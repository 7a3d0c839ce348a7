// DO NOT EDIT: generated from schemas/entities/social-login-provider-config.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { SocialLoginProviderConfig } from "../../types.ts";

export declare const validate: ValidateFunction<SocialLoginProviderConfig>;
export default validate;
