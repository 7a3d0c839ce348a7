// DO NOT EDIT: generated from schemas/entities/form-store-result.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FormStoreResult } from "../../types.ts";

export declare const validate: ValidateFunction<FormStoreResult>;
export default validate;
