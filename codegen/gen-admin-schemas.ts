import { banner } from "./banner.ts";
import { inlineRefs } from "./gen-element-schemas.ts";
import { literal } from "./json.ts";
import type { SchemaFile } from "./schema-files.ts";

/** The request bodies the admin area's catalogue forms edit (admin/area/catalogue/). */
export const adminFormSchemas = {
  product: "requests/product-save.schema.json",
  productCategory: "requests/product-category-save.schema.json",
  attribute: "requests/attribute-save.schema.json",
} as const;

/** The shop settings the admin area's shop screen edits (admin/area/shop/, issue 17). */
export const shopFormSchemas = {
  deliveryMethod: "requests/shop-delivery-method-save.schema.json",
  paymentMethod: "requests/shop-payment-method-save.schema.json",
  coupon: "requests/shop-coupon-save.schema.json",
  taxClass: "requests/shop-tax-class-save.schema.json",
  checkout: "entities/checkout-settings.schema.json",
} as const;

const source =
  [...Object.values(adminFormSchemas), ...Object.values(shopFormSchemas)].join(", ") +
  " and the files they $ref";

/**
 * generated/admin-schemas.ts: the save request of each catalogue entity and shop setting,
 * self-contained, for the admin area's forms (@rjsf/core). Only the admin bundle imports it.
 */
export function generateAdminSchemas(files: SchemaFile[]): string {
  const entriesOf = (schemas: Readonly<Record<string, string>>) =>
    Object.entries(schemas).map(([name, path]) => {
      const file = files.find((candidate) => candidate.file === path);
      if (!file) throw new Error(`codegen: ${path} is missing`);
      return `${name}: ${literal(inlineRefs(file.schema, file, files))},`;
    });
  const entries = entriesOf(adminFormSchemas);
  return `${banner(source)}import type { JsonSchemaObject } from "./element-schemas.ts";

/** The save request schema of each catalogue entity the admin area edits, every $ref inlined. */
export const adminSchemas = {
${entries.join("\n")}
} as const satisfies Record<string, JsonSchemaObject>;

/** The save schema of each shop setting the admin area edits (issue 17), every $ref inlined. */
export const shopAdminSchemas = {
${entriesOf(shopFormSchemas).join("\n")}
} as const satisfies Record<string, JsonSchemaObject>;
`;
}
