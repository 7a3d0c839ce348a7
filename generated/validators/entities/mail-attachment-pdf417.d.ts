// DO NOT EDIT: generated from schemas/entities/mail-attachment-pdf417.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { MailAttachmentPdf417 } from "../../types.ts";

export declare const validate: ValidateFunction<MailAttachmentPdf417>;
export default validate;
