// DO NOT EDIT: generated from schemas/entities/order.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { Order } from "../../types.ts";

export declare const validate: ValidateFunction<Order>;
export default validate;
