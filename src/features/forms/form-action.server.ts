import { data, type ActionFunctionArgs } from "react-router";
import { siteContext } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import type { FormOutcome } from "./form-outcome.ts";

// The captcha's answers are spent with the post: never drawn back into the form.
const captchaFields = new Set(["altcha", "g-recaptcha-response"]);

/** The typed texts of a posted form, to draw it again (files and hidden parts left out). */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name.startsWith("_") || captchaFields.has(name)) continue;
    if (name === "consents") values[`consents.${value}`] = "on";
    else values[name] ??= value.slice(0, 5000);
  }
  return values;
}

/** A field error's path (/body/data/ime, /body/consents) as the field it belongs to. */
const storeDataField = (path: string) => /^\/body\/(?:data\/)?([^/]+)/.exec(path)?.[1] ?? "";

/**
 * What a form shows after its post was sent with `send`: done (maybe awaiting the mailed
 * confirmation), or the refusal's messages at their fields (`fieldOf` reads a field from an
 * error's path) with the typed values drawn again, at the refusal's status.
 */
export async function sentFormOutcome(
  input: { formSlug: string; form: FormData; fieldOf?: (path: string) => string },
  send: () => Promise<{ awaitingConfirmation: boolean }>,
) {
  const { formSlug, form, fieldOf = storeDataField } = input;
  try {
    const stored = await send();
    return {
      formSlug,
      isDone: true,
      awaitsConfirmation: stored.awaitingConfirmation,
      fields: {},
      values: {},
    } satisfies FormOutcome;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields: Record<string, string> = {};
    for (const field of error.fields) fields[fieldOf(field.path)] ??= field.message;
    const outcome: FormOutcome = {
      formSlug,
      isDone: false,
      fields,
      values: typedValues(form),
      ...(error.fields.length === 0 ? { formError: error.message } : {}),
    };
    return data(outcome, { status: error.status });
  }
}

/**
 * The page's action (issue 21): a form element's post (hidden `_form`), with or without
 * JavaScript, handed to spec 7 storeData as it was posted (files too) through the same
 * operation the API serves. Answers the outcome the form element shows; any other post is a 405.
 */
export async function formAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => undefined);
  const formSlug = form?.get("_form");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!form || typeof formSlug !== "string") throw data(null, { status: 405 });
  const site = context.get(siteContext);
  return sentFormOutcome({ formSlug, form }, () =>
    dataOf(
      site.api.POST("/api/v1/cms/form/storeDataWithFiles", {
        body: form as never,
        bodySerializer: (body: unknown) => body as never,
      }),
    ),
  );
}
