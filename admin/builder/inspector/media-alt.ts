import type { RJSFSchema } from "@rjsf/utils";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const propertiesOf = (schema: unknown): Json =>
  isObject(schema) && isObject(schema.properties) ? schema.properties : {};

/** The alt texts of the element's starter props (the schema's first example, which a new element gets). */
function starterAlts(schema: RJSFSchema): Set<string> {
  const alts = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value))
      for (const [key, child] of Object.entries(value))
        if (key === "alt" && typeof child === "string") alts.add(child.trim());
        else walk(child);
  };
  walk(Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  return alts;
}

/**
 * Issue 7: an image picked from the media library brings its alternative text (the media item's
 * `description`) into the element, where the schema has an `alt` beside the `src` the image was
 * picked into and the editor has not written one yet: the alt is empty or still the element's
 * starter text (issue 23: 'Terasa uz more' describes the starter picture, not the picked one).
 * Returns `next` unchanged otherwise.
 */
export function fillAltFromMedia({
  previous,
  next,
  schema,
  picked,
}: {
  previous: unknown;
  next: Json;
  schema: RJSFSchema;
  picked: { path: string; description: string };
}): Json {
  if (picked.description.trim() === "") return next;
  const defaults = starterAlts(schema);
  const fill = (before: unknown, value: unknown, shape: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = isObject(shape) ? shape.items : undefined;
      const old = Array.isArray(before) ? before : [];
      let changed = false;
      const mapped = value.map((item, index) => {
        const filled = fill(old[index], item, items);
        changed ||= filled !== item;
        return filled;
      });
      return changed ? mapped : value;
    }
    if (!isObject(value)) return value;
    const properties = propertiesOf(shape);
    const old = isObject(before) ? before : {};
    let result = value;
    for (const [key, child] of Object.entries(value)) {
      const filled = fill(old[key], child, properties[key]);
      if (filled !== child) result = { ...result, [key]: filled };
    }
    const isNewPick = value.src === picked.path && old.src !== picked.path;
    const hasNoAlt =
      typeof value.alt !== "string" || value.alt.trim() === "" || defaults.has(value.alt.trim());
    if (isNewPick && hasNoAlt && "alt" in properties)
      result = { ...result, alt: picked.description };
    return result;
  };
  return fill(previous, next, schema) as Json;
}
