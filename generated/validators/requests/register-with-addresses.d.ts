// DO NOT EDIT: generated from schemas/requests/register-with-addresses.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { RegisterWithAddressesRequest } from "../../types.ts";

export declare const validate: ValidateFunction<RegisterWithAddressesRequest>;
export default validate;
