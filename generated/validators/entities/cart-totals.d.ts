// DO NOT EDIT: generated from schemas/entities/cart-totals.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CartTotals } from "../../types.ts";

export declare const validate: ValidateFunction<CartTotals>;
export default validate;
