import type { MetaArgs } from "react-router";
import { pageMeta } from "#src/features/content/page-meta.ts";
import type { PageData } from "#src/features/content/page.server.ts";
import { PageView } from "#src/features/content/page-view.tsx";
import type { RootData } from "#src/features/site/root.server.ts";
import { layoutMeta } from "#src/features/layout/layout-meta.ts";
import { ScreenErrorBoundary } from "#src/features/layout/main-layout.tsx";

export { pageLoader as loader } from "#src/features/content/page.server.ts";
// a form element posts to its page (issue 21)
export { formAction as action } from "#src/features/forms/form-action.server.ts";

// an error shown at this route's boundary (a post it does not take) is titled as the layout's
export const meta = ({ loaderData, matches, error }: MetaArgs) =>
  error
    ? layoutMeta({ error, matches })
    : pageMeta({
        data: loaderData as PageData | undefined,
        root: matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined,
      });

export function ErrorBoundary() {
  return <ScreenErrorBoundary />;
}

export default PageView;
