/**
 * Route ids encode the language and the route table entry ("en/page", "hr/page/index"), so
 * the shell can tell which screen is on (spec 2: the body class is the route slug).
 */
export function routeId({
  code2,
  entryId,
  variant,
}: {
  code2: string;
  entryId: string;
  variant?: string;
}): string {
  return [code2, entryId, variant].filter(Boolean).join("/");
}

/** The route table entry of a route id, e.g. "page" for "en/page/index"; undefined for others. */
export function entryIdOf(id: string): string | undefined {
  const [, entryId] = id.split("/");
  return entryId;
}

const classSafe = /[^a-z0-9_-]+/gi;

/** spec 2: the body class names the screen (route table id) and the route's slug, if any. */
export function bodyClass({
  routeIds,
  slug,
}: {
  routeIds: readonly string[];
  slug: string | undefined;
}): string {
  const entry = routeIds.map(entryIdOf).findLast((id) => id !== undefined && id !== "layout");
  const slugClass = slug?.replace(classSafe, "-").replace(/^-+|-+$/g, "");
  return [entry, slugClass].filter(Boolean).join(" ");
}
