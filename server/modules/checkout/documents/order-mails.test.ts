import { describe, expect, it } from "vitest";
import { renderOrderConfirmation, renderOrderNotice } from "./order-mails.ts";
import { sampleOrder } from "./test-support.ts";

describe("order confirmation mail", () => {
  it("holds the lines, totals, delivery and payment in the order's language", () => {
    const mail = renderOrderConfirmation({ order: sampleOrder(), brand: "Konoba Vitrina" });
    expect(mail.subject).toBe("Potvrda narudžbe 2026-000123 – Konoba Vitrina");
    for (const text of [
      "Poštovani/a Đurđa,",
      "2 × Paški sir <zreli> & mladi – 12,50\u00a0€ = 25,00\u00a0€",
      "   Čestitka: „Sretan rođendan, Željko!“",
      "Kupon JESEN10: −3,34\u00a0€",
      "Dostava: 4,50\u00a0€",
      "Ukupno za platiti: 34,56\u00a0€",
      "Uključeni PDV 25\u00a0%: 5,40\u00a0€",
      "Način dostave:\nGLS dostava",
      "Način plaćanja:\nUplata na račun",
      "IBAN: HR1210010051863000160",
      "Poziv na broj: 2026-000123",
      "Opis plaćanja: Narudžba 2026-000123",
      "Srdačan pozdrav, Konoba Vitrina",
    ]) {
      expect(mail.text).toContain(text);
    }
  });

  it("escapes every value in the HTML and shows the barcode inline by its cid", () => {
    const order = sampleOrder();
    order.snapshot.customer.firstName = `<img src=x onerror="alert(1)">`;
    order.snapshot.instructions = "Zvono <b>ne radi</b> & pokucajte";
    const mail = renderOrderConfirmation({ order, brand: `Vitrina "<script>"` });
    expect(mail.html).not.toMatch(/<img src=x|<script>|<b>ne radi/);
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("Paški sir &lt;zreli&gt; &amp; mladi");
    expect(mail.html).toContain("Zvono &lt;b&gt;ne radi&lt;/b&gt; &amp; pokucajte");
    expect(mail.html).toContain("Srdačan pozdrav, Vitrina &quot;&lt;script&gt;&quot;");
    expect(mail.html).toContain(
      '<img src="cid:hub3-2026-000123@vitrina" alt="Barkod uplatnice HUB-3 za narudžbu 2026-000123"',
    );
    expect(mail.attachments).toEqual([
      {
        filename: "hub3-2026-000123.png",
        contentType: "image/png",
        pdf417: { bytesBase64: expect.any(String) as string, eclevel: 4, columns: 9, scale: 2 },
        cid: "hub3-2026-000123@vitrina",
      },
    ]);
    // the HUB-3 data the worker draws, as ISO 8859-2 bytes
    const [barcode] = mail.attachments;
    const bytes = barcode && "pdf417" in barcode ? barcode.pdf417.bytesBase64 : "";
    const data = Buffer.from(bytes, "base64").toString("latin1");
    expect(data).toMatch(/^HRVHUB30\nEUR\n000000000003456\n/);
    expect(data).toContain("HR00\n2026-000123\n");
  });

  it("has no payment data or barcode for cash on delivery", () => {
    const order = sampleOrder();
    order.snapshot.payment = { id: 1, code: "cod", kind: "cashOnDelivery", name: "Pouzećem" };
    const mail = renderOrderConfirmation({ order, brand: "B" });
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain("cid:");
    expect(mail.text).not.toContain("IBAN");
    expect(mail.text).toContain("Način plaćanja:\nPouzećem");
  });

  it("leaves the brand out of a site without the Brand option", () => {
    const mail = renderOrderConfirmation({ order: sampleOrder(), brand: "" });
    expect(mail.subject).toBe("Potvrda narudžbe 2026-000123");
    expect(mail.text).not.toContain("Srdačan pozdrav");
  });

  it("is written in English for an English order", () => {
    const mail = renderOrderConfirmation({
      order: sampleOrder({ language: "eng" }),
      brand: "B",
    });
    expect(mail.subject).toBe("Order confirmation 2026-000123 – B");
    expect(mail.text).toContain("Total to pay: €34.56");
    expect(mail.text).toContain("Reference: 2026-000123");
  });
});

describe("order notice mail", () => {
  it("tells the shop who ordered what, in the shop's language", () => {
    const mail = renderOrderNotice({ order: sampleOrder(), language: "deu" });
    expect(mail.subject).toBe("Neue Bestellung 2026-000123 – 34,56\u00a0€");
    expect(mail.text).toContain("Đurđa Čačić-Šimić (Gast ohne Konto)");
    expect(mail.text).toContain("Telefon: +385 91 234 5678");
    expect(mail.text).toContain("Zu zahlen: 34,56\u00a0€");
    expect(mail.text).toContain("Anmerkung des Kunden:\nMolim dostavu poslije 17 h.");
    expect(mail.html).toContain("Paški sir &lt;zreli&gt; &amp; mladi");
    expect(mail.attachments).toEqual([]);
  });
});
