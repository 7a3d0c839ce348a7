import { routes } from "#generated/routes.ts";

const homes = new Set<string>(Object.values(routes.prefixes).map((prefix) => prefix || "/"));

/**
 * A post to a language's home, addressed to the home page (issue 23). React Router hands a post
 * to "/" without `?index` to the index's parent (the root or the language layout), which has no
 * action, and shows its 405 at a boundary whose loader it skipped: the last-resort page instead
 * of the site's own. Its <Form> posts to "/?index"; a plain form or a script posting to "/" means
 * the same page, so the request URL gets the `index` parameter.
 */
export function homePostUrl(method: string, url: string): string {
  if (method === "GET" || method === "HEAD") return url;
  const at = url.indexOf("?");
  const pathname = at === -1 ? url : url.slice(0, at);
  const search = new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
  const home = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (!homes.has(home) || search.has("index")) return url;
  return at === -1 ? `${url}?index` : `${url}&index`;
}
