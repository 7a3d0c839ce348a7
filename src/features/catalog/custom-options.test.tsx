import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Currency, ProductCustomOption } from "#generated/types.ts";
import "#src/lib/i18n.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import { CustomOptions } from "./custom-options.tsx";

const engraving: ProductCustomOption = {
  option_title: "Engraving",
  option_type: "text",
  is_required: false,
  max_characters: 30,
  custom_option_values: [
    { sku: "ENGRAVING", label: "Engraved text", price: 8, convertedPrice: null },
  ],
};
const bottles: ProductCustomOption = {
  option_title: "Extra bottles",
  option_type: "number",
  is_required: true,
  max_characters: 1,
  custom_option_values: [
    { sku: "EXTRA-POSTUP", label: "A bottle of Postup", price: 24.9, convertedPrice: null },
  ],
};

const euro: Currency = { id: 1, label: "EUR", symbol: "€" };

const render = (options: ProductCustomOption[], currency: Currency = euro) =>
  renderToString(
    <LanguageProvider language="en">
      <CustomOptions options={options} code2="en" currency={currency} />
    </LanguageProvider>,
  );

const fields = (html: string) =>
  [...html.matchAll(/<label for="([^"]+)"[^>]*>(.*?)<\/label><input ([^>]*)>/g)].map(
    ([, htmlFor, label, attributes]) => ({ htmlFor, label, attributes: attributes ?? "" }),
  );

describe("a product's custom options", () => {
  it("are labelled fields: a text input for text, a number input for number", () => {
    const html = render([engraving, bottles]);
    const [text, number] = fields(html);
    expect(text?.label).toBe("Engraving");
    expect(text?.attributes).toContain(`id="${text?.htmlFor}"`);
    expect(text?.attributes).toContain('type="text"');
    expect(text?.attributes).toContain('maxLength="30"');
    expect(text?.attributes).toContain('name="ENGRAVING"');
    expect(number?.label).toContain("Extra bottles");
    expect(number?.attributes).toContain(`id="${number?.htmlFor}"`);
    expect(number?.attributes).toContain('type="number"');
    expect(number?.attributes).toContain('max="9"');
    expect(number?.attributes).toContain("required");
    expect(text?.htmlFor).not.toBe(number?.htmlFor);
  });

  it("say each value's label and surcharge under the field, tied to it", () => {
    const html = render([bottles]);
    expect(html).toContain('aria-describedby="custom-option-0-hint"');
    expect(html).toMatch(/id="custom-option-0-hint"[^>]*>A bottle of Postup \(\+€24\.90\)/);
    // a number has no character limit to state
    expect(html).not.toContain("characters");
  });

  it("say a surcharge in the shopper's currency when the API converted it", () => {
    const converted: ProductCustomOption = {
      ...bottles,
      custom_option_values: bottles.custom_option_values.map((value) => ({
        ...value,
        convertedPrice: 26.89,
      })),
    };
    const html = render([converted], { id: 2, label: "USD", symbol: "$" });
    expect(html).toMatch(/id="custom-option-0-hint"[^>]*>A bottle of Postup \(\+\$26\.89\)/);
    expect(html).not.toContain("€");
  });

  it("add no button: nothing submits them before the cart", () => {
    const html = render([engraving, bottles]);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<form");
  });

  it("draw nothing for a product without options", () => {
    expect(render([])).toBe("");
  });
});
