import { centsOf, eurosOf } from "#common/amount-text.ts";

// The card wallet's money (PayPal's amounts, decision 045): a decimal string with a point such
// as "17.00" against the shop's integer cents, converted by common/amount-text.ts (integer and
// string arithmetic only, never a float).

/** An amount PayPal accepts and answers: up to nine whole digits and up to two decimals. */
const amountPattern = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A currency code: three capitals (ISO 4217). */
export const currencyPattern = /^[A-Z]{3}$/;

/** The largest amount an answer may carry, in cents (999999999.99). */
export const maxWalletCents = 99_999_999_999;

/** Whether `value` is an amount string of the contract ("17", "17.5", "17.00"). */
export function isWalletAmount(value: unknown): value is string {
  return typeof value === "string" && amountPattern.test(value);
}

/**
 * Cents written as PayPal's amount, always with two decimals: 1700 -> "17.00", 5 -> "0.05".
 * @throws RangeError for anything but a whole number of cents from 0 to 99999999999
 */
export function walletAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > maxWalletCents)
    throw new RangeError(`not an amount in cents: ${cents}`);
  return eurosOf(cents);
}

/**
 * PayPal's amount as cents: "17.00" -> 1700, "17.5" -> 1750, "0.05" -> 5.
 * @throws RangeError for anything that is not `^\d{1,9}(\.\d{1,2})?$` ("1e3", "-1", "1.005", " 1")
 */
export function centsOfWalletAmount(value: string): number {
  if (!isWalletAmount(value)) throw new RangeError(`not a wallet amount: ${JSON.stringify(value)}`);
  return centsOf(value);
}
