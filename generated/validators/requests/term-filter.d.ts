// DO NOT EDIT: generated from schemas/requests/term-filter.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { TermFilterRequest } from "../../types.ts";

export declare const validate: ValidateFunction<TermFilterRequest>;
export default validate;
