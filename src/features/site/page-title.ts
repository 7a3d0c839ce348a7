/** spec 1: page titles use the brand, "{title} | {brand}". */
export function pageTitle({ title, brand }: { title: string; brand: string | undefined }): string {
  if (!brand || brand === title) return title;
  return title ? `${title} | ${brand}` : brand;
}
