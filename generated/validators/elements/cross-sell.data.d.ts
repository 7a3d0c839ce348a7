// DO NOT EDIT: generated from schemas/elements/cross-sell.data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CrossSellData } from "../../types.ts";

export declare const validate: ValidateFunction<CrossSellData>;
export default validate;
