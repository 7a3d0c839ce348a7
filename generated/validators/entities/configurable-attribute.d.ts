// DO NOT EDIT: generated from schemas/entities/configurable-attribute.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { ConfigurableAttribute } from "../../types.ts";

export declare const validate: ValidateFunction<ConfigurableAttribute>;
export default validate;
