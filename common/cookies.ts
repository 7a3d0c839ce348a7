/**
 * The value of one cookie from a Cookie header: the first of that name, URI-decoded. The site
 * and the page cache read cookies through this one function, so a cache key never sees another
 * value than the page it keys.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
