// DO NOT EDIT: generated from schemas/entities/layered-filter-type.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { LayeredFilterType } from "../../types.ts";

export declare const validate: ValidateFunction<LayeredFilterType>;
export default validate;
