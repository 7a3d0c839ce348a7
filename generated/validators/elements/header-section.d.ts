// DO NOT EDIT: generated from schemas/elements/header-section.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { HeaderSection } from "../../types.ts";

export declare const validate: ValidateFunction<HeaderSection>;
export default validate;
