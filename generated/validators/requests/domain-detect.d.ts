// DO NOT EDIT: generated from schemas/requests/domain-detect.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { DomainDetectRequest } from "../../types.ts";

export declare const validate: ValidateFunction<DomainDetectRequest>;
export default validate;
