// DO NOT EDIT: generated from schemas/requests/order-create.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { OrderCreateRequest } from "../../types.ts";

export declare const validate: ValidateFunction<OrderCreateRequest>;
export default validate;
