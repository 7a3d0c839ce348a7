import type { MetaArgs } from "react-router";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { languages } from "#src/lib/languages.ts";
import { textsOf } from "#src/lib/texts.ts";

/** Title and robots of the newsletter page: a mail's link and a form, not for search engines. */
export function newsletterMeta({ matches }: MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = textsOf(languages[root?.language ?? "hrv"].code2).account.newsletter;
  return [
    { title: pageTitle({ title: texts.title, brand: root?.brand }) },
    { name: "robots", content: "noindex" },
  ];
}
