// DO NOT EDIT: generated from schemas/entities/media-picture.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { MediaPicture } from "../../types.ts";

export declare const validate: ValidateFunction<MediaPicture>;
export default validate;
