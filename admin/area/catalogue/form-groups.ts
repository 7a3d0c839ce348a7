import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";

/** The sections an admin form is split into (each a tab with its heading). */
export type FormGroupId =
  "basics" | "prices" | "pictures" | "attributes" | "values" | "options" | "translations" | "seo";

/** A group as declared: its id and the root properties it holds, in order. */
export type FormGroupHint = { id: FormGroupId; properties: readonly string[] };

/** A group as the form shows it: the properties the schema has, none left empty. */
export type FormGroup = { id: FormGroupId; properties: string[] };

/**
 * The groups of a form: each declared group with those of its properties the schema has (a group
 * left empty is dropped); a property no group names joins the first group, so a property added
 * to a schema shows before anyone declares its place. Hidden properties (`hidden`) stay out:
 * the form sends them unseen.
 */
export function formGroups(
  schema: RJSFSchema,
  declared: readonly FormGroupHint[],
  hidden: readonly string[] = [],
): FormGroup[] {
  const names = Object.keys(schema.properties ?? {}).filter((name) => !hidden.includes(name));
  const groups = declared
    .map((group) => ({
      id: group.id,
      properties: group.properties.filter((name) => names.includes(name)),
    }))
    .filter((group) => group.properties.length > 0);
  const placed = new Set(groups.flatMap((group) => group.properties));
  const rest = names.filter((name) => !placed.has(name));
  if (rest.length === 0) return groups;
  const [first, ...others] = groups;
  return first
    ? [{ ...first, properties: [...first.properties, ...rest] }, ...others]
    : [{ id: "basics", properties: rest }];
}

/** Whether an rjsf error schema (or a part of it) holds an error anywhere below. */
function hasErrors(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  return Object.entries(node).some(([key, value]) =>
    key === "__errors" ? Array.isArray(value) && value.length > 0 : hasErrors(value),
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
    .filter((group) => group.properties.some((name) => hasErrors(errors[name])))
    .map((group) => group.id);
}
