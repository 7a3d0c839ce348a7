import { hydratedAttribute, hydratedEvent } from "#src/lib/hydration-signal.ts";
import type { EditModeConfig } from "./edit-mode.ts";

/** JSON inside a script element: `<` may not open a tag there. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * Edit mode (spec 6): loads the admin bundle's entry chunk and starts the builder in its own
 * root once the page has hydrated. The page's own tree is not involved: the builder fetches the
 * document from the API. Rendered only for a back-office user with `?editPage=true`.
 */
export function EditModeBoot({ config }: { config: EditModeConfig }) {
  const { entry } = config;
  // The builder's root joins the page once the page has hydrated (hydration-signal.ts).
  const start = `import(${scriptJson(entry.module)}).then((m) => m.handle.mountEditor(${scriptJson(config)}))`;
  const boot = `const start = () => ${start};
if (document.documentElement.hasAttribute(${scriptJson(hydratedAttribute)})) start();
else window.addEventListener(${scriptJson(hydratedEvent)}, start, { once: true });`;
  return (
    <>
      {entry.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}
