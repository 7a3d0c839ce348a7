// DO NOT EDIT: generated from schemas/elements/product-list.data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ProductListData } from "../../types.ts";

export declare const validate: ValidateFunction<ProductListData>;
export default validate;
