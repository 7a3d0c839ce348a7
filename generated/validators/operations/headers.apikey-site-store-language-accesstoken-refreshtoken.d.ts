// DO NOT EDIT: generated from schemas/openapi.yaml (headers apikey-site-store-language-accesstoken-refreshtoken) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";

export declare const validate: ValidateFunction<{
  apikey?: string;
  site?: string;
  store?: string;
  language?: string;
  accesstoken?: string;
  refreshtoken?: string;
  [header: string]: string | string[] | undefined;
}>;
export default validate;
