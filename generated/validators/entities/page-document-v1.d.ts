// DO NOT EDIT: generated from schemas/entities/page-document-v1.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { PageDocumentV1 } from "../../types.ts";

export declare const validate: ValidateFunction<PageDocumentV1>;
export default validate;
