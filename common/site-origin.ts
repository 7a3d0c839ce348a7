/**
 * The origin canonical, og:url and hreflang links and the links in mails name: the site's
 * configured domain (spec 3 domain config, the domains table), never the Host the request sent
 * (issue 6 §2, issue 18).
 */
export function siteOrigin(domain: { name: string; url: string }): string {
  const origin = URL.parse(domain.url)?.origin;
  return origin && origin !== "null" ? origin : `https://${domain.name}`;
}
