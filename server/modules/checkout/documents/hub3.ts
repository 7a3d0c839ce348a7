import type { BankTransferDetails, Order } from "#generated/types.ts";

/**
 * The data string of the Croatian HUB-3A payment slip's PDF417 barcode (HUB "Jedinstveni
 * standard", Prilog A "Format zapisa PDF417 2D bar-koda"): fourteen fields, each ended by LF, in
 * ISO 8859-2. Decision 031: the bank transfer slip on the success page, in the mail and the PDF.
 */

/** The standard's maximum length of each field, in characters (one byte each in ISO 8859-2). */
export const hub3Limits = {
  payerName: 30,
  payerStreet: 27,
  payerCity: 27,
  payeeName: 25,
  payeeStreet: 25,
  payeeCity: 27,
  iban: 21,
  model: 4,
  reference: 22,
  purposeCode: 4,
  description: 35,
} as const;

export type Hub3Party = { name: string; street: string; city: string };

/** One payment slip: the amount in cents (EUR), who pays, and the payee's bank transfer details. */
export type Hub3Slip = { amountCents: number; payer: Hub3Party; bank: BankTransferDetails };

// ISO 8859-2 as a table: code point -> byte, read once from the platform's own decoder.
const latin2Bytes = new Map<string, number>();
const decoded = new TextDecoder("iso-8859-2").decode(Uint8Array.from({ length: 256 }, (_, i) => i));
for (let byte = 0; byte < 256; byte += 1) latin2Bytes.set(decoded[byte] ?? "", byte);

/** A character ISO 8859-2 can write: itself, else its letter without accents, else "?". */
function latin2Char(char: string): string {
  if (latin2Bytes.has(char)) return char;
  const base = char.normalize("NFD").replace(/\p{M}/gu, "");
  return base.length > 0 && [...base].every((c) => latin2Bytes.has(c)) ? base : "?";
}

/**
 * A field as the slip takes it: line breaks and other control characters become spaces (a LF
 * would start the next field), characters outside ISO 8859-2 are replaced, runs of spaces
 * collapse, and the text is cut to the field's length (never longer: readers reject the slip).
 */
export function hub3Field(value: string | undefined, maxLength: number): string {
  const clean = [...(value ?? "")]
    .map((char) => (/\p{C}/u.test(char) ? " " : latin2Char(char)))
    .join("")
    .replace(/\s+/gu, " ")
    .trim();
  return [...clean].slice(0, maxLength).join("").trimEnd();
}

/** The amount field: cents as 15 digits, zero padded ("000000000012345" for 123,45 €). */
export function hub3Amount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents >= 1e15) {
    throw new RangeError(`HUB-3 amount out of range: ${amountCents}`);
  }
  return String(amountCents).padStart(15, "0");
}

/** The barcode's data string (Unicode text; `hub3Bytes` gives its ISO 8859-2 bytes). */
export function hub3Data(slip: Hub3Slip): string {
  const { payer, bank } = slip;
  const fields = [
    "HRVHUB30",
    "EUR",
    hub3Amount(slip.amountCents),
    hub3Field(payer.name, hub3Limits.payerName),
    hub3Field(payer.street, hub3Limits.payerStreet),
    hub3Field(payer.city, hub3Limits.payerCity),
    hub3Field(bank.payee, hub3Limits.payeeName),
    hub3Field(bank.payeeStreet, hub3Limits.payeeStreet),
    hub3Field(bank.payeeCity, hub3Limits.payeeCity),
    hub3Field(bank.iban.replace(/\s+/g, "").toUpperCase(), hub3Limits.iban),
    hub3Field(bank.model, hub3Limits.model),
    hub3Field(bank.reference, hub3Limits.reference),
    hub3Field(bank.purposeCode ?? "OTHR", hub3Limits.purposeCode),
    hub3Field(bank.description, hub3Limits.description),
  ];
  return fields.map((field) => `${field}\n`).join("");
}

/** The data string as ISO 8859-2 bytes (what the barcode holds). */
export function hub3Bytes(data: string): Uint8Array {
  return Uint8Array.from([...data], (char) => latin2Bytes.get(latin2Char(char)) ?? 0x3f);
}

/** Whether an IBAN fits HUB-3A, a slip for payments within Croatia: a Croatian IBAN of 21. */
export const isHub3Iban = (iban: string): boolean =>
  /^HR[0-9]{19}$/.test(iban.replace(/\s+/g, "").toUpperCase());

/**
 * An order's bank transfer details as the shopper pays by them, or null: the shop's, with the
 * order named so the shop can match the payment. The reference (poziv na broj) is the order
 * number, after the shop's reference as a prefix when one is set and the two fit 22 characters;
 * the shop's description is followed by the number. Snapshots keep the shop's details as set
 * (the number is made in the order's write); a snapshot whose reference or description already
 * holds the number (an order placed before that) keeps it as it is.
 */
export function bankTransferOfOrder(order: Order): BankTransferDetails | null {
  const { snapshot } = order;
  const bank = snapshot.bankTransfer;
  if (snapshot.payment.kind !== "bankTransfer" || !bank) return null;
  const { description, ...rest } = bank;
  const shopWords = description?.trim();
  return {
    ...rest,
    reference: withNumber(bank.reference, order.number, "-", hub3Limits.reference),
    ...(shopWords
      ? { description: withNumber(shopWords, order.number, " ", hub3Limits.description) }
      : {}),
  };
}

/**
 * The payment slip of a bank transfer order, or null when the order has none (another payment
 * method, no payee details, a currency other than EUR, or a foreign IBAN): the details of
 * bankTransferOfOrder, described by `description` ("Narudžba 2026-000123") when the shop set no
 * description of its own.
 */
export function hub3SlipOfOrder(order: Order, description: string): Hub3Slip | null {
  const bank = bankTransferOfOrder(order);
  if (!bank) return null;
  if (order.currency.label !== "EUR" || !isHub3Iban(bank.iban)) return null;
  const { snapshot } = order;
  const address = snapshot.billingAddress;
  const company = snapshot.customer.company;
  return {
    amountCents: order.total,
    payer: {
      name: company?.name ?? `${snapshot.customer.firstName} ${snapshot.customer.lastName}`,
      street: `${address.street} ${address.houseNumber}`,
      city: `${address.zipCode} ${address.city}`,
    },
    bank: {
      ...bank,
      purposeCode: bank.purposeCode ?? "OTHR",
      description: bank.description ?? description,
    },
  };
}

/** `prefix`, separator and the order number; the number alone when they would not fit. */
function withNumber(prefix: string | undefined, number: string, separator: string, max: number) {
  if (!prefix) return number;
  if (prefix.includes(number)) return prefix;
  const joined = `${prefix}${separator}${number}`;
  return joined.length <= max ? joined : number;
}
