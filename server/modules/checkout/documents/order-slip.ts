import type { Order } from "#generated/types.ts";
import { documentTexts } from "./document-texts.ts";
import { hub3Png, hub3Svg } from "./hub3-image.ts";
import { hub3Data, hub3SlipOfOrder, type Hub3Slip } from "./hub3.ts";

/**
 * The HUB-3 payment slip of an order, its description in the order's language ("Narudžba
 * 2026-000123"), or null when the order is not paid by bank transfer to a Croatian IBAN in EUR.
 */
export function orderSlip(order: Order): Hub3Slip | null {
  const { t } = documentTexts(order.language, order.currency);
  return hub3SlipOfOrder(order, t("slipDescription", { number: order.number }));
}

/** The order's HUB-3 barcode as SVG markup (the success page), or null without a slip. */
export function orderSlipSvg(order: Order): string | null {
  const slip = orderSlip(order);
  return slip ? hub3Svg(hub3Data(slip)) : null;
}

/** The order's HUB-3 barcode as a PNG (an image/png answer, 2 px a module), or null. */
export async function orderSlipPng(order: Order): Promise<Buffer | null> {
  const slip = orderSlip(order);
  return slip ? hub3Png(hub3Data(slip)) : null;
}
