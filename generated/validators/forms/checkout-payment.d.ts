// DO NOT EDIT: generated from schemas/forms/checkout-payment.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CheckoutPaymentForm } from "../../types.ts";

export declare const validate: ValidateFunction<CheckoutPaymentForm>;
export default validate;
