import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { adminSchemas } from "#generated/admin-schemas.ts";
import { languageCodes } from "#src/lib/languages.ts";
import { formSchema } from "../../builder/inspector/form-schema.ts";
import {
  attributeUi,
  type EntityUi,
  type EntityWidget,
  productCategoryUi,
  productUi,
} from "./entity-ui.ts";
import { formGroups } from "./form-groups.ts";

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

/** The texts a catalogue form's values and lists are labelled with (locales/<code2>/admin.ts). */
export type FormLabelTexts = {
  /** What an item of a list is called ("Slika" for "Slika 1"), by the list's name. */
  itemTitles?: Readonly<Record<string, string>>;
  /** The label of each value of an enum, by the value. */
  enumLabels?: Readonly<Record<string, string>>;
  /** The label of each kind a value may be of ("a number or a text"), by its JSON type. */
  branchTitles?: Readonly<Record<string, string>>;
};

// every admin form: descriptions are text areas, the version the form loaded goes back with
// the save unseen (issue 18: 409 if stale); an entity's hints may say otherwise by path
const widgetsByName: Readonly<Record<string, EntityWidget>> = {
  description: "textarea",
  shortDescription: "textarea",
  version: "hidden",
};

const noHints: EntityUi = { groups: [], widgets: {} };

/** Whether a widget path ("translations.*.description") names the field at `path`. */
const pathMatches = (pattern: string, path: readonly string[]) => {
  const parts = pattern.split(".");
  return parts.length === path.length && parts.every((part, i) => part === "*" || part === path[i]);
};

/**
 * The ui schema of a catalogue form: every property labelled by name (the admin's `fields`
 * texts), nested objects and array items too; enum values and the kinds of a "this or that"
 * value labelled; list items titled ("Slika 1"); the widgets and groups (tabs) the entity's hints
 * declare (entity-ui.ts), the groups under `ui:groups` of the root.
 */
export function catalogueUiSchema(
  schema: RJSFSchema,
  fields: Readonly<Record<string, string>>,
  hints: EntityUi = noHints,
  texts: FormLabelTexts = {},
): UiSchema {
  const { itemTitles = {}, enumLabels = {}, branchTitles = {} } = texts;
  const enumNames = (node: Schema) =>
    Array.isArray(node.enum)
      ? node.enum.map((value) => enumLabels[String(value)] ?? String(value))
      : undefined;
  const walk = (node: unknown, path: readonly string[]): UiSchema => {
    if (!isObject(node)) return {};
    const ui: UiSchema = {};
    const name = path.at(-1);
    const widget =
      Object.entries(hints.widgets).find(([pattern]) => pathMatches(pattern, path))?.[1] ??
      (name === undefined ? undefined : widgetsByName[name]);
    if (widget) ui["ui:widget"] = widget;
    const names = enumNames(node);
    if (names) ui["ui:enumNames"] = names;
    if (isObject(node.items)) {
      // an item has no label of its own: its card says "Slika 1" (rjsf wrote "media-1")
      ui.items = { ...walk(node.items, [...path, "*"]), "ui:options": { label: false } };
      const itemNames = enumNames(node.items);
      if (itemNames) ui["ui:enumNames"] = itemNames;
      const itemTitle = name === undefined ? undefined : itemTitles[name];
      if (itemTitle) ui["ui:options"] = { itemTitle };
    }
    if (Array.isArray(node.anyOf))
      ui.anyOf = node.anyOf.map((branch) => ({
        ...walk(branch, path),
        "ui:title": (isObject(branch) && branchTitles[String(branch.type)]) || "",
        "ui:options": { label: false },
      }));
    if (isObject(node.properties)) {
      for (const [child, value] of Object.entries(node.properties)) {
        const childUi = walk(value, [...path, child]);
        childUi["ui:title"] = fields[child] ?? child;
        ui[child] = childUi;
      }
    }
    return ui;
  };
  const ui = walk(schema, []);
  const hidden = Object.keys(schema.properties ?? {}).filter(
    (name) => (ui[name] as UiSchema | undefined)?.["ui:widget"] === "hidden",
  );
  if (hints.groups.length > 0) ui["ui:groups"] = formGroups(schema, hints.groups, hidden);
  return ui;
}

/** The form hints of each catalogue entity (entity-ui.ts). */
export const catalogueHints: Readonly<Record<CatalogueKind, EntityUi>> = {
  product: productUi,
  productCategory: productCategoryUi,
  attribute: attributeUi,
};

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
