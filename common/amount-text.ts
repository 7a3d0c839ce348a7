/**
 * Amounts as text and integer cents as the shop stores them: euros as the back office types
 * them (schemas/common/money-input.schema.json: "4.50", "4,50", "12") and as payment providers
 * write them (WSPay's "17,00", a wallet's "17.00"). Parsed digit by digit from the text, never
 * through a float: "0.29" is 29 cents, not 28.999….
 */
export function centsOf(text: string): number {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  const [, euros = "0", fraction = ""] = match;
  return Number(euros) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the form shows them and a wallet provider writes them: two decimals, a point ("4.50"). */
export function eurosOf(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** A percent with at most two decimals ("25", "12,5") as basis points (2500, 1250). */
export function basisPointsOf(text: string): number {
  return centsOf(text);
}

/** Basis points as the form shows a rate: "25", "12.5", "12.55" (no trailing zeros). */
export function percentOf(basisPoints: number): string {
  return eurosOf(basisPoints).replace(/\.?0+$/, "");
}
