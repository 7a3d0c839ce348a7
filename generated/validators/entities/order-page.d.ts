// DO NOT EDIT: generated from schemas/entities/order-page.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { OrderPage } from "../../types.ts";

export declare const validate: ValidateFunction<OrderPage>;
export default validate;
