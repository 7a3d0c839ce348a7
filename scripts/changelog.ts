import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm run changelog`: writes CHANGELOG.md from the git history when it is absent (`--force`
// rewrites it): the conventional commits of each day, grouped by kind, merges and chores left
// out. The admin area shows it in its releases and changelog modal (admin/area/changelog.tsx).
const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "CHANGELOG.md");
const { version } = (await import("../package.json", { with: { type: "json" } })).default;

if (existsSync(target) && !process.argv.includes("--force")) {
  console.log("CHANGELOG.md exists; --force rewrites it.");
  process.exit(0);
}

const kinds: Record<string, string> = {
  feat: "Features",
  fix: "Fixes",
  perf: "Performance",
  refactor: "Refactoring",
  docs: "Documentation",
  test: "Tests",
};
const log = execFileSync("git", ["log", "--no-merges", "--format=%ad%x09%s", "--date=short"], {
  cwd: root,
  encoding: "utf8",
});
const days = new Map<string, Map<string, string[]>>();
for (const line of log.split("\n")) {
  const [day, subject] = line.split("\t");
  const match = /^(\w+)(?:\(([^)]+)\))?!?: (.+)$/.exec(subject ?? "");
  if (!day || !match || !kinds[match[1]!]) continue;
  const byKind = days.get(day) ?? new Map<string, string[]>();
  days.set(day, byKind);
  const entries = byKind.get(match[1]!) ?? [];
  byKind.set(match[1]!, entries);
  entries.push(match[2] ? `**${match[2]}:** ${match[3]}` : match[3]!);
}
const lines = [
  "# Changelog",
  "",
  "What changed in Vitrina, newest first, from the project's conventional commits",
  "(`npm run changelog`).",
];
for (const [day, byKind] of days) {
  lines.push("", `## ${version} (unreleased), ${day}`);
  for (const [kind, title] of Object.entries(kinds)) {
    const entries = byKind.get(kind);
    if (!entries) continue;
    lines.push("", `### ${title}`, "", ...entries.map((entry) => `- ${entry}`));
  }
}
writeFileSync(target, `${lines.join("\n")}\n`);
console.log(`CHANGELOG.md: ${days.size} days of history.`);
