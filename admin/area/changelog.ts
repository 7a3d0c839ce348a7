/** One release of CHANGELOG.md: its heading, and its entries grouped by kind. */
export type Release = { title: string; groups: { title: string; entries: string[] }[] };

/**
 * The project's CHANGELOG.md (scripts/changelog.ts writes it from the git history) as releases,
 * newest first: `## release`, `### kind`, `- entry`; other lines are the file's own notes.
 */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  for (const line of markdown.split("\n")) {
    const release = /^## (.+)$/.exec(line);
    if (release) {
      releases.push({ title: release[1]!.trim(), groups: [] });
      continue;
    }
    const current = releases.at(-1);
    if (!current) continue;
    const group = /^### (.+)$/.exec(line);
    if (group) current.groups.push({ title: group[1]!.trim(), entries: [] });
    const entry = /^[-*] (.+)$/.exec(line);
    if (entry) {
      if (current.groups.length === 0) current.groups.push({ title: "", entries: [] });
      current.groups.at(-1)!.entries.push(entry[1]!.trim());
    }
  }
  return releases;
}

/** An entry's leading `**scope:**`, which the modal shows in bold, and the rest. */
export function entryParts(entry: string): { scope: string | undefined; text: string } {
  const match = /^\*\*(.+?)\*\*\s*(.*)$/.exec(entry);
  return match ? { scope: match[1], text: match[2]! } : { scope: undefined, text: entry };
}
