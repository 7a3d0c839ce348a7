import { extractImages, extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { orderPdf } from "./order-pdf.ts";
import { sampleLine, sampleOrder } from "./test-support.ts";

/** The text of each page as PDF.js reads it (spaces collapsed; amounts keep their NBSP as space). */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { pdf, totalPages, pages: text.map((page) => page.replace(/\s+/gu, " ")) };
}

describe("order confirmation PDF", () => {
  it("is an A4 PDF with the order's number, customer, lines, totals and payment data", async () => {
    const bytes = await orderPdf({ order: sampleOrder(), brand: "Konoba Vitrina" });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pdf, totalPages, pages } = await readPdf(bytes);
    expect(totalPages).toBe(1);
    const [text = ""] = pages;
    const firstPage = await pdf.getPage(1);
    expect(firstPage.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    for (const expected of [
      "Konoba Vitrina",
      "Potvrda narudžbe",
      "2026-000123",
      "26. 11. 2026.",
      "Đurđa Čačić-Šimić",
      "23223 Škabrnja",
      "Hrvatska",
      "Paški sir <zreli> & mladi",
      "Čestitka: „Sretan rođendan, Željko!“",
      "25,00 €",
      "Kupon JESEN10",
      "−3,34 €",
      "Ukupno za platiti",
      "34,56 €",
      "Uključeni PDV 25 %",
      "5,40 €",
      "Uplata na račun",
      "HR1210010051863000160",
      "HR00",
      "Narudžba 2026-000123",
      "Stranica 1 od 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("embeds the HUB-3 barcode for a bank transfer and none for another payment", async () => {
    const bank = await readPdf(await orderPdf({ order: sampleOrder(), brand: "B" }));
    const images = await extractImages(bank.pdf, 1);
    expect(images).toHaveLength(1);
    expect(images[0]!.width).toBeGreaterThan(800);

    const order = sampleOrder();
    const card = { ...order.snapshot.payment, kind: "card" as const, name: "Kartica" };
    const cardPdf = await readPdf(
      await orderPdf({
        order: { ...order, snapshot: { ...order.snapshot, payment: card } },
        brand: "B",
      }),
    );
    expect(await extractImages(cardPdf.pdf, 1)).toHaveLength(0);
    expect(cardPdf.pages[0]).not.toContain("IBAN");
  });

  it("is written in the order's language", async () => {
    const { pages } = await readPdf(
      await orderPdf({ order: sampleOrder({ language: "deu" }), brand: "B" }),
    );
    expect(pages[0]).toContain("Bestellbestätigung");
    expect(pages[0]).toContain("34,56 €");
    const english = await readPdf(
      await orderPdf({ order: sampleOrder({ language: "eng" }), brand: "B" }),
    );
    expect(english.pages[0]).toContain("Order confirmation");
    expect(english.pages[0]).toContain("€34.56");
  });

  it("runs long orders over pages of about thirty lines, repeating the table's header", async () => {
    const order = sampleOrder();
    order.snapshot.lines = Array.from({ length: 90 }, (_, index) => sampleLine(index + 1));
    const { totalPages, pages } = await readPdf(await orderPdf({ order, brand: "B" }));
    expect(totalPages).toBeGreaterThanOrEqual(3);
    expect(totalPages).toBeLessThanOrEqual(5);
    expect(pages.join(" ")).toContain("Maslinovo ulje 90");
    expect(pages[1]).toContain("Proizvod Kol. Cijena Iznos");
    expect(pages[totalPages - 1]).toContain(`Stranica ${totalPages} od ${totalPages}`);
  });
});
