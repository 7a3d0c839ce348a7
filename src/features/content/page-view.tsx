import { useLoaderData } from "react-router";
import { MediaPicturesContext } from "#src/renderer/media-pictures.ts";
import { RenderTree } from "#src/renderer/render-tree.tsx";
import { findFirst } from "#common/walk-tree.ts";
import { useSiteTheme } from "#src/features/site/use-theme.ts";
import type { PageData } from "./page.server.ts";

/** A page drawn from its element document; server-rendered complete (spec 2 catch-all). */
export function PageView() {
  const { term, resolved, pictures, theme } = useLoaderData<PageData>();
  const siteTheme = useSiteTheme();
  // A page with a landing style of its own dresses only its content (its stylesheet: root.tsx);
  // the frame stays the site's.
  const ownTheme = theme === siteTheme ? undefined : theme;
  // One h1 per page: the first hero's title or a level-1 heading; else the page title, hidden.
  const hasOwnH1 = Boolean(
    findFirst(
      term.elements,
      (node) => node.type === "hero" || (node.type === "heading" && node.props.level === 1),
    ),
  );
  return (
    <article className="page-content" data-theme={ownTheme}>
      {!hasOwnH1 && <h1 className="visually-hidden">{term.title}</h1>}
      <MediaPicturesContext value={pictures}>
        <RenderTree nodes={term.elements} data={resolved} isPageTop />
      </MediaPicturesContext>
    </article>
  );
}
