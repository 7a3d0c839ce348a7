import { data, type ActionFunctionArgs } from "react-router";
import { eventSignupProps } from "#common/forms/event-signup-form.ts";
import { formValues } from "#common/forms/form-values.ts";
import type { EventSignupRequest } from "#generated/types.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { sentFormOutcome } from "#src/features/forms/form-action.server.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { loadEvent } from "./event.server.ts";

type SubmittedData = EventSignupRequest["submission"]["data"];

/** A refused field's path (/body/submission/data/mjesta, …/consents) as the field's name. */
const fieldOf = (path: string) => /^\/body\/submission\/(?:data\/)?([^/]+)/.exec(path)?.[1] ?? "";

/**
 * The event page's action (decision 054): the sign-up form as posted, with or without
 * JavaScript, sent to calendar event/public/signUp in-process. Answers the outcome the form
 * shows (as a builder form's page action does); the page's loader then reads the seats again.
 */
export async function eventSignupAction({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => undefined);
  const formSlug = form?.get("_form");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!form || typeof formSlug !== "string") throw data(null, { status: 405 });
  const site = context.get(siteContext);
  const event = await loadEvent(site, params.id);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const recaptcha = text("g-recaptcha-response");
  const recaptchaKey = text("_recaptchaKey");
  const body: EventSignupRequest = {
    id: event.id,
    submission: {
      formSlug,
      path: new URL(request.url).pathname,
      data: formValues(eventSignupProps(site.language).fields, form) as SubmittedData,
      consents: form.getAll("consents").filter((value) => typeof value === "string"),
      ...(text("altcha") ? { altcha: text("altcha") } : {}),
      ...(text("_confirmByEmail") ? { confirmByEmail: true } : {}),
      ...(recaptcha
        ? {
            recaptcha: {
              response: recaptcha,
              version: 2,
              ...(recaptchaKey ? { key: recaptchaKey } : {}),
            },
          }
        : {}),
    },
  };
  return sentFormOutcome({ formSlug, form, fieldOf }, () =>
    dataOf(site.api.POST("/api/v1/calendar/event/public/signUp", { body })),
  );
}
