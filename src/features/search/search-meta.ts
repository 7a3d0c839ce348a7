import type { MetaArgs } from "react-router";
import { catalogMeta } from "#src/features/catalog/catalog-meta.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { textsOf } from "#src/lib/texts.ts";
import { languages } from "#src/lib/languages.ts";
import type { SearchData } from "./search.server.ts";

/** Title "{search} – Pretraga | {brand}", canonical and hreflang; result lists are not indexed. */
export function searchMeta({ loaderData, matches }: MetaArgs) {
  const data = loaderData as SearchData | undefined;
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const title = textsOf(languages[root?.language ?? "hrv"].code2).search.title;
  const search = data?.query.search;
  return [
    ...catalogMeta({
      title: search ? `${search} – ${title}` : title,
      description: "",
      canonicalUrl: data?.canonicalUrl,
      alternates: data?.alternates ?? {},
      root,
    }),
    { name: "robots", content: "noindex, follow" },
  ];
}
