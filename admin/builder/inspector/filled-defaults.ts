import type { RJSFSchema } from "@rjsf/utils";

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function propertySchema(schema: RJSFSchema | undefined, key: string): RJSFSchema | undefined {
  const found = schema?.properties?.[key];
  return typeof found === "object" ? found : undefined;
}

function itemSchema(schema: RJSFSchema | undefined): RJSFSchema | undefined {
  const items = schema?.items;
  return typeof items === "object" && !Array.isArray(items) ? items : undefined;
}

/**
 * The form's data without what rjsf filled in by itself: a key the props did not have, whose
 * value is the schema's default (or an object of nothing but such defaults), at any depth.
 * rjsf fills defaults as soon as a form shows, and reports them as a change: without this,
 * selecting an element made an undo step of its own, and undoing into an element did it again
 * (the redo history was lost). The site renders defaults anyway, so nothing shown changes.
 */
export function withoutFilledDefaults(
  schema: RJSFSchema | undefined,
  previous: unknown,
  next: unknown,
): unknown {
  if (Array.isArray(next) && Array.isArray(previous)) {
    const before: readonly unknown[] = previous;
    return (next as readonly unknown[]).map((item, index) =>
      index < before.length ? withoutFilledDefaults(itemSchema(schema), before[index], item) : item,
    );
  }
  if (!isPlain(next) || !isPlain(previous)) return next;
  const kept: Plain = {};
  for (const [key, value] of Object.entries(next)) {
    const property = propertySchema(schema, key);
    if (Object.hasOwn(previous, key)) {
      kept[key] = withoutFilledDefaults(property, previous[key], value);
      continue;
    }
    const pruned = isPlain(value) ? withoutFilledDefaults(property, {}, value) : value;
    const isFilled =
      (isPlain(pruned) && Object.keys(pruned).length === 0) ||
      (property !== undefined && "default" in property && same(pruned, property.default));
    if (!isFilled) kept[key] = pruned;
  }
  return kept;
}

/** A schema without its defaults (the mobile form: an empty field means "as on desktop"). */
export function withoutDefaults(schema: RJSFSchema): RJSFSchema {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isPlain(value)) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => name !== "default")
        .map(([name, item]) => [name, strip(item)]),
    );
  };
  return strip(schema) as RJSFSchema;
}
