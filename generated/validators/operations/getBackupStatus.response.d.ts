// DO NOT EDIT: generated from schemas/openapi.yaml (getBackupStatus response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { operations } from "../../api.ts";

export declare const validate: ValidateFunction<
  operations["getBackupStatus"]["responses"][200]["content"]["application/json"]
>;
export default validate;
