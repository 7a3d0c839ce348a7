// DO NOT EDIT: generated from schemas/entities/comment-aggregate.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CommentAggregate } from "../../types.ts";

export declare const validate: ValidateFunction<CommentAggregate>;
export default validate;
