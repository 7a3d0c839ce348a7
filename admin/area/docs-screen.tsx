import { markdownBlocks } from "./markdown-blocks.ts";
import type { AdminTexts } from "./texts.ts";

/**
 * The documentation (spec 2: the version badge's documentation link): the project's README.md
 * of this very build, read offline, in the admin area (back-office users only).
 */
export function DocsScreen({ texts, markdown }: { texts: AdminTexts; markdown: string }) {
  return (
    <section className="admin-screen admin-docs">
      <h1>{texts.documentation}</h1>
      <p className="admin-screen__intro">{texts.docsIntro}</p>
      {markdownBlocks(markdown).map((block, index) => {
        if (block.kind === "heading") {
          const Heading = `h${block.level}` as const;
          return <Heading key={index}>{block.text}</Heading>;
        }
        if (block.kind === "code") return <pre key={index}>{block.text}</pre>;
        return <p key={index}>{block.text}</p>;
      })}
    </section>
  );
}
