import type { SiteOptionValues } from "#generated/types.ts";

/**
 * The host a request must move to under the WwwPolicy site option (spec 3): `www` adds the
 * prefix, `non-www` takes it off, `none` (or unset) leaves every host alone. Undefined when the
 * host already fits. An address or a name without a dot (localhost) never moves.
 */
export function wwwHostOf(
  policy: SiteOptionValues["WwwPolicy"],
  hostName: string,
): string | undefined {
  if (!policy || policy === "none" || !hostName.includes(".")) return undefined;
  if (/^[\d.]+$/.test(hostName) || hostName.startsWith("[")) return undefined;
  const isWww = hostName.startsWith("www.");
  if (policy === "www" && !isWww) return `www.${hostName}`;
  if (policy === "non-www" && isWww) return hostName.slice("www.".length);
  return undefined;
}
