import type { MetaArgs } from "react-router";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { textsOf } from "#src/lib/texts.ts";
import { languages } from "#src/lib/languages.ts";

type AccountScreen = "login" | "register" | "forgot" | "profile" | "confirm" | "social";

/** Title and robots of an account page: personal pages are not for search engines. */
export function accountMeta({ matches }: MetaArgs, screen: AccountScreen) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = textsOf(languages[root?.language ?? "hrv"].code2).account;
  return [
    { title: pageTitle({ title: texts[screen].title, brand: root?.brand }) },
    { name: "robots", content: "noindex" },
  ];
}
