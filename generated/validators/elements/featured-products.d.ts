// DO NOT EDIT: generated from schemas/elements/featured-products.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FeaturedProductsProps } from "../../types.ts";

export declare const validate: ValidateFunction<FeaturedProductsProps>;
export default validate;
