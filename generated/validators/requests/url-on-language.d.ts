// DO NOT EDIT: generated from schemas/requests/url-on-language.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { UrlOnLanguageRequest } from "../../types.ts";

export declare const validate: ValidateFunction<UrlOnLanguageRequest>;
export default validate;
