// DO NOT EDIT: generated from schemas/entities/site-option.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { SiteOption } from "../../types.ts";

export declare const validate: ValidateFunction<SiteOption>;
export default validate;
