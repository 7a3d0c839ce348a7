import type { Product } from "#generated/types.ts";

/**
 * spec 2 bundle customization: a part of a bundle its form asks about, a configurable (its
 * variant) or any part with custom options of its own (a simple part's engraving). The others
 * are only listed.
 */
export const isAskedPart = (part: Pick<Product, "format" | "customOptions">): boolean =>
  part.format === "Configurable" || part.customOptions.length > 0;
