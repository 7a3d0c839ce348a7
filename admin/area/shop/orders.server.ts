import { data, redirect } from "react-router";
import { centsOf } from "#common/amount-text.ts";
import { addressCountryNames } from "#common/country-names.ts";
import { interpolate } from "#common/validation-messages.ts";
import type { OrderPage, OrderStatus, ShopOrderAdmin } from "#generated/types.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languages } from "#src/lib/languages.ts";
import type { Call } from "../catalogue/catalogue.server.ts";
import type { AdminTexts } from "../texts.ts";
import { dataOf } from "#src/lib/api-client.ts";

const statuses: readonly OrderStatus[] = ["new", "processing", "shipped", "delivered", "cancelled"];

/** The list's filters as the URL has them; what the API would refuse is left out. */
export type OrderFilters = { status?: OrderStatus; from?: string; to?: string; search?: string };

export type OrdersData = {
  filters: OrderFilters;
  /** The list (no `?order=`), a page of 20 newest first. */
  list: OrderPage | null;
  /** One order (`?order=<id>`). */
  detail: ShopOrderAdmin | null;
  /** What the last form changed (`?changed=`: a state, "payment" or "refund"), said above the order. */
  changed: string | null;
  /** The order's address countries by name (ISO code → name in the admin's language). */
  countryNames: Record<string, string>;
};

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The filters of a list's URL, kept by its pages, its CSV link and the export route. */
export function orderFiltersOf(url: URL): OrderFilters {
  const asked = url.searchParams.get("status");
  const status = statuses.find((each) => each === asked);
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 254);
  return {
    ...(status ? { status } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...(search ? { search } : {}),
  };
}

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 2147483647 ? number : undefined;
};

/** /admin/orders: the filtered list, or one order (`?order=<id>`). */
export async function ordersData(call: Call, url: URL): Promise<OrdersData> {
  const { site, headers } = call;
  const filters = orderFiltersOf(url);
  const id = positiveInt(url.searchParams.get("order"));
  if (id) {
    const detail = await dataOf(
      site.api.GET("/api/v1/admin/shop/orders/{id}", { params: { path: { id } }, headers }),
    );
    const { billingAddress, shippingAddress } = detail.order.snapshot;
    const code2 = languages[call.language].code2;
    const countryNames = addressCountryNames([billingAddress, shippingAddress], code2);
    return { filters, list: null, detail, changed: url.searchParams.get("changed"), countryNames };
  }
  const page = Math.min(positiveInt(url.searchParams.get("page")) ?? 1, 100000);
  const list = await dataOf(
    site.api.GET("/api/v1/admin/shop/orders", {
      params: { query: { ...filters, page, limit: 20 } },
      headers,
    }),
  );
  return { filters, list, detail: null, changed: null, countryNames: {} };
}

/**
 * The order screen's forms: a new state (cancelling returns the stock), the payment state of a
 * bank transfer order, or a refund through the order's provider, then back to the order. The API's refusal (409 for a move the state
 * machine lacks) is the message, in the user's admin locale.
 */
export async function changeOrder(
  call: Call & { texts: AdminTexts; screenPath: string },
  form: FormData,
) {
  const { site, headers, texts } = call;
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = positiveInt(field("id"));
  const intent = form.get("intent");
  const value = field("value");
  const refuse = (message: string, status: number) => data({ ok: false, message }, { status });
  if (!id) return refuse(texts.unknownAction, 400);
  let refundCents = 0;
  if (intent === "refundOrder") {
    try {
      refundCents = centsOf(value.trim());
    } catch {
      return refuse(texts.refundAmountInvalid, 400);
    }
  }
  try {
    if (intent === "refundOrder")
      await dataOf(
        site.api.POST("/api/v1/admin/shop/orders/{id}/refund", {
          params: { path: { id } },
          body: { amount: refundCents },
          headers,
        }),
      );
    else if (intent === "setOrderStatus")
      await dataOf(
        site.api.PUT("/api/v1/admin/shop/orders/{id}/status", {
          params: { path: { id } },
          body: { status: value as OrderStatus },
          headers,
        }),
      );
    else
      await dataOf(
        site.api.PUT("/api/v1/admin/shop/orders/{id}/payment", {
          params: { path: { id } },
          body: { paymentStatus: value as "paid" | "unpaid" },
          headers,
        }),
      );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = interpolate(texts.failed, { reason: error.message });
    return refuse(message, error.status >= 400 ? error.status : 502);
  }
  const query = new URLSearchParams({
    language: languages[call.language].code2,
    order: String(id),
    changed: intent === "setOrderStatus" ? value : intent === "refundOrder" ? "refund" : "payment",
  });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  throw redirect(`${call.screenPath}?${query.toString()}`);
}
