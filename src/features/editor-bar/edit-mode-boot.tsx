import type { EditModeConfig } from "./edit-mode.ts";

/** JSON inside a script element: `<` may not open a tag there. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * Edit mode (spec 6): loads the admin bundle's entry chunk and starts the builder in its own
 * React root. The page's own (hydrated or not) tree is not involved: the builder fetches the
 * document from the API. Rendered only for a back-office user with `?editPage=true`.
 */
export function EditModeBoot({ config }: { config: EditModeConfig }) {
  const { entry } = config;
  const boot = `import(${scriptJson(entry.module)}).then((m) => m.handle.mountEditor(${scriptJson(config)}));`;
  return (
    <>
      {entry.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="editor" />
      ))}
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" nonce={config.nonce} dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}
