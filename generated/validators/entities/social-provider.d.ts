// DO NOT EDIT: generated from schemas/entities/social-provider.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { SocialProvider } from "../../types.ts";

export declare const validate: ValidateFunction<SocialProvider>;
export default validate;
