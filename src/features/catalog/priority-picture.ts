/** Where a category page's one priority picture is: an index into one of its lists, else -1. */
export type PriorityPicture = { tile: number; featured: number; list: number };

/**
 * Subcategory tiles that still leave the first product card on screen: three rows at 375 px
 * (two tiles a row, 136 px each), one row on a desktop. A card is square and a tile 4:3 at about
 * the same width, so that card, even cut by the screen's edge, paints more than a tile: it is
 * the LCP element (measured on the demo's /shop and /shop/vina at 375 and 1440 px).
 */
export const tilesAboveCards = 6;

/**
 * A category page's LCP candidate (issue 19): the first product card, the featured strip's
 * else the list's, unless more than `tilesAboveCards` subcategory tiles push it off the screen:
 * then the first tile with a picture. Only that one is fetched first and preloaded: another,
 * fetched first on a phone, would hold back the one that decides the paint.
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
  if (tile >= 0 && subcategories.length > tilesAboveCards) return { ...none, tile };
  // the first card only: one without a picture still takes the place of the LCP element
  if (featured.length > 0) return { ...none, featured: featured[0]?.image ? 0 : -1 };
  if (records.length > 0) return { ...none, list: records[0]?.image ? 0 : -1 };
  return { ...none, tile };
}
