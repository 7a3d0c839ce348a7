// DO NOT EDIT: generated from schemas/entities/attribute-set-entry.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { AttributeSetEntry } from "../../types.ts";

export declare const validate: ValidateFunction<AttributeSetEntry>;
export default validate;
