// DO NOT EDIT: generated from schemas/entities/order-summary.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { OrderSummary } from "../../types.ts";

export declare const validate: ValidateFunction<OrderSummary>;
export default validate;
