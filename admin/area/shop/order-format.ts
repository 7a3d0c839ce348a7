import { formatMoney as formatAmount } from "#common/money.ts";

/** Cents of a currency as the admin's language writes money: 1.234,50 € in Croatian. */
export const formatMoney = (code2: string, cents: number, currency: string) =>
  formatAmount(cents / 100, { language: code2, currency });

/** A moment as Zagreb sees it, the shop's days (the list's date filters are Zagreb days too). */
export const formatMoment = (code2: string, iso: string) =>
  new Intl.DateTimeFormat(code2, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Zagreb",
  }).format(new Date(iso));
