import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { readAction } from "#src/features/account/action-helpers.server.ts";
import { apiFieldErrors, readFields } from "#src/features/account/form-data.ts";
import {
  askedIds,
  formConsentsOf,
  postedIds,
  type FetchedConsents,
} from "#src/features/account/shown-consents.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import type { NewsletterOutcome } from "./newsletter-outcome.ts";

/** The newsletter element's consents: the newsletter assignment's (decision 047). */
export const newsletterConsentsOf = (site: Pick<SiteRequest, "api">): Promise<FetchedConsents> =>
  formConsentsOf(site, "newsletter");

/**
 * The newsletter page (issue 21): with `token` (a mail's unsubscribe link) the one-click
 * unsubscribe button; without, the sign-up form (where the newsletter element's post lands
 * before JavaScript runs).
 */
export async function newsletterLoader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token) return { token, consents: [] as FetchedConsents };
  return { token: null, consents: await newsletterConsentsOf(context.get(siteContext)) };
}

export type NewsletterPageData = Awaited<ReturnType<typeof newsletterLoader>>;

/** A refused post as the form shows it: field messages, the reason, what was typed. */
function refused(intent: NewsletterOutcome["intent"], error: ApiError, values = {}) {
  const outcome: NewsletterOutcome = {
    intent,
    isDone: false,
    fields: apiFieldErrors(error),
    formError: error.message,
    values,
  };
  return data(outcome, { status: error.status >= 400 ? error.status : 502 });
}

/**
 * intent subscribe (the newsletter element's form, with or without JavaScript): spec 7
 * marketing newsletter/subscribe with the ticked consents, in the page's language; a form whose
 * consents could not be fetched is refused (spec 4, 5). intent unsubscribe: the mail link's
 * token, one click (issue 21).
 */
export async function newsletterAction(args: ActionFunctionArgs) {
  const { form, site, texts } = await readAction(args);
  if (form.get("intent") === "unsubscribe") {
    const token = form.get("token");
    try {
      await dataOf(
        site.api.POST("/api/v1/marketing/newsletter/unsubscribe", {
          body: { token: typeof token === "string" ? token : "" },
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refused("unsubscribe", error);
    }
    return {
      intent: "unsubscribe",
      isDone: true,
      fields: {},
      values: {},
    } satisfies NewsletterOutcome;
  }
  const values = readFields(form, ["email"]);
  const consents = await newsletterConsentsOf(site);
  const ticked = consents ? postedIds(form).filter((id) => askedIds(consents).includes(id)) : [];
  const typed = { ...values, ...Object.fromEntries(ticked.map((id) => [`consents.${id}`, "on"])) };
  if (consents === null) {
    const outcome: NewsletterOutcome = {
      intent: "subscribe",
      isDone: false,
      fields: {},
      formError: texts.validation.consentsNotFetched,
      values: typed,
    };
    return data(outcome, { status: 503 });
  }
  try {
    await dataOf(
      site.api.POST("/api/v1/marketing/newsletter/subscribe", {
        body: { email: values.email ?? "", consents: ticked, language: site.language },
      }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refused("subscribe", error, typed);
  }
  return { intent: "subscribe", isDone: true, fields: {}, values: {} } satisfies NewsletterOutcome;
}
