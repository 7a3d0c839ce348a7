import type { MetaArgs, MetaDescriptor } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { pageTitle } from "#src/features/site/page-title.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { textsOf } from "#src/lib/texts.ts";
import { languages } from "#src/lib/languages.ts";

/** The title of an error drawn in the main layout: "Stranica nije pronađena | {brand}". */
export function layoutMeta({
  error,
  matches,
}: Pick<MetaArgs, "error" | "matches">): MetaDescriptor[] {
  if (!error) return [];
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = textsOf(languages[root?.language ?? "hrv"].code2).errors;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: pageTitle({ title: isNotFound ? texts.notFound : texts.generic, brand: root?.brand }),
    },
    { name: "robots", content: "noindex" },
  ];
}
