// DO NOT EDIT: generated from schemas/entities/shop-payment-event.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ShopPaymentEvent } from "../../types.ts";

export declare const validate: ValidateFunction<ShopPaymentEvent>;
export default validate;
