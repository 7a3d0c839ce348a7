import { afterEach, expect, it } from "vitest";
import type { DomainConfig } from "#generated/types.ts";
import { demoAccounts } from "#server/db/seed/users.ts";
import { cleanup, spawnServer, tempDir } from "./server-process.ts";

afterEach(cleanup);

// issue 18: a first start seeds the demo's domains with the port it runs on (the pages' canonical
// links and the mails' links are right on any PORT), and its banner says where each demo account
// logs in.
it("seeds the domains with the server's port and prints where shoppers and editors log in", async () => {
  const server = await spawnServer({ dataDir: await tempDir("first-start") });
  // a first start seeds the whole demo: on a busy machine that takes a while
  await server.waitFor("Vitrina is running", 240_000);
  const { port } = new URL(server.url);
  for (const host of ["localhost", "127.0.0.1"]) {
    const detect = await fetch(`${server.url}/api/v2/domainDetect`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ domain: host }),
    });
    const config = ((await detect.json()) as { data: DomainConfig }).data;
    expect(config.domain).toEqual({ name: host, url: `http://${host}:${port}` });
  }
  const home = await (await fetch(`${server.url}/`)).text();
  expect(home).toContain(`<link rel="canonical" href="http://127.0.0.1:${port}/"/>`);

  const banner = server.output();
  for (const account of demoAccounts) {
    const where = account.role === "shopper" ? "/prijava" : "/adminLogin";
    expect(banner).toMatch(
      new RegExp(
        `${account.email} / ${account.password}\\s+log in at http://localhost:${port}${where}\\n`,
      ),
    );
  }
}, 300_000);
