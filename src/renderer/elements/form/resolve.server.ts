import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { formConsentsOf } from "#src/features/account/shown-consents.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";

/**
 * The consents of the form's assignment (its formSlug) in the request language, or null when the
 * API could not answer them (spec 5 consentsNotFetched), and reCAPTCHA's site key when the site
 * uses it: the form is complete in the HTML, and the page names Google for its CSP.
 */
export async function resolve({
  props,
  api,
}: ResolverInput<ElementPropsWithDefaults<"form">>): Promise<ElementDataByType["form"]> {
  const [consents, captcha] = await Promise.all([
    formConsentsOf({ api }, props.formSlug),
    // unanswered: ALTCHA, whose widget asks for its own challenge when the page runs
    dataOf(api.GET("/api/v1/cms/form/challenge")).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    }),
  ]);
  return {
    consents,
    recaptchaSiteKey: captcha?.kind === "recaptcha" ? (captcha.siteKey ?? null) : null,
  };
}
