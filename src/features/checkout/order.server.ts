import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { addressCountryNames } from "#common/country-names.ts";
import { screenPath } from "#common/route-paths.ts";
import type { OrderDocument } from "#generated/types.ts";
import { requireSession } from "#src/features/account/guards.server.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languages } from "#src/lib/languages.ts";
import { orderPath } from "./order-path.ts";
import { type PaymentHandoff, paymentHandoff, walletApprovalOf } from "./payment-handoff.ts";

/**
 * spec 2 profile order detail (a private route): the signed-in user's order of that number
 * with its lines, totals, addresses and methods (spec 7 smartDocument get), or a 404.
 */
export async function orderLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  const site = args.context.get(siteContext);
  const headers = { accesstoken: session.accessToken };
  const id = await orderIdOf(site, { headers, number: args.params.number });
  const document: OrderDocument = await dataOf(
    site.api.GET("/api/v1/smartDocument/document/get/web/{id}", {
      params: { path: { id } },
      headers,
    }),
  );
  const { snapshot } = document.extendedDetails;
  const code2 = languages[site.language].code2;
  // issue 23: the addresses' countries by name, as the profile's addresses show them
  const countryNames = addressCountryNames(
    [snapshot.billingAddress, snapshot.shippingAddress],
    code2,
  );
  return { document, language: site.language, countryNames };
}

/** The id of the signed-in user's order of that number (the routes name orders by number); 404 else. */
export async function orderIdOf(
  site: SiteRequest,
  input: { headers: { accesstoken: string }; number: string | undefined },
): Promise<number> {
  const number = input.number ?? "";
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!/^[0-9]{4}-[0-9]{6}$/.test(number)) throw data(null, { status: 404 });
  const found = await dataOf(
    site.api.POST("/api/v1/smartDocument/document/filter/web", {
      body: { number, limit: 1 },
      headers: input.headers,
    }),
  );
  const id = found.data[0]?.id;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

export type OrderData = Awaited<ReturnType<typeof orderLoader>>;

/** What 'pay now' answers: the gateway's form or the wallet's buttons for the order, or why not. */
export type PayNowResult = PaymentHandoff & { formError?: string };

const failed = (error: ApiError) =>
  data({ formError: error.message } satisfies PayNowResult, {
    status: error.status >= 400 ? error.status : 502,
  });

/**
 * 'Pay now' on an order still waiting for its card or wallet payment (decisions 045, 046): the
 * gateway's form for it, which the page submits (the gateway sends the customer back to the
 * checkout's success or failure page), or the wallet's buttons, whose approval posts back here
 * and has the shop capture the payment.
 */
export async function orderAction(args: ActionFunctionArgs) {
  const session = await requireSession(args);
  const site = args.context.get(siteContext);
  const headers = { accesstoken: session.accessToken };
  const id = await orderIdOf(site, { headers, number: args.params.number });
  const language = languages[site.language].code2;
  const here = new URL(args.request.url);
  const form = await args.request.formData();
  const details = walletApprovalOf(form);
  try {
    if (details) {
      const { url } = await dataOf(
        site.api.POST("/api/v2/payments/approve/web/{id}", {
          params: { path: { id } },
          body: { details },
          headers,
        }),
      );
      const answered = new URL(url);
      return redirect(answered.pathname + answered.search);
    }
    // the wallet's approval comes back to this page; a card's gateway returns to the checkout's
    const isWallet = form.get("kind") === "wallet";
    const page = here.origin + orderPath(screenPath("order", language), args.params.number ?? "");
    const result = await dataOf(
      site.api.POST("/api/v2/payments/retry/web/{id}", {
        params: { path: { id } },
        body: {
          successURL: isWallet ? page : here.origin + screenPath("checkoutSuccess", language),
          failureURL: isWallet ? page : here.origin + screenPath("checkoutFailure", language),
        },
        headers,
      }),
    );
    return data((paymentHandoff(result, language) ?? {}) satisfies PayNowResult);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return failed(error);
  }
}
