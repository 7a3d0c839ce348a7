import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CartItemOptions, Product } from "#generated/types.ts";
import "#src/lib/i18n.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import { BundleFields } from "./bundle-fields.tsx";
import { option, testBundle, testProduct } from "./bundle-test-products.ts";

const board = testProduct(11, "Simple", {
  name: "Olive board",
  customOptions: [option("ENGRAVING", { isRequired: true, price: 8 })],
});
const voucher = testProduct(12, "EProduct", {
  name: "Voucher",
  customOptions: [option("RECIPIENT")],
});
const salt = testProduct(13, "Simple", { name: "Salt" });
const bundle = testBundle(10, [board, voucher, salt]);

const render = (parts: readonly Product[], chosen?: CartItemOptions["bundleOptions"]) =>
  renderToString(
    <LanguageProvider language="en">
      <BundleFields
        bundle={bundle}
        parts={parts}
        code2="en"
        currency={{ label: "EUR", symbol: "€" }}
        idPrefix="test-bundle"
        chosen={chosen}
      />
    </LanguageProvider>,
  );

/** The inputs of the html, by name, with their attributes. */
const inputs = (html: string) =>
  new Map(
    [...html.matchAll(/<input ([^>]*)>/g)].map(([, attributes = ""]) => [
      /name="([^"]+)"/.exec(attributes)?.[1],
      attributes,
    ]),
  );

describe("a bundle's parts in its form (spec 2 bundle customization, spec 4)", () => {
  it("ask a simple or e-product part's custom options in its own fieldset, named by the part", () => {
    const html = render([board, voucher]);
    const fields = inputs(html);
    // a required engraving of a simple part is asked, and required
    expect(fields.get("c11.ENGRAVING")).toContain("required");
    expect(fields.get("c12.RECIPIENT")).toBeDefined();
    expect(fields.get("c12.RECIPIENT")).not.toContain("required");
    expect(html).toMatch(/<legend>1 × Olive board<\/legend>/);
    expect(html).toMatch(/<legend>1 × Voucher<\/legend>/);
    // its surcharge is said under it
    expect(html).toContain("ENGRAVING (+€8.00)");
    // a simple part has no attributes to choose
    expect(html).not.toContain("<select");
  });

  it("list a part without options (or not loaded) as it is", () => {
    const html = render([board, voucher, salt]);
    expect(html).toMatch(/<li class="bundle-fields__part">1 × Salt<\/li>/);
    expect(render([])).not.toContain("<input");
  });

  it("start from the cart line's choices when the form edits a line", () => {
    const html = render(
      [board, voucher],
      [
        { productId: 11, personalizations: { ENGRAVING: "Ana" } },
        { productId: 12, personalizations: { RECIPIENT: "Marko" } },
        { productId: 13 },
      ],
    );
    expect(inputs(html).get("c11.ENGRAVING")).toContain('value="Ana"');
    expect(inputs(html).get("c12.RECIPIENT")).toContain('value="Marko"');
  });
});
