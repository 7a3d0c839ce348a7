// DO NOT EDIT: generated from schemas/entities/shop-coupon-record.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ShopCouponRecord } from "../../types.ts";

export declare const validate: ValidateFunction<ShopCouponRecord>;
export default validate;
