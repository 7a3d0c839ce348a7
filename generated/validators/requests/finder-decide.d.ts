// DO NOT EDIT: generated from schemas/requests/finder-decide.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FinderDecideRequest } from "../../types.ts";

export declare const validate: ValidateFunction<FinderDecideRequest>;
export default validate;
