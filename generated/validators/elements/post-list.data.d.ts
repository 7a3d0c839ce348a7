// DO NOT EDIT: generated from schemas/elements/post-list.data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { PostListData } from "../../types.ts";

export declare const validate: ValidateFunction<PostListData>;
export default validate;
