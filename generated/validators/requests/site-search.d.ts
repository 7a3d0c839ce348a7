// DO NOT EDIT: generated from schemas/requests/site-search.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { SiteSearchRequest } from "../../types.ts";

export declare const validate: ValidateFunction<SiteSearchRequest>;
export default validate;
