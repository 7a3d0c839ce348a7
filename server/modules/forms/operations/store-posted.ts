import type { FastifyRequest } from "fastify";
import type { FormStoreResult } from "#generated/types.ts";
import validateStoreRequest from "#generated/validators/requests/form-store.js";
import { formValues } from "#common/forms/form-values.ts";
import { toFieldErrors } from "#common/validation-messages.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import type { Services } from "../../../platform/services.ts";
import { findPublishedForm } from "../find-form.ts";
import type { PostedForm } from "../read-form-upload.ts";
import { storeSubmission } from "./store-submission.ts";

/** The hidden parts of a posted form: which form, from which page (src/renderer/elements/form). */
export const postedNames = {
  form: "_form",
  path: "_path",
  recaptchaKey: "_recaptchaKey",
  /** Inside the form's <noscript>: posted only by a browser without JavaScript (decision 048). */
  confirmByEmail: "_confirmByEmail",
} as const;

/**
 * storeData of a form posted as the browser sends it (multipart, with or without JavaScript):
 * its entries read by the published form's fields (common/forms/form-values.ts), then checked
 * and stored exactly as a JSON storeData.
 */
export async function storePostedSubmission(
  services: Services,
  input: {
    siteId: string;
    language: string;
    address: string;
    request: FastifyRequest;
    posted: PostedForm;
  },
): Promise<FormStoreResult> {
  const { entries, files } = input.posted;
  const first = (name: string) => entries.get(name)?.[0];
  const formSlug = first(postedNames.form) ?? "";
  const recaptcha = first("g-recaptcha-response");
  const recaptchaKey = first(postedNames.recaptchaKey);
  const fields = /^[a-z][a-z0-9-]{2,40}$/.test(formSlug)
    ? (
        await findPublishedForm(services.db, {
          siteId: input.siteId,
          formSlug,
          language: input.language,
        })
      ).props.fields
    : [];
  const body: Record<string, unknown> = {
    formSlug,
    path: first(postedNames.path) ?? "/",
    data: formValues(fields, { getAll: (name) => entries.get(name) ?? [] }),
    consents: entries.get("consents") ?? [],
    ...(first("altcha") ? { altcha: first("altcha") } : {}),
    ...(first(postedNames.confirmByEmail) ? { confirmByEmail: true } : {}),
    ...(recaptcha
      ? {
          recaptcha: {
            response: recaptcha,
            version: 2,
            ...(recaptchaKey ? { key: recaptchaKey } : {}),
          },
        }
      : {}),
  };
  if (!validateStoreRequest(body)) {
    const fieldErrors = toFieldErrors(validateStoreRequest.errors ?? [], (key, vars) =>
      translate(input.language, key, vars),
    ).map((error) => ({ ...error, path: `/body${error.path}` }));
    throw new AppError(400, fieldErrors[0]?.key ?? "api.invalidInput", fieldErrors);
  }
  return storeSubmission(services, { ...input, body: body, files });
}
