// DO NOT EDIT: generated from schemas/entities/wallet-approval-details.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { WalletApprovalDetails } from "../../types.ts";

export declare const validate: ValidateFunction<WalletApprovalDetails>;
export default validate;
