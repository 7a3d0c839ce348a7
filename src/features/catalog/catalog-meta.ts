import type { MetaDescriptor } from "react-router";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { languages } from "#src/lib/languages.ts";

/** Title "{title} | {brand}", description, canonical and hreflang links of a shop page. */
export function catalogMeta(input: {
  title: string;
  description: string;
  canonicalUrl: string | undefined;
  alternates: Readonly<Record<string, string>>;
  root: RootData | undefined;
}): MetaDescriptor[] {
  const title = pageTitle({ title: input.title, brand: input.root?.brand });
  if (!input.canonicalUrl) return [{ title }];
  const origin = new URL(input.canonicalUrl).origin;
  return [
    { title },
    ...(input.description ? [{ name: "description", content: input.description }] : []),
    { property: "og:title", content: title },
    { property: "og:url", content: input.canonicalUrl },
    { tagName: "link", rel: "canonical", href: input.canonicalUrl },
    ...Object.entries(input.alternates).map(([code, path]) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: languages[code as keyof typeof languages].code2,
      href: `${origin}${path}`,
    })),
  ];
}
