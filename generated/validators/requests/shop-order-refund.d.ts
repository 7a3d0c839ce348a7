// DO NOT EDIT: generated from schemas/requests/shop-order-refund.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ShopOrderRefundRequest } from "../../types.ts";

export declare const validate: ValidateFunction<ShopOrderRefundRequest>;
export default validate;
