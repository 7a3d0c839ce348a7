// DO NOT EDIT: generated from schemas/requests/cart-coupon.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CartCouponRequest } from "../../types.ts";

export declare const validate: ValidateFunction<CartCouponRequest>;
export default validate;
