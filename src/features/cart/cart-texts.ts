import type { CartNotice } from "#generated/types.ts";
import type { Texts } from "#src/lib/texts.ts";

export type { Texts };

/** A text with its `{name}` placeholders filled in (the locales' single-brace style). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );

/** What the server changed on its own, told in the page's language (cart-notice.schema.json). */
export function noticeTexts(notices: readonly CartNotice[], texts: Texts): string[] {
  return notices.map((notice) =>
    fill(texts.cart.notices[notice.key], { name: notice.name ?? "", qty: notice.qty ?? 0 }),
  );
}
