// DO NOT EDIT: generated from schemas/entities/api-error.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ApiError } from "../../types.ts";

export declare const validate: ValidateFunction<ApiError>;
export default validate;
