import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType } from "./detect-type.ts";

const pixel = sharp({
  create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 80, b: 40 } },
});

describe("image type by content", () => {
  it("recognises every accepted format by its bytes", async () => {
    expect(detectImageType(await pixel.clone().jpeg().toBuffer())?.mime).toBe("image/jpeg");
    expect(detectImageType(await pixel.clone().png().toBuffer())?.mime).toBe("image/png");
    expect(detectImageType(await pixel.clone().webp().toBuffer())?.mime).toBe("image/webp");
    expect(detectImageType(await pixel.clone().avif().toBuffer())?.mime).toBe("image/avif");
    expect(detectImageType(await pixel.clone().gif().toBuffer())?.mime).toBe("image/gif");
  });

  it("refuses SVG, HTML and anything else, whatever the name says", () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageType(text("<!doctype html><script>alert(1)</script>"))).toBeUndefined();
    expect(detectImageType(text("%PDF-1.7"))).toBeUndefined();
    expect(detectImageType(new Uint8Array(0))).toBeUndefined();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});
