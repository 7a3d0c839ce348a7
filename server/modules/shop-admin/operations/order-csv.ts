import type { OrderSummary } from "#generated/types.ts";
import { eurosOf } from "#common/amount-text.ts";
import { csvFile } from "../../../platform/csv.ts";
import { zagrebDateTime } from "./zagreb-days.ts";

const header = ["number", "date", "status", "payment", "paymentStatus", "email", "name", "total"];

/**
 * The orders as a CSV file (csvFile): a header, then one row per order (date as Zagreb reads it,
 * total in euros with two decimals).
 */
export function ordersCsv(rows: readonly OrderSummary[]): string {
  return csvFile(
    header,
    rows.map((row) => [
      row.number,
      zagrebDateTime(new Date(row.createdAt)),
      row.status,
      row.paymentKind,
      row.paymentStatus,
      row.email,
      row.customerName,
      eurosOf(row.total),
    ]),
  );
}
