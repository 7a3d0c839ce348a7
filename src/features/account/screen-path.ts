import { useRouteLoaderData } from "react-router";
import { screenPath } from "#common/route-paths.ts";
import type { RouteId } from "#generated/routes.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { languages } from "#src/lib/languages.ts";

/** Paths of the route table's screens in the page's language (spec 2), e.g. login -> /en/login. */
export function useScreenPath(): (id: RouteId) => string {
  const root = useRouteLoaderData<RootData>("root");
  const code2 = languages[root?.language ?? "hrv"].code2;
  return (id) => screenPath(id, code2);
}
