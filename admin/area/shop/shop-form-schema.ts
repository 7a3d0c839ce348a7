import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { shopAdminSchemas } from "#generated/admin-schemas.ts";
import type { AdminTexts } from "../texts.ts";
import { adminFormSchema, catalogueUiSchema } from "../catalogue/form-schema.ts";

/** The shop settings the admin area edits (issue 17), each with its generated save schema. */
export type ShopKind = keyof typeof shopAdminSchemas;

/** The parts of /admin/shop (issue 17), by the `?tab=` that opens them, and what each edits. */
export const shopTabs = {
  delivery: "deliveryMethod",
  payment: "paymentMethod",
  coupons: "coupon",
  tax: "taxClass",
  checkout: "checkout",
} as const satisfies Record<string, ShopKind>;
export type ShopTab = keyof typeof shopTabs;

/** What a shop form's code fields choose from, by name. */
export type ShopChoices = {
  taxClasses: readonly { code: string; label: string }[];
  categories: readonly { id: number; label: string }[];
};

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One property of a schema's `properties`, changed by `change` (absent: left as it is). */
function withProperty(schema: RJSFSchema, name: string, change: (property: Schema) => Schema) {
  const property = schema.properties?.[name];
  if (!isObject(property)) return schema;
  return { ...schema, properties: { ...schema.properties, [name]: change(property) } };
}

/**
 * A shop setting's form: the save schema as the catalogue's forms show it (texts per language as
 * one group per language, "a value or null" as the value), labels by property name, and choices
 * by name: the tax class from the shop's classes, a coupon's categories by their path, the
 * kinds and behaviours in words. Only the form changes; the generated validator still checks
 * the request as it is.
 */
export function shopForm(
  kind: ShopKind,
  texts: AdminTexts,
  choices: ShopChoices,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  let schema = adminFormSchema(shopAdminSchemas[kind]);
  const uiSchema = catalogueUiSchema(schema, { ...texts.fields, ...texts.shopFields });
  const words = texts.shopChoices;
  const ui = (name: string, more: UiSchema) => {
    uiSchema[name] = { ...(uiSchema[name] as UiSchema), ...more };
  };
  if (choices.taxClasses.length > 0)
    schema = withProperty(schema, "taxClass", (property) => ({
      ...property,
      oneOf: choices.taxClasses.map((each) => ({ const: each.code, title: each.label })),
    }));
  if (kind === "coupon") {
    ui("kind", { "ui:enumNames": [words.percent, words.fixed] });
    if (choices.categories.length > 0) {
      schema = withProperty(schema, "categoryIds", (property) => ({
        ...property,
        items: {
          ...(property.items as Schema),
          oneOf: choices.categories.map((each) => ({ const: each.id, title: each.label })),
        },
      }));
      ui("categoryIds", { "ui:widget": "checkboxes" });
    }
  }
  if (kind === "paymentMethod")
    ui("kind", {
      "ui:enumNames": [texts.paymentNames.cashOnDelivery, texts.paymentNames.bankTransfer],
    });
  if (kind === "checkout") {
    ui("cartAdditionBehaviour", {
      "ui:enumNames": [words.addToCart0, words.addToCart1, words.addToCart2],
    });
    const titles = [words.allCountries, words.oneCountry, words.someCountries];
    schema = withProperty(schema, "allowedCountries", (property) => ({
      ...property,
      oneOf: (property.oneOf as Schema[]).map((option, index) => ({
        ...option,
        title: titles[index],
      })),
    }));
  }
  return { schema, uiSchema };
}
