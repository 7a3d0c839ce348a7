// DO NOT EDIT: generated from schemas/requests/layered-navigation.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { LayeredNavigationRequest } from "../../types.ts";

export declare const validate: ValidateFunction<LayeredNavigationRequest>;
export default validate;
