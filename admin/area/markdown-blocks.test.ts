import { describe, expect, it } from "vitest";
import { markdownBlocks } from "./markdown-blocks.ts";

describe("markdownBlocks", () => {
  it("keeps headings, fenced code with blank lines, tables and paragraphs apart", () => {
    const text = [
      "# Vitrina",
      "",
      "An open-source site builder,",
      "in TypeScript.",
      "```sh",
      "npm start",
      "",
      "npm test",
      "```",
      "## Configuration",
      "| variable | default |",
      "| --- | --- |",
      "After the table.",
    ].join("\n");
    expect(markdownBlocks(text)).toEqual([
      { kind: "heading", level: 2, text: "Vitrina" },
      { kind: "text", text: "An open-source site builder,\nin TypeScript." },
      { kind: "code", text: "npm start\n\nnpm test" },
      { kind: "heading", level: 3, text: "Configuration" },
      { kind: "code", text: "| variable | default |\n| --- | --- |" },
      { kind: "text", text: "After the table." },
    ]);
  });
});
