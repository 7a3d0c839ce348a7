// DO NOT EDIT: generated from schemas/entities/shop-delivery-method-record.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ShopDeliveryMethodRecord } from "../../types.ts";

export declare const validate: ValidateFunction<ShopDeliveryMethodRecord>;
export default validate;
