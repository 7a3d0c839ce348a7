import type { OrderSummary } from "#generated/types.ts";
import { eurosOf } from "#common/amount-text.ts";
import { zagrebDateTime } from "./zagreb-days.ts";

const header = ["number", "date", "status", "payment", "paymentStatus", "email", "name", "total"];

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, a separator or a line break, quotes
 * doubled. A text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe: shoppers type names and e-mails (OWASP CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The orders as a CSV file: a header, then one row per order (date as Zagreb reads it, total in
 * euros with two decimals). UTF-8 with a byte order mark and CRLF lines, so a spreadsheet opens
 * Croatian names as they are.
 */
export function ordersCsv(rows: readonly OrderSummary[]): string {
  const lines = [header.join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.number,
        zagrebDateTime(new Date(row.createdAt)),
        row.status,
        row.paymentKind,
        row.paymentStatus,
        row.email,
        row.customerName,
        eurosOf(row.total),
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
