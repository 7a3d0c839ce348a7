import { randomUUID } from "node:crypto";
import { currencyPattern, walletAmount } from "./wallet-amount.ts";
import { WalletApiError } from "./wallet-views.ts";

// The wallet client's checks of its caller's input (wallet-api.ts and wallet-api-billing.ts):
// what the wallet would refuse is refused here, before anything is sent, as INVALID_ARGUMENT.

/** An idempotency key: the same one again answers the first call's result (PayPal-Request-Id). */
export type Idempotent = { requestId?: string };

export function invalid(message: string): WalletApiError {
  return new WalletApiError(0, "INVALID_ARGUMENT", message);
}

/** An id for a path: PayPal's ids are letters, digits and dashes. */
export function pathId(id: string): string {
  if (typeof id !== "string" || !/^[A-Za-z0-9-]{1,64}$/.test(id))
    throw invalid(`not a wallet id: ${JSON.stringify(id)}`);
  return id;
}

export function requestIdOf(options: Idempotent): string {
  const id = options.requestId ?? randomUUID();
  if (!/^[\x21-\x7e]{1,108}$/.test(id))
    throw invalid("a request id is 1 to 108 visible characters");
  return id;
}

export function amountOf(
  cents: number,
  currency: string,
): { currency_code: string; value: string } {
  if (typeof currency !== "string" || !currencyPattern.test(currency))
    throw invalid(`not a currency: ${JSON.stringify(currency)}`);
  let value: string;
  try {
    value = walletAmount(cents);
  } catch (error) {
    throw invalid((error as Error).message);
  }
  return { currency_code: currency, value };
}

export function boundedText(
  value: string | undefined,
  what: string,
  max: number,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length < 1 || value.length > max)
    throw invalid(`${what} is 1 to ${max} characters`);
  return value;
}
