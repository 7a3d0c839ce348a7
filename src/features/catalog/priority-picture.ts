/** Where a category page's one priority picture is: an index into one of its lists, else -1. */
export type PriorityPicture = { tile: number; featured: number; list: number };

/**
 * A category page's LCP candidate is its first picture, right under the title: the first
 * subcategory tile with one, else the first featured product's, else the list's first (issue
 * 19). Only that one is fetched first and preloaded: a picture further down, fetched first on a
 * phone, would hold back the one on screen.
 */
export function priorityPicture({
  subcategories,
  featured,
  records,
}: {
  subcategories: readonly { image?: unknown }[];
  featured: readonly { image?: unknown }[];
  records: readonly { image?: unknown }[];
}): PriorityPicture {
  const none = { tile: -1, featured: -1, list: -1 };
  const tile = subcategories.findIndex((category) => category.image);
  if (tile >= 0) return { ...none, tile };
  // a list above with no picture of its own still pushes the next one down: only its first
  if (featured.length > 0) return { ...none, featured: featured[0]?.image ? 0 : -1 };
  return { ...none, list: records[0]?.image ? 0 : -1 };
}
