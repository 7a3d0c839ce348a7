import { describe, expect, it } from "vitest";
import { ordersCsv } from "./order-csv.ts";

describe("orders as CSV", () => {
  it("writes a header and one row per order with the total in euros", () => {
    const csv = ordersCsv([
      {
        id: 1,
        number: "2026-000007",
        status: "shipped",
        paymentStatus: "paid",
        paymentKind: "bankTransfer",
        email: "ana@example.com",
        customerName: "Ana Šarić",
        total: 123405,
        currency: { id: 1, label: "EUR", symbol: "€" },
        itemCount: 2,
        createdAt: "2026-11-26T13:05:00.000Z",
      },
    ]);
    expect(csv).toBe(
      "\uFEFFnumber,date,status,payment,paymentStatus,email,name,total\r\n" +
        "2026-000007,2026-11-26 14:05,shipped,bankTransfer,paid,ana@example.com,Ana Šarić,1234.05\r\n",
    );
  });
});
