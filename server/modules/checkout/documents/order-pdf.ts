import type { Order } from "#generated/types.ts";
import { addressLines, documentTexts, type DocumentTexts } from "./document-texts.ts";
import { hub3Png } from "./hub3-image.ts";
import { hub3Data, hub3SlipOfOrder, type Hub3Slip } from "./hub3.ts";
import { lineDetails, totalsRows } from "./order-summary.ts";
import { ensureSpace, newPdf, page, pdfBytes, writeFooters, type Pdf } from "./pdf-kit.ts";

const left = page.margin;
const contentWidth = page.width - 2 * page.margin;
// The lines table: product, quantity, unit price, row (x and width in points).
const columns = {
  product: { x: left, width: 255 },
  qty: { x: 310, width: 40 },
  unitPrice: { x: 355, width: 90 },
  row: { x: 450, width: 95 },
};
const muted = "#555555";

/** The HUB-3 slip's barcode is printed 58 mm wide, the field the HUB-3A form gives it. */
const barcodeWidth = (58 / 25.4) * 72;

/**
 * The order confirmation as an A4 PDF in the order's language (issue 17, decision 031): brand,
 * number and date, customer and addresses, lines, totals with VAT per rate, delivery and
 * payment, and for a bank transfer the payment data with the HUB-3 barcode.
 */
export async function orderPdf(input: { order: Order; brand: string }): Promise<Buffer> {
  const { order, brand } = input;
  const texts = documentTexts(order.language, order.currency);
  const { t } = texts;
  const slip = hub3SlipOfOrder(order, t("slipDescription", { number: order.number }));
  const barcode = slip ? await hub3Png(hub3Data(slip), 4) : undefined;
  const doc = newPdf({
    title: `${t("orderConfirmation")} ${order.number}`,
    author: brand,
    language: texts.code2,
  });
  writeHeader(doc, texts, order, brand);
  writeParties(doc, texts, order);
  writeLines(doc, texts, order);
  writeTotals(doc, texts, order);
  writeMethods(doc, texts, order);
  if (slip && barcode) writeSlip(doc, texts, slip, barcode);
  writeFooters(doc, (pageNumber, pages) =>
    [brand, `${t("orderNumber")} ${order.number}`, t("page", { page: pageNumber, pages })]
      .filter(Boolean)
      .join("  ·  "),
  );
  return pdfBytes(doc);
}

function writeHeader(doc: Pdf, texts: DocumentTexts, order: Order, brand: string) {
  const top = doc.y;
  doc.font("bold").fontSize(20).fillColor("#000000").text(brand, left, top, { width: 280 });
  doc.font("bold").fontSize(14).text(texts.t("orderConfirmation"), 330, top, {
    width: 215,
    align: "right",
  });
  doc.font("regular").fontSize(10);
  doc.text(`${texts.t("orderNumber")}: ${order.number}`, { width: 215, align: "right" });
  doc.text(`${texts.t("orderDate")}: ${texts.day(order.createdAt)}`, {
    width: 215,
    align: "right",
  });
  doc.y = Math.max(doc.y, top + 30) + 24;
}

function writeBlock(doc: Pdf, x: number, y: number, title: string, lines: string[]) {
  doc.font("bold").fontSize(9).fillColor(muted).text(title.toUpperCase(), x, y, { width: 155 });
  doc.font("regular").fontSize(10).fillColor("#000000");
  for (const line of lines) doc.text(line, { width: 155 });
  return doc.y;
}

function writeParties(doc: Pdf, texts: DocumentTexts, order: Order) {
  const { snapshot } = order;
  const { customer, billingAddress, shippingAddress } = snapshot;
  const top = doc.y;
  const customerLines = [
    `${customer.firstName} ${customer.lastName}`,
    ...(customer.company
      ? [customer.company.name, texts.t("oib", { oib: customer.company.oib })]
      : []),
    customer.email,
    texts.t("phone", { phone: billingAddress.contactPhone }),
  ];
  const bottoms = [
    writeBlock(doc, left, top, texts.t("customer"), customerLines),
    writeBlock(
      doc,
      left + 170,
      top,
      texts.t("billingAddress"),
      addressLines(billingAddress, texts.code2),
    ),
  ];
  const branch = snapshot.delivery?.branch;
  const shipping = shippingAddress
    ? addressLines(shippingAddress, texts.code2)
    : branch
      ? [texts.t("pickupAt", { branch: branch.name }), ...(branch.address ? [branch.address] : [])]
      : [];
  if (shipping.length > 0) {
    bottoms.push(writeBlock(doc, left + 340, top, texts.t("shippingAddress"), shipping));
  }
  doc.y = Math.max(...bottoms) + 24;
}

function writeTableHeader(doc: Pdf, texts: DocumentTexts) {
  const y = doc.y;
  doc.font("bold").fontSize(9).fillColor(muted);
  doc.text(texts.t("product"), columns.product.x, y, { width: columns.product.width });
  for (const key of ["qty", "unitPrice", "row"] as const) {
    doc.text(texts.t(key), columns[key].x, y, { width: columns[key].width, align: "right" });
  }
  doc
    .moveTo(left, doc.y + 3)
    .lineTo(left + contentWidth, doc.y + 3)
    .strokeColor("#999999")
    .stroke();
  doc.y += 8;
}

function writeLines(doc: Pdf, texts: DocumentTexts, order: Order) {
  writeTableHeader(doc, texts);
  for (const line of order.snapshot.lines) {
    const details = lineDetails(line, texts);
    doc.font("bold").fontSize(10);
    const nameHeight = doc.heightOfString(line.name, { width: columns.product.width });
    doc.font("regular").fontSize(8.5);
    const detailsHeight = details.reduce(
      (sum, text) => sum + doc.heightOfString(text, { width: columns.product.width }),
      0,
    );
    if (ensureSpace(doc, nameHeight + detailsHeight + 8)) writeTableHeader(doc, texts);
    const y = doc.y;
    doc.font("regular").fontSize(10).fillColor("#000000");
    doc.text(String(line.qty), columns.qty.x, y, { width: columns.qty.width, align: "right" });
    doc.text(texts.money(line.unitPrice), columns.unitPrice.x, y, {
      width: columns.unitPrice.width,
      align: "right",
    });
    doc.text(texts.money(line.row), columns.row.x, y, { width: columns.row.width, align: "right" });
    doc.font("bold").text(line.name, columns.product.x, y, { width: columns.product.width });
    doc.font("regular").fontSize(8.5).fillColor(muted);
    for (const text of details) doc.text(text, { width: columns.product.width });
    doc.y += 6;
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth, doc.y)
    .strokeColor("#999999")
    .stroke();
  doc.y += 8;
}

function writeTotals(doc: Pdf, texts: DocumentTexts, order: Order) {
  const rows = totalsRows(order, texts);
  ensureSpace(doc, rows.length * 15 + 20);
  for (const row of rows) {
    const y = doc.y;
    doc
      .font(row.isTotal ? "bold" : "regular")
      .fontSize(row.isTax ? 8.5 : row.isTotal ? 12 : 10)
      .fillColor(row.isTax ? muted : "#000000");
    doc.text(row.label, 250, y, { width: 195, align: "right" });
    doc.text(row.value, columns.row.x, y, { width: columns.row.width, align: "right" });
    doc.y += row.isTotal ? 4 : 1;
  }
  doc.font("regular").fontSize(8.5).fillColor(muted);
  doc.text(texts.t("vatIncluded"), left, doc.y + 4, { width: contentWidth, align: "right" });
  doc.y += 16;
}

function writeMethods(doc: Pdf, texts: DocumentTexts, order: Order) {
  const { delivery, payment, instructions } = order.snapshot;
  const rows: [string, string][] = [
    ...(delivery ? [[texts.t("deliveryMethod"), delivery.name] as [string, string]] : []),
    [texts.t("paymentMethod"), payment.name],
    ...(instructions.trim() ? [[texts.t("instructions"), instructions] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    ensureSpace(doc, 30);
    doc.font("bold").fontSize(9).fillColor(muted).text(label.toUpperCase(), left, doc.y);
    doc.font("regular").fontSize(10).fillColor("#000000").text(value, { width: contentWidth });
    doc.y += 6;
  }
}

function writeSlip(doc: Pdf, texts: DocumentTexts, slip: Hub3Slip, barcode: Buffer) {
  const { t } = texts;
  const rows: [string, string][] = [
    [t("payee"), [slip.bank.payee, slip.bank.payeeStreet, slip.bank.payeeCity].join(", ")],
    [t("iban"), slip.bank.iban],
    [t("model"), slip.bank.model],
    [t("reference"), slip.bank.reference ?? ""],
    [t("amount"), texts.money(slip.amountCents)],
    [t("description"), slip.bank.description ?? ""],
  ];
  ensureSpace(doc, 150);
  doc.y += 6;
  const top = doc.y;
  doc.font("bold").fontSize(12).fillColor("#000000").text(t("paymentData"), left, top);
  doc.y += 4;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("regular").fontSize(9).fillColor(muted).text(label, left, y, { width: 90 });
    doc
      .fillColor("#000000")
      .fontSize(10)
      .text(value, left + 95, y, { width: 185 });
    doc.y += 2;
  }
  const textBottom = doc.y;
  // a PNG's IHDR holds its width and height at bytes 16 and 20
  const imageHeight = (barcodeWidth * barcode.readUInt32BE(20)) / barcode.readUInt32BE(16);
  const x = left + contentWidth - barcodeWidth;
  doc.image(barcode, x, top + 20, { width: barcodeWidth });
  doc.font("regular").fontSize(8.5).fillColor(muted);
  doc.text(t("scanToPay"), x, top + 26 + imageHeight, { width: barcodeWidth });
  doc.y = Math.max(doc.y, textBottom) + 10;
}
