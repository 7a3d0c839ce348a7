// DO NOT EDIT: generated from schemas/elements/events.data.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import type { EventsData } from "../../types.ts";

export declare const validate: ValidateFunction<EventsData>;
export default validate;
