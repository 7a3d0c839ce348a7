// DO NOT EDIT: generated from schemas/elements/category-list.data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CategoryListData } from "../../types.ts";

export declare const validate: ValidateFunction<CategoryListData>;
export default validate;
