import type { ApiClient } from "#src/lib/api-client.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/**
 * One thing a link can point at: its name in the list and the href a link stores; catalogue
 * items carry their id too, for element props that store ids (the `picker` form hint).
 */
export type PickerItem = { label: string; href: string; id?: number };

/**
 * Where the link picker finds targets of one kind (spec 2 link targets): pages come with the
 * builder; the catalogue and the blog add products, categories and posts by dropping a module
 * into admin/pickers/ that calls registerPickerSource: no change to the builder.
 */
export type PickerSource = {
  /** `internal` is a navigation item (an item of the main menu, spec 2). */
  kind: "page" | "post" | "product" | "bundle" | "category" | "tag" | "event" | "internal";
  search: (api: ApiClient, query: string, language: LanguageCode) => Promise<PickerItem[]>;
};

const sources = new Map<PickerSource["kind"], PickerSource>();

export function registerPickerSource(source: PickerSource): void {
  sources.set(source.kind, source);
}

export function pickerSource(kind: string): PickerSource | undefined {
  return sources.get(kind as PickerSource["kind"]);
}
