import { data } from "react-router";
import { translateWith, type Translate } from "#common/validation-messages.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { resources } from "#src/lib/i18n.ts";
import { languages } from "#src/lib/languages.ts";
import type { FieldErrors } from "./form-data.ts";

/** What a refused form hands back: spec 5 messages per field, spec 8 reason, what was typed. */
export type FormFailure = {
  intent: string;
  fields: FieldErrors;
  formError?: string;
  values: Record<string, string>;
};

/**
 * The posted form of an account action (posts of another origin never get here: the server's
 * request guard answers 403), refusing bodies that only claim to be forms (400), with the texts
 * and validation messages of the request's language.
 */
export async function readAction(args: {
  request: Request;
  context: { get: (key: typeof siteContext) => SiteRequest };
}): Promise<{
  form: FormData;
  site: SiteRequest;
  texts: (typeof resources)[keyof typeof resources];
  translate: Translate;
}> {
  const form = await args.request.formData().catch(() => undefined);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!form) throw data(null, { status: 400 });
  const site = args.context.get(siteContext);
  const texts = resources[languages[site.language].code2];
  // a message that names another field names it by the label the form shows (spec 5 sameAs)
  return { form, site, texts, translate: translateWith(texts.validation, texts.account.fields) };
}

/** A refused form: 400 (or the API's status) with its errors; passwords never come back. */
export function failure(failed: FormFailure, status = 400) {
  const values = Object.fromEntries(
    Object.entries(failed.values).filter(([name]) => !/password/i.test(name)),
  );
  return data({ ...failed, values } satisfies FormFailure, { status });
}
