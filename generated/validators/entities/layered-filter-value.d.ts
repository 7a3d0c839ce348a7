// DO NOT EDIT: generated from schemas/entities/layered-filter-value.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { LayeredFilterValue } from "../../types.ts";

export declare const validate: ValidateFunction<LayeredFilterValue>;
export default validate;
