import { slotEntries, type TreeNode } from "../../common/walk-tree.ts";
import { mainMenu } from "../../server/db/seed/navigation.ts";
import { pages } from "../../server/db/seed/pages/index.ts";
import { sectionCopy } from "../../server/db/seed/sections-copy.ts";
import { demoAccounts } from "../../server/db/seed/users.ts";

// Expectations come from the seed itself, so the tests follow the demo copy when it changes.
export { demoAccounts, mainMenu, pages, sectionCopy };

/** Every seeded page in every language and the language roots (hr has no prefix, spec 2). */
export const seededPaths: string[] = [
  "/",
  "/en",
  "/de",
  ...Object.values(pages).flatMap((page) => [
    `/${page.hr.slug}`,
    `/en/${page.en.slug}`,
    `/de/${page.de.slug}`,
  ]),
];

/** Text of the first heading of a page document (what the page must show server-side). */
export function firstHeading(elements: readonly TreeNode[]): string {
  for (const element of elements) {
    const props: Record<string, unknown> = { ...element.props };
    if (element.type === "heading" || element.type === "hero") {
      const text = props.text ?? props.title;
      if (typeof text === "string") return text;
    }
    for (const [, children] of slotEntries(element)) {
      const found = firstHeading(children);
      if (found) return found;
    }
  }
  return "";
}
