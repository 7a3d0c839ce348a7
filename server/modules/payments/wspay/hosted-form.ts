import { hostedFormId } from "#common/hosted-payment-form.ts";
import { escapeHtml } from "#common/escape-html.ts";
import { formAmount, requestSignature } from "./signatures.ts";
import type { WspayGateway } from "./gateway.ts";

/** What the hosted form tells the gateway about an order. */
export type FormOrder = {
  number: string;
  totalCents: number;
  /** Two-letter code of the order's language. */
  language: string;
  customer: { firstName: string; lastName: string; email: string; phone?: string };
};

const withOrder = (address: string, number: string): string => {
  const url = new URL(address);
  url.searchParams.set("orderSlug", number);
  return url.href;
};

// WSPay writes its form in these languages; another falls back to Croatian
const gatewayLanguages: Readonly<Record<string, string>> = { hr: "HR", en: "EN", de: "DE" };

/**
 * spec 4: the html order/create answers for a hosted payment form: a form the payment step
 * inserts and submits, posting the signed order to the gateway (WSPay form protocol 2.0). The
 * gateway sends the shopper back to the success page, or to the failure page on a decline or a
 * cancel; neither return pays the order (the gateway's notification does).
 */
export function hostedForm(
  gateway: WspayGateway,
  order: FormOrder,
  returns: { successURL: string; failureURL: string },
): string {
  const failure = withOrder(returns.failureURL, order.number);
  const fields: Record<string, string> = {
    ShopID: gateway.key.shopId,
    ShoppingCartID: order.number,
    Version: "2.0",
    TotalAmount: formAmount(order.totalCents),
    Signature: requestSignature(gateway.key, order.number, order.totalCents),
    ReturnURL: withOrder(returns.successURL, order.number),
    ReturnErrorURL: failure,
    CancelURL: failure,
    Lang: gatewayLanguages[order.language] ?? "HR",
    CustomerFirstName: order.customer.firstName,
    CustomerLastName: order.customer.lastName,
    CustomerEmail: order.customer.email,
    ...(order.customer.phone ? { CustomerPhone: order.customer.phone } : {}),
  };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form id="${hostedFormId}" method="post" action="${escapeHtml(gateway.formUrl)}">${inputs}</form>`;
}
