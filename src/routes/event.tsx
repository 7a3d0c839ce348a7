import type { MetaArgs } from "react-router";
import type { EventData } from "#src/features/events/event.server.ts";
import { EventView } from "#src/features/events/event-view.tsx";
import { plainText } from "#src/features/events/plain-text.ts";
import { catalogMeta } from "#src/features/catalog/catalog-meta.ts";
import type { RootData } from "#src/features/site/root.server.ts";

export { eventLoader as loader } from "#src/features/events/event.server.ts";
export { eventSignupAction as action } from "#src/features/events/event-signup-action.server.ts";

export const meta = ({ loaderData, matches }: MetaArgs) => {
  const data = loaderData as EventData | undefined;
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return catalogMeta({
    title: data?.event.title ?? "",
    description: plainText(data?.event.description ?? "").slice(0, 300),
    canonicalUrl: data?.canonicalUrl,
    alternates: data?.alternates ?? {},
    root,
  });
};

export default EventView;
