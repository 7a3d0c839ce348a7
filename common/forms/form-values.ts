import type { FormField } from "#generated/types.ts";

/** What a posted form holds: its text entries by name (FormData's string entries). */
export type PostedEntries = { getAll: (name: string) => readonly unknown[] };

/**
 * A form's data from a posted form (the site's form without JavaScript, or FormData sent by the
 * browser): lists for checkboxes and files (their names), a number for a number field (text that
 * is not a number stays text and fails the schema), nothing for an empty field. Entries of names
 * the form does not have are left out here and refused by storeData's schema when sent as JSON.
 */
export function formValues(
  fields: readonly FormField[],
  entries: PostedEntries,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const all = entries.getAll(field.name);
    if (field.type === "file") {
      const names = all.flatMap((item) =>
        typeof item === "object" && item !== null && "name" in item && (item as File).size > 0
          ? [String((item as File).name)]
          : [],
      );
      if (names.length > 0) data[field.name] = names;
      continue;
    }
    const texts = all.filter((item): item is string => typeof item === "string");
    if (field.type === "checkboxes") {
      if (texts.length > 0) data[field.name] = texts;
      continue;
    }
    const text = texts[0]?.trim() ?? "";
    if (text === "") continue;
    const number = Number(text);
    data[field.name] = field.type === "number" && Number.isFinite(number) ? number : text;
  }
  return data;
}
