import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm run changelog`: writes CHANGELOG.md from the git history when it is absent (`--force`
// rewrites it): the conventional commits of each day, grouped by kind, merges, chores, reverts
// and what they reverted left out. The admin area shows it in its releases and changelog modal (admin/area/changelog.tsx).
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
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
// what a revert took back is left out with the revert: "This reverts commit <hash>", and for a
// merge every commit it brought in
const reverted = new Set<string>();
for (const hash of git("log", "--format=%b", "--grep=^This reverts commit").matchAll(
  /This reverts commit ([0-9a-f]{40})/g,
)) {
  const commit = hash[1]!;
  reverted.add(commit);
  const parents = git("rev-list", "--parents", "-n", "1", commit).trim().split(" ");
  if (parents.length > 2)
    for (const brought of git("rev-list", `${parents[1]}..${parents[2]}`).split("\n"))
      if (brought) reverted.add(brought);
}
const log = git("log", "--no-merges", "--format=%H%x09%ad%x09%s", "--date=short");
const days = new Map<string, Map<string, string[]>>();
for (const line of log.split("\n")) {
  const [hash, day, subject] = line.split("\t");
  if (!hash || reverted.has(hash)) continue;
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
