/** A layout section's document: its parts (elements) and its own props, the options. */
export type SectionDoc = { options?: Record<string, unknown> };

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets a layout section's options (header, footer, cookie notice) from the inspector, key by
 * key like an element's props (small patches, precise undo); undefined drops a key.
 */
export function updateOptions(doc: SectionDoc, { options }: { options: Record<string, unknown> }) {
  const current = (doc.options ??= {});
  for (const key of Object.keys(current)) if (!(key in options)) delete current[key];
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) delete current[key];
    else if (!isSame(current[key], value)) current[key] = value;
  }
  return { ids: [] };
}
