import { interpolate } from "#common/validation-messages.ts";
import type { ConsentAssignmentRecord } from "#generated/types.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import type { Call } from "../catalogue/catalogue.server.ts";
import type { AdminTexts } from "../texts.ts";
import { type ConsentsData, extraRows, formName } from "./consent-rows.ts";
import { formField, formOutcome } from "../form-outcome.server.ts";

export type { ConsentsData };
export { formSlugPattern } from "./consent-rows.ts";

/** /admin/consent (spec 9: assignments 50 a page) or /admin/consent/{slug}: one form's consents. */
export async function consentsData(call: Call, url: URL, slug: string | null) {
  const { site, headers } = call;
  const page = Math.max(1, Math.min(100000, Number(url.searchParams.get("page")) || 1));
  const [list, log] = await Promise.all([
    dataOf(
      site.api.GET("/api/v1/admin/consents", {
        params: { query: { page, perPage: 50 } },
        headers,
      }),
    ),
    dataOf(site.api.GET("/api/v1/admin/consents/log-check", { headers })),
  ]);
  let form: ConsentAssignmentRecord | null = null;
  if (slug !== null) {
    // the form's assignment may be on another page of the list: look it up on each page
    form = list.assignments.find((each) => each.assigned_to === slug) ?? null;
    for (let other = 1; !form && (other - 1) * 50 < list.total; other++) {
      if (other === page) continue;
      const more = await dataOf(
        site.api.GET("/api/v1/admin/consents", {
          params: { query: { page: other, perPage: 50 } },
          headers,
        }),
      );
      form = more.assignments.find((each) => each.assigned_to === slug) ?? null;
    }
    form ??= { assigned_to: slug, consents: [] };
  }
  return { list, log, form, subject: await subjectData(call, url) } satisfies ConsentsData;
}

/**
 * /admin/consent?subject=…: everything the site holds about one address (a data subject's
 * request, issue 21); a refused address (malformed) comes back with the API's message.
 */
async function subjectData(call: Call, url: URL): Promise<ConsentsData["subject"]> {
  const email = url.searchParams.get("subject")?.trim();
  if (!email) return null;
  try {
    const found = await dataOf(
      call.site.api.GET("/api/v1/admin/consents/subject", {
        params: { query: { email } },
        headers: call.headers,
      }),
    );
    return { email, found, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { email, found: null, error: error.message };
  }
}

type Save = Call & { texts: AdminTexts };

/** Adds a consent (no id) or saves one's text and archive flag: a changed text, a new version. */
export function saveConsentForm(call: Save, form: FormData) {
  const { site, headers, texts } = call;
  return formOutcome(call.texts, async () => {
    const id = Number(formField(form, "id")) || undefined;
    const displayName = {
      hrv: formField(form, "hrv"),
      ...(formField(form, "eng") ? { eng: formField(form, "eng") } : {}),
      ...(formField(form, "deu") ? { deu: formField(form, "deu") } : {}),
    };
    const body = id
      ? { id, displayName, isArchived: form.get("isArchived") === "on" }
      : { uniqueNumber: formField(form, "uniqueNumber"), displayName };
    const before = Number(formField(form, "version")) || 0;
    const saved = await dataOf(site.api.POST("/api/v1/admin/consents", { body, headers }));
    const vars = { number: saved.uniqueNumber, version: saved.version };
    if (!id) return interpolate(texts.consentCreated, vars);
    const isSame =
      saved.version === before && String(saved.isArchived) === formField(form, "wasArchived");
    return interpolate(isSame ? texts.consentUnchanged : texts.consentSaved, vars);
  });
}

/**
 * Saves a form's consents from the form screen's rows (consent, key, required, order): rows
 * without a consent are left out, the rest sorted by their order; the API judges the rest.
 */
export function saveAssignmentForm(call: Save, form: FormData, slug: string) {
  const { site, headers, texts } = call;
  return formOutcome(call.texts, async () => {
    const rows: { key: string; consentId: number; isRequired: boolean; order: number }[] = [];
    for (let index = 0; index < 20 + extraRows; index++) {
      const consentId = Number(formField(form, `consent-${index}`));
      if (!consentId) continue;
      rows.push({
        key: formField(form, `key-${index}`),
        consentId,
        isRequired: form.get(`required-${index}`) === "on",
        order: Number(formField(form, `order-${index}`)) || index + 1,
      });
    }
    rows.sort((a, b) => a.order - b.order);
    const body = {
      assigned_to: slug,
      consents: rows.map(({ key, consentId }) => ({ key, consentId })),
      requiredConsents: rows.filter((row) => row.isRequired).map((row) => row.key),
    };
    await dataOf(site.api.PUT("/api/v1/admin/consents/assignments", { body, headers }));
    return interpolate(texts.consentFormSaved, { form: formName(texts, slug) });
  });
}
