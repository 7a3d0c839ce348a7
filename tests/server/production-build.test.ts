import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";

const assets = path.resolve(import.meta.dirname, "../../build/client/assets");

// The build that `npm start` serves is made by ensureBuild(), also when a test suite (vitest,
// NODE_ENV=test) triggers it first; it must still bundle React's production build.
it("the client build that npm start serves bundles React's production build", async () => {
  const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = await readFile(path.join(assets, file), "utf8");
    // printed only by React DOM's development build
    expect(code, file).not.toContain("Download the React DevTools");
  }
});
