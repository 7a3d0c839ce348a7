// DO NOT EDIT: generated from schemas/requests/consent-assignment-save.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ConsentAssignmentSaveRequest } from "../../types.ts";

export declare const validate: ValidateFunction<ConsentAssignmentSaveRequest>;
export default validate;
