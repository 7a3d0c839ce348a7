import type { MetaArgs } from "react-router";
import { pageMeta } from "#src/features/content/page-meta.ts";
import type { PageData } from "#src/features/content/page.server.ts";
import { PageView } from "#src/features/content/page-view.tsx";
import type { RootData } from "#src/features/site/root.server.ts";

export { pageLoader as loader } from "#src/features/content/page.server.ts";
// a form element posts to its page (issue 21)
export { formAction as action } from "#src/features/forms/form-action.server.ts";

export const meta = ({ loaderData, matches }: MetaArgs) =>
  pageMeta({
    data: loaderData as PageData | undefined,
    root: matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined,
  });

export default PageView;
