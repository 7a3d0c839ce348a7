import type { ClientLoaderFunctionArgs, MetaArgs } from "react-router";
import { languageFromPath, languages } from "#src/lib/languages.ts";
import { loadTexts } from "#src/lib/texts.ts";
import { layoutMeta } from "#src/features/layout/layout-meta.ts";
import { LayoutErrorBoundary, MainLayout } from "#src/features/layout/main-layout.tsx";

export { layoutLoader as loader } from "#src/features/layout/layout.server.ts";

/**
 * The browser has only the first page's language (src/lib/texts.ts): a switch to another one
 * fetches its texts before the page of that language renders.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await loadTexts(languages[languageFromPath(new URL(request.url).pathname)].code2);
  return serverLoader();
}

export const meta = (args: MetaArgs) => layoutMeta(args);

export function ErrorBoundary() {
  return <LayoutErrorBoundary />;
}

export default MainLayout;
