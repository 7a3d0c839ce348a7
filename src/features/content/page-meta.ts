import type { MetaDescriptor } from "react-router";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { languages } from "#src/lib/languages.ts";
import type { PageData } from "./page.server.ts";

/**
 * Title "{title} | {brand}" (spec 1), description, canonical and hreflang alternates, and the
 * page's social image (settings.socialImage) as an absolute og:image on the site's origin.
 */
export function pageMeta({
  data,
  root,
}: {
  data: PageData | undefined;
  root: RootData | undefined;
}): MetaDescriptor[] {
  if (!data) return [{ title: root?.brand ?? "" }];
  const title = pageTitle({ title: data.term.title, brand: root?.brand });
  const origin = new URL(data.canonicalUrl).origin;
  const alternates = Object.entries(data.alternates).map(([code, path]) => ({
    tagName: "link" as const,
    rel: "alternate",
    hrefLang: languages[code as keyof typeof languages].code2,
    href: `${origin}${path}`,
  }));
  const { socialImage } = data.term;
  const image = socialImage ? new URL(socialImage, `${origin}/`).href : undefined;
  return [
    { title },
    ...(data.term.description ? [{ name: "description", content: data.term.description }] : []),
    { property: "og:title", content: title },
    ...(data.term.description
      ? [{ property: "og:description", content: data.term.description }]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:url", content: data.canonicalUrl },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
    ...alternates,
  ];
}
