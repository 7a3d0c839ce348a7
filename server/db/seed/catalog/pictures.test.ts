import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoProducts, imageOf } from "./products.ts";

const demoDir = path.resolve(import.meta.dirname, "../../../../public/images/demo");

// Issue 23: every demo product shows its own drawing (variants of one product their own).
describe("the demo products' pictures", () => {
  const shown = demoProducts.filter((product) => product.format !== "Configurable");

  it("are one picture a product, named by its slug", () => {
    const names = shown.map(imageOf);
    expect(new Set(names).size).toBe(names.length);
    for (const product of shown) expect(imageOf(product)).toMatch(/^product-[a-z0-9-]+$/);
  });

  it("exist at web sizes in AVIF, WebP and JPEG", () => {
    const variants = demoProducts.flatMap(
      (product) => product.configurable?.variants.map((variant) => variant.image) ?? [],
    );
    for (const name of [...shown.map(imageOf), ...variants])
      for (const width of [480, 960, 1600])
        for (const extension of ["avif", "webp", "jpg"])
          expect(() => statSync(path.join(demoDir, `${name}-${width}.${extension}`))).not.toThrow();
  });
});
