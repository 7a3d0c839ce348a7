// `node codegen/main.ts` writes generated/ from schemas/; `--check` writes nothing and exits 1
// when generated/ differs from what it would write (npm run codegen:check, part of npm test).
import { generateAll } from "./generate.ts";
import { findDrift, writeOutputs } from "./writer.ts";

const isCheck = process.argv.includes("--check");
// A schema codegen refuses (an element changed without a version raise, …) says why, no stack.
const outputs = await generateAll().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

if (isCheck) {
  const { stale, orphans } = findDrift(outputs);
  if (stale.length + orphans.length > 0) {
    for (const file of stale) console.error(`stale:  ${file}`);
    for (const file of orphans) console.error(`orphan: ${file}`);
    console.error("generated/ is out of date: run `npm run codegen` and commit the result.");
    process.exit(1);
  }
  console.log(`generated/ is up to date (${outputs.size} files).`);
} else {
  const { stale, orphans } = writeOutputs(outputs);
  for (const file of stale) console.log(`wrote   ${file}`);
  for (const file of orphans) console.log(`removed ${file}`);
  console.log(
    `${stale.length} written, ${orphans.length} removed, ${outputs.size - stale.length} unchanged.`,
  );
}
