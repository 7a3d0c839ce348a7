// DO NOT EDIT: generated from schemas/entities/cart-bundle-component.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { CartBundleComponent } from "../../types.ts";

export declare const validate: ValidateFunction<CartBundleComponent>;
export default validate;
