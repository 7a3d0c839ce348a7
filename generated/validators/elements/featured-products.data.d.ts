// DO NOT EDIT: generated from schemas/elements/featured-products.data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FeaturedProductsData } from "../../types.ts";

export declare const validate: ValidateFunction<FeaturedProductsData>;
export default validate;
