// DO NOT EDIT: generated from schemas/entities/bundle-component.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { BundleComponent } from "../../types.ts";

export declare const validate: ValidateFunction<BundleComponent>;
export default validate;
