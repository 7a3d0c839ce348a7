import validateMediaUpdate from "#generated/validators/requests/media-update.js";
import validateInUseConflict from "#generated/validators/entities/in-use-conflict.js";
import type { ContentUsage, MediaUpdateRequest } from "#generated/types.ts";
import { toFieldErrors, type Translate } from "#common/validation-messages.ts";
import type { ApiError } from "#src/lib/api-error.ts";

export const mediaFieldNames = ["title", "description", "caption"] as const;
export type MediaField = (typeof mediaFieldNames)[number];
export type MediaTexts = Record<MediaField, string>;
export type MediaFieldErrors = Partial<Record<MediaField, string>>;

const fieldOf = (pointer: string): MediaField | undefined => {
  const name = pointer.split("/").at(-1);
  return mediaFieldNames.find((field) => field === name);
};

/**
 * The edit media form (spec 2) checked by the API's own generated validator (the lengths of
 * title, alt text and caption), the first message per field; empty texts are allowed.
 */
export function mediaFieldErrors(
  input: MediaUpdateRequest,
  translate: Translate,
): MediaFieldErrors {
  if (validateMediaUpdate(input)) return {};
  const errors: MediaFieldErrors = {};
  for (const field of toFieldErrors(validateMediaUpdate.errors ?? [], translate)) {
    const name = fieldOf(field.path);
    if (name) errors[name] ??= field.message;
  }
  return errors;
}

/** The server's 400 on the fields it names. */
export function serverMediaErrors(error: ApiError): MediaFieldErrors {
  const errors: MediaFieldErrors = {};
  for (const field of error.fields) {
    const name = fieldOf(field.path);
    if (name) errors[name] ??= field.message;
  }
  return errors;
}

/** Where a refused delete (409 InUseConflict) says the item is used; undefined for other answers. */
export function usageOf(status: number, body: unknown): ContentUsage[] | undefined {
  return status === 409 && validateInUseConflict(body) ? body.usage : undefined;
}
