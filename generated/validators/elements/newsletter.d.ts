// DO NOT EDIT: generated from schemas/elements/newsletter.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { NewsletterProps } from "../../types.ts";

export declare const validate: ValidateFunction<NewsletterProps>;
export default validate;
