import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const hasXmllint = () => spawnSync("xmllint", ["--version"]).status === 0;

/**
 * Whether `xmllint` (Debian's libxml2-utils) is there, installed with apt when it is missing, as
 * tests/e2e/run.ts installs Chromium; false (the caller skips, saying why) only when apt cannot.
 */
export function ensureXmllint(): boolean {
  if (hasXmllint()) return true;
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  const install = `${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq libxml2-utils`;
  spawnSync("bash", ["-c", install], { stdio: "inherit" });
  return hasXmllint();
}

/** xmllint's complaints about a document (well-formedness, and the XSD when given); "" if none. */
export async function xmlProblems(xml: string, schema?: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-xml-"));
  try {
    const file = path.join(dir, "document.xml");
    await writeFile(file, xml);
    const args = ["--noout", "--nonet", ...(schema ? ["--schema", schema] : []), file];
    const result = spawnSync("xmllint", args, { encoding: "utf8" });
    return result.status === 0 ? "" : result.stderr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
