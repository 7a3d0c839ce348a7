/**
 * How a search engine shows a page in its results, roughly as Google does (the preview Shopify's
 * product editor draws): a title of about 60 characters and a description of about 160, each
 * cut at a word with "…", above them the address as "host › path › segments".
 */
export const searchTitleLength = 60;
export const searchDescriptionLength = 160;

/** A text cut to `length` characters at the last whole word, "…" marking the cut. */
export function cutText(text: string, length: number): string {
  const whole = text.replace(/\s+/g, " ").trim();
  if (whole.length <= length) return whole;
  const cut = whole.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  // a single long word is cut inside it rather than left empty
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** An address as a result shows it: "vitrina.hr › product › maslinovo-ulje". */
export function displayUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return url;
  const segments = parsed.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  return [parsed.host, ...segments].join(" › ");
}

export type SearchResult = { title: string; url: string; description: string };

/** A page's search result: its title and description cut at the usual lengths, its address shown. */
export function searchResult(page: SearchResult): SearchResult {
  return {
    title: cutText(page.title, searchTitleLength),
    url: displayUrl(page.url),
    description: cutText(page.description, searchDescriptionLength),
  };
}
