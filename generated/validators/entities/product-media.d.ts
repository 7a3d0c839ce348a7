// DO NOT EDIT: generated from schemas/entities/product-media.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ProductMedia } from "../../types.ts";

export declare const validate: ValidateFunction<ProductMedia>;
export default validate;
