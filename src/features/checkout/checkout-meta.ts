import type { MetaArgs } from "react-router";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { textsOf, type Texts as AllTexts } from "#src/lib/texts.ts";
import { languages } from "#src/lib/languages.ts";

type Texts = AllTexts["checkout"];

/** Title and robots of a checkout or order page: personal pages are not for search engines. */
export function checkoutMeta({ matches }: MetaArgs, title: (texts: Texts) => string) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = textsOf(languages[root?.language ?? "hrv"].code2).checkout;
  return [
    { title: pageTitle({ title: title(texts), brand: root?.brand }) },
    { name: "robots", content: "noindex" },
  ];
}
