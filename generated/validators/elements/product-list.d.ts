// DO NOT EDIT: generated from schemas/elements/product-list.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ProductListProps } from "../../types.ts";

export declare const validate: ValidateFunction<ProductListProps>;
export default validate;
