import type { SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";

/** A consent as a form shows it: its label in the page's language, required ones starred (spec 5). */
export type ShownConsent = { id: string; label: string; isRequired: boolean };

/**
 * A form's consents in their two states (spec 4, 5; decision 047): the list once fetched, or
 * null while they could not be fetched (the form then shows consentsNotFetched and its action
 * refuses to submit).
 */
export type FetchedConsents = ShownConsent[] | null;

/**
 * The consents a form asks for (spec 7 GDPR consent filter, forWeb; decision 047), by its
 * assignment's assigned_to ("register", "checkoutAddress", "checkoutPayment" …), in the order
 * the form shows them and in the request's language; null when the API could not answer them.
 */
export async function formConsentsOf(
  site: Pick<SiteRequest, "api">,
  assignedTo: string,
): Promise<FetchedConsents> {
  try {
    const { records } = await dataOf(
      site.api.POST("/api/v1/gdpr/consent/filter/web", {
        body: { assignedTo, forWeb: true, limit: 100 },
      }),
    );
    return records.map(({ id, displayName, isRequired }) => ({
      id,
      label: displayName,
      isRequired,
    }));
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** The ids a form asks for: a posted id not among them is not taken. */
export const askedIds = (consents: readonly ShownConsent[]): string[] =>
  consents.map((consent) => consent.id);

/** Every consent id posted (the form's `consents` checkboxes), whether asked or not. */
export const postedIds = (form: FormData): string[] =>
  form.getAll("consents").filter((id): id is string => typeof id === "string");

/** spec 5: every required consent of the form is among the accepted ones. */
export function hasRequiredConsents(
  consents: readonly ShownConsent[],
  accepted: readonly string[],
): boolean {
  return consents.every((consent) => !consent.isRequired || accepted.includes(consent.id));
}
