import type { Order } from "#generated/types.ts";
import { escapeHtml as e } from "#common/escape-html.ts";
import { addressLines, type DocumentTexts } from "./document-texts.ts";
import type { Hub3Slip } from "./hub3.ts";
import { lineDetails, slipRows, totalsRows } from "./order-summary.ts";

// The parts both order mails share, in HTML (inline styles: mail clients drop style sheets)
// and as plain text. Every value is escaped: names, options and notes are the shopper's.

const cell = "padding:6px 4px;border-bottom:1px solid #dddddd;vertical-align:top";
const small = "font-size:12px;color:#555555";

function linesHtml(order: Order, texts: DocumentTexts): string {
  const { t, money } = texts;
  const head = ["product", "qty", "unitPrice", "row"] as const;
  const header = head
    .map(
      (key, index) =>
        `<th style="${cell};text-align:${index ? "right" : "left"}">${e(t(key))}</th>`,
    )
    .join("");
  const rows = order.snapshot.lines.map((line) => {
    const details = lineDetails(line, texts)
      .map((text) => `<br><span style="${small}">${e(text)}</span>`)
      .join("");
    return (
      `<tr><td style="${cell}"><strong>${e(line.name)}</strong>${details}</td>` +
      `<td style="${cell};text-align:right">${line.qty}</td>` +
      `<td style="${cell};text-align:right;white-space:nowrap">${e(money(line.unitPrice))}</td>` +
      `<td style="${cell};text-align:right;white-space:nowrap">${e(money(line.row))}</td></tr>`
    );
  });
  const totals = totalsRows(order, texts).map((row) => {
    const style = row.isTotal ? "font-weight:bold;font-size:16px" : row.isTax ? small : "";
    return (
      `<tr><td colspan="3" style="padding:3px 4px;text-align:right;${style}">${e(row.label)}</td>` +
      `<td style="padding:3px 4px;text-align:right;white-space:nowrap;${style}">${e(row.value)}</td></tr>`
    );
  });
  return (
    `<table role="presentation" cellspacing="0" style="width:100%;border-collapse:collapse">` +
    `<tr>${header}</tr>${rows.join("")}${totals.join("")}</table>` +
    `<p style="${small};text-align:right">${e(t("vatIncluded"))}</p>`
  );
}

/** Delivery, payment, addresses and the shopper's note, as label and lines. */
function facts(order: Order, texts: DocumentTexts): [string, string[]][] {
  const { t } = texts;
  const { delivery, payment, billingAddress, shippingAddress, instructions } = order.snapshot;
  const branch = delivery?.branch;
  return [
    ...(delivery
      ? [
          [
            t("deliveryMethod"),
            [delivery.name, ...(branch ? [t("pickupAt", { branch: branch.name })] : [])],
          ] as [string, string[]],
        ]
      : []),
    [t("paymentMethod"), [payment.name]],
    [t("billingAddress"), addressLines(billingAddress, texts.code2)],
    ...(shippingAddress
      ? [[t("shippingAddress"), addressLines(shippingAddress, texts.code2)] as [string, string[]]]
      : []),
    ...(instructions.trim() ? [[t("instructions"), [instructions]] as [string, string[]]] : []),
  ];
}

/** The order's lines, totals, delivery, payment and addresses as mail HTML. */
export function orderSummaryHtml(order: Order, texts: DocumentTexts): string {
  const blocks = facts(order, texts).map(
    ([label, lines]) =>
      `<p><strong>${e(label)}</strong><br>${lines.map((line) => e(line)).join("<br>")}</p>`,
  );
  return linesHtml(order, texts) + blocks.join("");
}

/** The same as plain text. */
export function orderSummaryText(order: Order, texts: DocumentTexts): string {
  const { money } = texts;
  const lines = order.snapshot.lines.map((line) =>
    [
      `${line.qty} × ${line.name} – ${money(line.unitPrice)} = ${money(line.row)}`,
      ...lineDetails(line, texts).map((text) => `   ${text}`),
    ].join("\n"),
  );
  const totals = totalsRows(order, texts).map((row) => `${row.label}: ${row.value}`);
  const blocks = facts(order, texts).map(([label, rows]) => `${label}:\n${rows.join("\n")}`);
  return [lines.join("\n"), totals.join("\n"), texts.t("vatIncluded"), ...blocks].join("\n\n");
}

/** The payment data with the barcode image of `cid`, as mail HTML. */
export function slipHtml(input: {
  slip: Hub3Slip;
  texts: DocumentTexts;
  cid: string;
  alt: string;
}): string {
  const { slip, texts, cid, alt } = input;
  const rows = slipRows(slip, texts)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;${small}">${e(label)}</td><td style="padding:2px 0">${e(value)}</td></tr>`,
    )
    .join("");
  return (
    `<h2 style="font-size:16px;margin:24px 0 8px">${e(texts.t("paymentData"))}</h2>` +
    `<p>${e(texts.t("payByTransfer"))}</p>` +
    `<table role="presentation" cellspacing="0">${rows}</table>` +
    `<p><img src="cid:${e(cid)}" alt="${e(alt)}" width="300" style="display:block;max-width:100%;height:auto;background:#ffffff"></p>` +
    `<p style="${small}">${e(texts.t("scanToPay"))}</p>`
  );
}
