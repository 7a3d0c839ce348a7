// DO NOT EDIT: generated from schemas/elements/footer-section.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { FooterSection } from "../../types.ts";

export declare const validate: ValidateFunction<FooterSection>;
export default validate;
