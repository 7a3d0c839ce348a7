import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { adminSchemas } from "#generated/admin-schemas.ts";
import { languageCodes } from "#src/lib/languages.ts";
import { formSchema } from "../../builder/inspector/form-schema.ts";

/** The catalogue entities the admin area edits, each with its generated save schema. */
export type CatalogueKind = keyof typeof adminSchemas;
export const catalogueKinds: Readonly<Record<CatalogueKind, true>> = {
  product: true,
  productCategory: true,
  attribute: true,
};

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The save schema as the form shows it. Texts per language (a map keyed by language code) become
 * one group per site language, and "a value or null" becomes the value (left empty: absent).
 * The generated validator still checks what is sent against the schema itself.
 */
export function catalogueFormSchema(kind: CatalogueKind): RJSFSchema {
  return adminFormSchema(adminSchemas[kind]);
}

/** A save schema as an admin form shows it (catalogueFormSchema's rules, any schema). */
export function adminFormSchema(saveSchema: Schema): RJSFSchema {
  const reshape = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => reshape(item));
    if (!isObject(value)) return value;
    const isPropertyMap = key === "properties";
    if (!isPropertyMap && isObject(value.propertyNames) && isObject(value.additionalProperties)) {
      const { propertyNames: _names, additionalProperties, ...rest } = value;
      const each = reshape(additionalProperties);
      return {
        ...rest,
        properties: Object.fromEntries(languageCodes.map((code) => [code, each])),
      };
    }
    if (!isPropertyMap && Array.isArray(value.anyOf)) {
      const kept = value.anyOf.filter((branch) => !(isObject(branch) && branch.type === "null"));
      if (kept.length === 1) {
        const { anyOf: _anyOf, ...rest } = value;
        return { ...(reshape(kept[0]) as Schema), ...rest };
      }
    }
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        reshape(item, isPropertyMap ? undefined : name),
      ]),
    );
  };
  return reshape(formSchema(saveSchema)) as RJSFSchema;
}

/**
 * Labels for every property of a schema, by property name (the admin's `fields` texts), nested
 * objects and array items included; rich descriptions as a text area.
 */
export function catalogueUiSchema(
  schema: RJSFSchema,
  labels: Readonly<Record<string, string>>,
): UiSchema {
  const walk = (node: unknown): UiSchema => {
    if (!isObject(node)) return {};
    const ui: UiSchema = {};
    // an item has no label of its own: its card says "Stavka N" (rjsf wrote "crossSellIds-1")
    if (isObject(node.items)) ui.items = { ...walk(node.items), "ui:options": { label: false } };
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        const childUi = walk(child);
        childUi["ui:title"] = labels[name] ?? name;
        if (name === "description" || name === "shortDescription")
          childUi["ui:widget"] = "textarea";
        // the version the form loaded goes back with the save, unseen (issue 18: 409 if stale)
        if (name === "version") childUi["ui:widget"] = "hidden";
        ui[name] = childUi;
      }
    }
    return ui;
  };
  return walk(schema);
}

/** The choices of a form's id and code fields, by name (catalogue.server.ts loads them). */
export type IdChoices = Readonly<
  Record<"categories" | "tags", readonly { id: number; label: string }[]> & {
    taxClasses: readonly { code: string; label: string }[];
  }
>;

const choiceList = (choices: readonly { id: number; label: string }[]) =>
  choices.map((choice) => ({ const: choice.id, title: choice.label }));

/**
 * The id fields of a catalogue form as choices by name (categories by their path, tags), not
 * numbers to type: a list of ids becomes checkboxes, a single id a select. Only the form's
 * schema changes; the generated validator still checks the save request as it is. Fields of
 * products (variants, cross-sell) stay numbers: a shop may have 100,000 of them.
 */
export function withIdChoices(
  kind: CatalogueKind,
  schema: RJSFSchema,
  ui: UiSchema,
  choices: IdChoices,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const fields: Record<string, { from: "categories" | "tags"; isList: boolean }> =
    kind === "product"
      ? {
          categoryIds: { from: "categories", isList: true },
          mainCategoryId: { from: "categories", isList: false },
          tagIds: { from: "tags", isList: true },
        }
      : kind === "productCategory"
        ? { parentId: { from: "categories", isList: false } }
        : {};
  const properties = { ...(schema.properties ?? {}) };
  const uiSchema: UiSchema = { ...ui };
  for (const [name, { from, isList }] of Object.entries(fields)) {
    const property = properties[name];
    const options = choiceList(choices[from]);
    if (!isObject(property) || options.length === 0) continue;
    if (isList && isObject(property.items)) {
      properties[name] = {
        ...property,
        uniqueItems: true,
        items: { ...property.items, oneOf: options },
      };
      uiSchema[name] = { ...(uiSchema[name] as UiSchema), "ui:widget": "checkboxes" };
    } else if (!isList) {
      properties[name] = { ...property, oneOf: options };
    }
  }
  // a product's VAT class by its name and rate, not a code to type (absent: the standard rate)
  const taxClass = properties.taxClass;
  if (kind === "product" && isObject(taxClass) && choices.taxClasses.length > 0)
    properties.taxClass = {
      ...taxClass,
      oneOf: choices.taxClasses.map((each) => ({ const: each.code, title: each.label })),
    };
  return { schema: { ...schema, properties }, uiSchema };
}
