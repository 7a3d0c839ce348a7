import validateCreatePage from "#generated/validators/requests/create-page.js";
import type { CreatePageRequest } from "#generated/types.ts";
import { toFieldErrors, type Translate } from "#common/validation-messages.ts";
import type { ApiError } from "#src/lib/api-error.ts";

export type PageField = "title" | "slug";
export type PageFieldErrors = Partial<Record<PageField, string>>;

const fieldOf = (pointer: string): PageField | undefined => {
  const name = pointer.split("/").at(-1);
  return name === "title" || name === "slug" ? name : undefined;
};

/**
 * The new-page form checked by the API's own generated validator (spec 5: title required,
 * slug at least 4 characters: slugTooShort, invalidSlug), the first message per field. An
 * empty field is a missing one (validation.required).
 */
export function pageFieldErrors(input: CreatePageRequest, translate: Translate): PageFieldErrors {
  const copy = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ""));
  if (validateCreatePage(copy)) return {};
  const errors: PageFieldErrors = {};
  for (const field of toFieldErrors(validateCreatePage.errors ?? [], translate)) {
    const name = fieldOf(field.path);
    if (name) errors[name] ??= field.message;
  }
  return errors;
}

/** The server's refusal on the fields it names: 400 paths, or 409 slugTaken on the slug. */
export function serverFieldErrors(error: ApiError): PageFieldErrors {
  if (error.key === "api.slugTaken") return { slug: error.message };
  const errors: PageFieldErrors = {};
  for (const field of error.fields) {
    const name = fieldOf(field.path);
    if (name) errors[name] ??= field.message;
  }
  return errors;
}
