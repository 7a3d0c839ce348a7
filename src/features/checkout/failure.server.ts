import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { screenPath } from "#common/route-paths.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { languages } from "#src/lib/languages.ts";
import { cookieSecurity } from "#src/features/auth/session-cookies.ts";
import { resources } from "#src/lib/i18n.ts";
import { askedIds, checkoutConsentsOf } from "./checkout-consents.ts";
import { checkoutConsentsCookie, readLastOrder } from "./checkout-cookies.ts";
import { type PaymentHandoff, paymentHandoff } from "./payment-handoff.ts";
import { orderOfPage } from "./success.server.ts";

/** spec 2 checkout failure: the order just placed, and whether it still waits for its payment. */
export async function failureLoader(args: LoaderFunctionArgs) {
  const { number, order } = await orderOfPage(args);
  return { number, order };
}

export type FailureData = Awaited<ReturnType<typeof failureLoader>>;

/** What the failure page's buttons answer: the provider's form or buttons to pay again, or why not. */
export type FailureResult = PaymentHandoff & { formError?: string };

/**
 * The failure page's two ways on (decision 045), for the order just placed (the lastOrder
 * cookie): pay again, which answers the gateway's form for the same order; or another method,
 * which gives the order up and takes the shopper back to the checkout's payment step with a
 * copy of the cart as their cart, the address step's consents given for it kept (fetched for the
 * post: when they cannot be, nothing is given up and the page says consentsNotFetched).
 */
export async function failureAction(args: ActionFunctionArgs) {
  const site = args.context.get(siteContext);
  const form = await args.request.formData();
  const credentials = readLastOrder(args.request.headers.get("cookie"));
  const language = languages[site.language].code2;
  const here = new URL(args.request.url);
  if (!credentials) return redirect(screenPath("cart", language));
  try {
    if (form.get("intent") === "anotherMethod") {
      const asked = await checkoutConsentsOf(site, "checkoutAddress");
      if (!asked) {
        const formError = resources[language].validation.consentsNotFetched;
        return data({ formError } satisfies FailureResult, { status: 503 });
      }
      const { consents } = await dataOf(
        site.api.POST("/api/v2/order/placed", { body: credentials }),
      );
      const session = await dataOf(
        site.api.POST("/api/v2/payments/another-method", { body: credentials }),
      );
      site.cart.adopt(session);
      // the address step's consents, given for this purchase, stay given: the payment step is next
      const given = consents.filter((id) => askedIds(asked).includes(id));
      return redirect(`${screenPath("checkout", language)}?step=payment`, {
        headers: { "Set-Cookie": checkoutConsentsCookie(given, cookieSecurity(args.request)) },
      });
    }
    const result = await dataOf(
      site.api.POST("/api/v2/payments/retry", {
        body: {
          ...credentials,
          successURL: here.origin + screenPath("checkoutSuccess", language),
          failureURL: here.origin + screenPath("checkoutFailure", language),
        },
      }),
    );
    return data({ ...paymentHandoff(result, language) } satisfies FailureResult, {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ formError: error.message } satisfies FailureResult, {
      status: error.status >= 400 ? error.status : 502,
    });
  }
}
