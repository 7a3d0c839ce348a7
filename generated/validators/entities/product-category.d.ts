// DO NOT EDIT: generated from schemas/entities/product-category.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ProductCategory } from "../../types.ts";

export declare const validate: ValidateFunction<ProductCategory>;
export default validate;
