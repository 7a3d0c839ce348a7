import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from "@zxing/library";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hub3Png, hub3PngDataUrl, hub3Svg } from "./hub3-image.ts";
import {
  hub3Amount,
  hub3Bytes,
  hub3Data,
  hub3Field,
  hub3Limits,
  hub3SlipOfOrder,
  type Hub3Slip,
} from "./hub3.ts";
import { sampleOrder } from "./test-support.ts";

const slip = hub3SlipOfOrder(sampleOrder(), "Narudžba 2026-000123") as Hub3Slip;

/** What a scanner reads from the PNG: its bytes, read back as ISO 8859-2. */
async function scan(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map([[DecodeHintType.CHARACTER_SET, "ISO-8859-1"]]);
  const text = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints);
  const bytes = Uint8Array.from([...text.getText()], (char) => char.charCodeAt(0));
  return new TextDecoder("iso-8859-2").decode(bytes);
}

describe("HUB-3 data string", () => {
  it("writes the fourteen fields of an order, each ended by LF, with Croatian letters", () => {
    expect(hub3Data(slip)).toBe(
      [
        "HRVHUB30",
        "EUR",
        "000000000003456",
        "Đurđa Čačić-Šimić",
        "Ulica žrtava Domovinskog ra", // 27 of "Ulica žrtava Domovinskog rata 12a"
        "23223 Škabrnja",
        "Konoba Vitrina d.o.o.",
        "Obala kneza Branimira 5",
        "23000 Zadar",
        "HR1210010051863000160",
        "HR00",
        "2026-000123",
        "OTHR",
        "Narudžba 2026-000123",
        "",
      ].join("\n"),
    );
  });

  it("writes the amount as 15 digits of cents", () => {
    expect(hub3Amount(0)).toBe("000000000000000");
    expect(hub3Amount(123_45)).toBe("000000000012345");
    expect(hub3Amount(999_999_999_999_999)).toBe("999999999999999");
    expect(() => hub3Amount(1e15)).toThrow(RangeError);
    expect(() => hub3Amount(12.5)).toThrow(RangeError);
    expect(() => hub3Amount(-1)).toThrow(RangeError);
  });

  it("cuts every field to the standard's length and never lets a line break through", () => {
    const long = "Č".repeat(60);
    const data = hub3Data({
      amountCents: 1,
      payer: { name: long, street: long, city: long },
      bank: {
        payee: long,
        payeeStreet: long,
        payeeCity: long,
        iban: "HR12 1001 0051 8630 0016 0",
        model: "HR01",
        reference: "1".repeat(30),
        purposeCode: "OTHRX",
        description: `Prvi red\nDrugi red ${long}`,
      },
    });
    const lines = data.split("\n");
    expect(lines).toHaveLength(15);
    expect(lines.slice(3, 14).map((line) => line.length)).toEqual([
      hub3Limits.payerName,
      hub3Limits.payerStreet,
      hub3Limits.payerCity,
      hub3Limits.payeeName,
      hub3Limits.payeeStreet,
      hub3Limits.payeeCity,
      hub3Limits.iban,
      hub3Limits.model,
      hub3Limits.reference,
      hub3Limits.purposeCode,
      hub3Limits.description,
    ]);
    expect(lines[9]).toBe("HR1210010051863000160");
    expect(lines[13]?.startsWith("Prvi red Drugi red ČČ")).toBe(true);
  });

  it("writes characters outside ISO 8859-2 as their letter or ?", () => {
    expect(hub3Field("Café ñandù 10 €", 35)).toBe("Café nandu 10 ?");
    expect(hub3Field("  a\t\tb  ", 35)).toBe("a b");
    expect([...hub3Bytes("čćžšđ")]).toEqual([0xe8, 0xe6, 0xbe, 0xb9, 0xf0]);
  });

  it("has no slip for an order paid otherwise, in another currency or to a foreign IBAN", () => {
    const order = sampleOrder();
    const cash = {
      ...order.snapshot,
      payment: { ...order.snapshot.payment, kind: "card" as const },
    };
    expect(hub3SlipOfOrder({ ...order, snapshot: cash }, "x")).toBeNull();
    expect(
      hub3SlipOfOrder({ ...order, currency: { id: 2, label: "USD", symbol: "$" } }, "x"),
    ).toBeNull();
    const bank = { ...order.snapshot.bankTransfer!, iban: "DE89370400440532013000" };
    expect(
      hub3SlipOfOrder({ ...order, snapshot: { ...order.snapshot, bankTransfer: bank } }, "x"),
    ).toBeNull();
  });

  it("takes the shop's reference, purpose and description when it set them", () => {
    const order = sampleOrder();
    const bank = {
      ...order.snapshot.bankTransfer!,
      reference: "99-1",
      purposeCode: "GDSV",
      description: "Web",
    };
    const own = hub3SlipOfOrder(
      { ...order, snapshot: { ...order.snapshot, bankTransfer: bank } },
      "x",
    );
    expect(hub3Data(own!).split("\n").slice(11, 14)).toEqual(["99-1", "GDSV", "Web"]);
  });
});

describe("HUB-3 barcode", () => {
  it("draws a PDF417 PNG of sensible size that scans back to the data string", async () => {
    const data = hub3Data(slip);
    const png = await hub3Png(data);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    // 9 data columns: 222 modules across, 2 px each, plus the quiet zone; rows 3 modules high
    expect(meta.width).toBeGreaterThan(400);
    expect(meta.width).toBeLessThan(600);
    expect(meta.height).toBeGreaterThan(60);
    expect(meta.height).toBeLessThan(meta.width);
    expect(await scan(png)).toBe(data);
  });

  it("gives SVG markup and a PNG data URL", async () => {
    const data = hub3Data(slip);
    expect(hub3Svg(data)).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const url = await hub3PngDataUrl(data);
    expect(url.startsWith("data:image/png;base64,iVBOR")).toBe(true);
  });
});
