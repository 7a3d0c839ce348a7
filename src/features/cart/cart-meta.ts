import type { MetaArgs } from "react-router";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { textsOf } from "#src/lib/texts.ts";
import { languages } from "#src/lib/languages.ts";

/** Title of the cart page; a personal page, not for search engines. */
export function cartMeta({ matches }: MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = textsOf(languages[root?.language ?? "hrv"].code2).cart;
  return [
    { title: pageTitle({ title: texts.title, brand: root?.brand }) },
    { name: "description", content: texts.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}
