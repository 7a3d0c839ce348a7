import type { Order, OrderLine } from "#generated/types.ts";
import type { DocumentTexts } from "./document-texts.ts";
import type { Hub3Slip } from "./hub3.ts";

/** What a line shows under its name: variant, bundle contents, personalisations, SKU. */
export function lineDetails(line: OrderLine, texts: DocumentTexts): string[] {
  const personalizations = [
    ...(line.personalizations ?? []),
    ...(line.components ?? []).flatMap((component) => component.personalizations ?? []),
  ];
  return [
    ...(line.variantLabel ? [line.variantLabel] : []),
    ...(line.components?.length
      ? [
          texts.t("components", {
            components: line.components.map((c) => `${c.qty} × ${c.name}`).join(", "),
          }),
        ]
      : []),
    ...personalizations.map(({ label, value }) =>
      texts.t("personalization", { label, text: value }),
    ),
    texts.t("sku", { sku: line.sku }),
  ];
}

export type TotalsRow = { label: string; value: string; isTotal?: boolean; isTax?: boolean };

/**
 * The totals of an order as label and amount: items, coupon and loyalty (as deductions),
 * delivery, the total, then the VAT each rate holds (prices include VAT, decision 031).
 */
export function totalsRows(order: Order, texts: DocumentTexts): TotalsRow[] {
  const { prices, coupon } = order.snapshot;
  const { t, money } = texts;
  const minus = (cents: number) => `−${money(cents)}`;
  return [
    { label: t("itemsTotal"), value: money(prices.itemsTotal) },
    ...(prices.coupon > 0
      ? [{ label: t("coupon", { code: coupon?.code ?? "" }).trim(), value: minus(prices.coupon) }]
      : []),
    ...(prices.loyalty > 0 ? [{ label: t("loyalty"), value: minus(prices.loyalty) }] : []),
    ...(order.snapshot.delivery ? [{ label: t("delivery"), value: money(prices.delivery) }] : []),
    { label: t("total"), value: money(order.total), isTotal: true },
    ...prices.taxRates
      .filter((line) => line.tax > 0)
      .map((line) => ({
        label: t("vatAt", { rate: texts.rate(line.rateBasisPoints) }),
        value: money(line.tax),
        isTax: true,
      })),
  ];
}

/** The payment data of a HUB-3 slip as label and value. */
export function slipRows(slip: Hub3Slip, texts: DocumentTexts): [string, string][] {
  const { t } = texts;
  return [
    [t("payee"), [slip.bank.payee, slip.bank.payeeStreet, slip.bank.payeeCity].join(", ")],
    [t("iban"), slip.bank.iban],
    [t("model"), slip.bank.model],
    [t("reference"), slip.bank.reference ?? ""],
    [t("amount"), texts.money(slip.amountCents)],
    [t("description"), slip.bank.description ?? ""],
  ];
}
