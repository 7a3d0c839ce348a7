// DO NOT EDIT: generated from schemas/requests/create-translation.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CreateTranslationRequest } from "../../types.ts";

export declare const validate: ValidateFunction<CreateTranslationRequest>;
export default validate;
