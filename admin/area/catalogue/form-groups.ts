import type { ErrorSchema, RJSFSchema, UiSchema } from "@rjsf/utils";

/** The sections an admin form is split into (each a tab with its heading). */
export type FormGroupId =
  "basics" | "prices" | "pictures" | "attributes" | "values" | "options" | "translations" | "seo";

/** Where a group's search result preview reads an entry's texts (search-result-preview.tsx). */
export type SearchResultHint = {
  /** The property holding the texts per language ("translations"). */
  texts: string;
  /** The names of the page's title, address (slug) and meta description in each language's texts. */
  title: string;
  slug: string;
  description: string;
  /** The site page the slug is the address of. */
  page: "product" | "shopCategory";
};

/**
 * A group as declared: its id and what it holds, in order: root properties ("translations"), or
 * fields inside one ("translations.*.slug", "*" for any key or item), which the group holding
 * that property then leaves out; and a search result's preview under its fields.
 */
export type FormGroupHint = {
  id: FormGroupId;
  properties: readonly string[];
  searchResult?: SearchResultHint;
};

/** The fields of a root property a group shows: only these paths, or all but these. */
export type PathFilter = { keep: "only" | "except"; paths: string[] };

/**
 * A group as the form shows it: the properties the schema has, none left empty; `filters` for
 * the properties it shares with another group (each shows its own fields of it).
 */
export type FormGroup = {
  id: FormGroupId;
  properties: string[];
  filters?: Record<string, PathFilter>;
  searchResult?: SearchResultHint;
};

const rootOf = (entry: string) => entry.split(".")[0] ?? entry;

/**
 * The groups of a form: each declared group with those of its properties the schema has (a group
 * left empty is dropped); a property no group names joins the first group, so a property added
 * to a schema shows before anyone declares its place. Hidden properties (`hidden`) stay out:
 * the form sends them unseen. Fields a group declares inside a property are left out of the
 * group holding that property.
 */
export function formGroups(
  schema: RJSFSchema,
  declared: readonly FormGroupHint[],
  hidden: readonly string[] = [],
): FormGroup[] {
  const names = Object.keys(schema.properties ?? {}).filter((name) => !hidden.includes(name));
  const inner = declared.flatMap((group) => group.properties.filter((each) => each.includes(".")));
  const innerOf = (name: string) => inner.filter((path) => rootOf(path) === name);
  const groupOf = (id: FormGroupId, entries: readonly string[]): FormGroup => {
    const properties: string[] = [];
    const filters: Record<string, PathFilter> = {};
    for (const entry of entries) {
      const name = rootOf(entry);
      if (!names.includes(name)) continue;
      if (!properties.includes(name)) properties.push(name);
      const shared = filters[name];
      if (entry !== name)
        filters[name] = {
          keep: "only",
          paths: [...(shared?.keep === "only" ? shared.paths : []), entry],
        };
      else if (innerOf(name).length > 0) filters[name] = { keep: "except", paths: innerOf(name) };
    }
    return Object.keys(filters).length > 0 ? { id, properties, filters } : { id, properties };
  };
  const groups = declared
    .map((group) => ({
      ...groupOf(group.id, group.properties),
      ...(group.searchResult ? { searchResult: group.searchResult } : {}),
    }))
    .filter((group) => group.properties.length > 0);
  const placed = new Set(declared.flatMap((group) => group.properties));
  const rest = names.filter((name) => !placed.has(name));
  if (rest.length === 0) return groups;
  const [first, ...others] = groups;
  if (!first) return [groupOf("basics", rest)];
  const joined = groupOf(first.id, rest);
  const filters = { ...first.filters, ...joined.filters };
  const properties = [...first.properties, ...joined.properties];
  return [
    { ...first, properties, ...(Object.keys(filters).length > 0 ? { filters } : {}) },
    ...others,
  ];
}

/** Whether a path pattern ("translations.*.slug") is at or above `path` (["translations", "hrv", "slug", …]). */
const covers = (pattern: string, path: readonly string[]) => {
  const parts = pattern.split(".");
  return parts.length <= path.length && parts.every((part, i) => part === "*" || part === path[i]);
};

/** Whether `path` is above a field the pattern names (its fields must be looked at one by one). */
const leadsTo = (pattern: string, path: readonly string[]) => {
  const parts = pattern.split(".");
  return (
    parts.length > path.length && path.every((part, i) => parts[i] === "*" || parts[i] === part)
  );
};

/** Whether a group shows the field at `path` (from the root) of a property it holds. */
export function isShown(filter: PathFilter | undefined, path: readonly string[]): boolean {
  if (!filter) return true;
  const isCovered = filter.paths.some((pattern) => covers(pattern, path));
  return filter.keep === "only" ? isCovered : !isCovered;
}

/** rjsf's field that draws nothing: a field another group shows. */
const Omitted = () => null;

/**
 * The ui schema of a root property as a group with a filter shows it: the fields it leaves to
 * another group draw nothing (no input, no label, no error), so no field is drawn twice.
 */
export function filteredUiSchema(
  schema: unknown,
  ui: UiSchema | undefined,
  path: readonly string[],
  filter: PathFilter,
): UiSchema {
  const node = (typeof schema === "object" && schema !== null ? schema : {}) as RJSFSchema;
  const own: UiSchema = { ...ui };
  const child = (childSchema: unknown, childUi: UiSchema | undefined, at: string[]): UiSchema => {
    if (filter.paths.some((pattern) => leadsTo(pattern, at)))
      return filteredUiSchema(childSchema, childUi, at, filter);
    return isShown(filter, at)
      ? { ...childUi }
      : { ...childUi, "ui:widget": "hidden", "ui:field": Omitted };
  };
  for (const [name, value] of Object.entries(node.properties ?? {}))
    own[name] = child(value, ui?.[name] as UiSchema | undefined, [...path, name]);
  if (typeof node.items === "object" && !Array.isArray(node.items))
    own.items = child(node.items, ui?.items as UiSchema | undefined, [...path, "*"]);
  return own;
}

/** Whether an rjsf error schema (or a part of it at `path`) holds an error the filter shows. */
function hasErrors(node: unknown, path: readonly string[], filter?: PathFilter): boolean {
  if (typeof node !== "object" || node === null) return false;
  return Object.entries(node).some(([key, value]) =>
    key === "__errors"
      ? Array.isArray(value) && value.length > 0 && isShown(filter, path)
      : hasErrors(value, [...path, key], filter),
  );
}

/** The groups with an error in one of their properties, in the groups' order. */
export function groupsWithErrors(
  groups: readonly FormGroup[],
  errorSchema: ErrorSchema | undefined,
): FormGroupId[] {
  if (!errorSchema) return [];
  const errors = errorSchema as Record<string, unknown>;
  return groups
    .filter((group) =>
      group.properties.some((name) => hasErrors(errors[name], [name], group.filters?.[name])),
    )
    .map((group) => group.id);
}
