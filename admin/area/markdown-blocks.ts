/** One block of a Markdown text, as the documentation screen draws it. */
export type MarkdownBlock =
  | { kind: "heading"; level: 2 | 3 | 4; text: string }
  | { kind: "code"; text: string }
  | { kind: "text"; text: string };

/**
 * The blocks of a Markdown file (the project's README.md): headings, fenced code and tables
 * (both kept as written, preformatted) and the rest as paragraphs whose line breaks stay. Enough
 * to read the documentation offline; not a Markdown renderer.
 */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let lines: string[] = [];
  let kind: "code" | "table" | "text" | null = null;
  const flush = () => {
    const text = lines.join("\n").trim();
    if (text) blocks.push({ kind: kind === "text" ? "text" : "code", text });
    lines = [];
    kind = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (kind === "code") {
      if (line.startsWith("```")) flush();
      else lines.push(line);
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (line.startsWith("```")) {
      flush();
      kind = "code";
    } else if (heading) {
      flush();
      // the screen's own h1 is the title: # becomes h2, ## h3, deeper h4
      const level = Math.min(4, Math.max(2, (heading[1]?.length ?? 1) + 1)) as 2 | 3 | 4;
      blocks.push({ kind: "heading", level, text: heading[2] ?? "" });
    } else if (!line.trim()) {
      flush();
    } else {
      const lineKind = line.startsWith("|") ? "table" : "text";
      if (kind && kind !== lineKind) flush();
      kind = lineKind;
      lines.push(line);
    }
  }
  flush();
  return blocks;
}
