/** spec 7 addFailedRequest: longer paths are bots' junk, taken and never recorded. */
export const maxPathLength = 512;

// Characters no real page path holds once its query is off (the schema's site-path pattern):
// white space and the control characters, which encodeURI has turned into their escapes.
const forbidden = /\s|\p{Cc}|%(?:[01][0-9a-f]|7f)/iu;

/** A percent-encoded path in one spelling: "/%C4%8Daj" and "/čaj" are the same page. */
function canonicalEncoding(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path; // a malformed escape is kept as it was sent
  }
}

/**
 * The path a redirect is looked up by and a missing URL counted under: the query and fragment
 * dropped, one slash for many, no trailing slash (but "/"), one percent-encoding; undefined when
 * it is no site path or longer than maxPathLength.
 */
export function normalisePath(raw: string): string | undefined {
  const path = raw.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/") || path.length > maxPathLength * 3) return undefined;
  const collapsed = canonicalEncoding(path.replace(/\/{2,}/g, "/"));
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") || "/" : collapsed;
  if (trimmed.length > maxPathLength || forbidden.test(trimmed)) return undefined;
  return trimmed;
}
