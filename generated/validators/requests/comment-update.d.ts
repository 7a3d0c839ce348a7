// DO NOT EDIT: generated from schemas/requests/comment-update.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CommentUpdateRequest } from "../../types.ts";

export declare const validate: ValidateFunction<CommentUpdateRequest>;
export default validate;
