/** The DO-NOT-EDIT banner: names the source and the command, as a line or an HTML comment. */
export function banner(source: string, syntax: "line" | "html" = "line"): string {
  const text = [
    `DO NOT EDIT: generated from ${source} by \`npm run codegen\` (node codegen/main.ts).`,
    "`npm run codegen:check` fails the tests when this file is stale.",
  ];
  if (syntax === "html") return `<!-- ${text.join("\n     ")} -->\n`;
  return text.map((line) => `// ${line}`).join("\n") + "\n";
}
