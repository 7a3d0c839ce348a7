/**
 * Text as search compares it: lower case, without diacritics (košarica -> kosarica, đ -> d),
 * whitespace collapsed. Stored beside each product translation and applied to keywords, so both
 * sides match the same way on PostgreSQL and PGlite; the site highlights matches with it too.
 */
export function searchTextOf(...parts: readonly string[]): string {
  return parts
    .join(" ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/gu, "d")
    .replace(/Đ/gu, "d")
    .replace(/ß/gu, "ss")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
