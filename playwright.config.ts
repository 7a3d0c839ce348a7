import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/e2e/chromium.ts";

// Three real servers on fresh embedded databases: the site, the same site in maintenance mode,
// and the site behind a (simulated) TLS proxy.
// E2E_PORT moves both servers (e.g. when two runs share a machine).
export const sitePort = Number(process.env.E2E_PORT ?? 3101);
export const maintenancePort = sitePort + 1;
// The site behind a TLS proxy: TRUST_PROXY=1 (tests/e2e/trust-proxy.test.ts).
export const proxiedPort = sitePort + 2;

// Playwright loads this file in its runner and again in each worker. The runner makes one
// temporary directory for the servers' databases and removes it when it exits (after it has
// stopped the servers); the workers inherit its path through the environment and make none.
const tempRoot = (process.env.VITRINA_E2E_TMP ||= createTempRoot());
function createTempRoot(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "vitrina-e2e-"));
  process.on("exit", () => rmSync(directory, { recursive: true, force: true }));
  return directory;
}
/** Each server's data directory: tests/e2e/run.ts puts the seeded template in them first. */
export const e2eServers = {
  site: { port: sitePort, dataDir: path.join(tempRoot, "site") },
  maintenance: { port: maintenancePort, dataDir: path.join(tempRoot, "maintenance") },
  proxied: { port: proxiedPort, dataDir: path.join(tempRoot, "proxied") },
};
const server = (port: number, env: Record<string, string>) => ({
  command: "node server/main.ts",
  url: `http://127.0.0.1:${port}/api/v1/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  // no daily backup a minute in (a spike of work mid-run); admin-backups.test.ts takes one
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    BACKUP_KEEP: "0",
    ...env,
  },
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.test.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    reuseContext: true,
    baseURL: `http://127.0.0.1:${sitePort}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: [
    // The tests sign the demo accounts in one after another from this one address, more than ten
    // times a minute and a hundred times in 15: the site's login limits would answer 429 (they
    // are tested on the proxied site here and in tests/api/rate-limit.test.ts).
    server(sitePort, {
      DATA_DIR: e2eServers.site.dataDir,
      LOGIN_RATE_LIMIT: "1000",
      LOGIN_ADDRESS_LIMIT: "10000",
    }),
    server(maintenancePort, { DATA_DIR: e2eServers.maintenance.dataDir, MAINTENANCE: "1" }),
    server(proxiedPort, { DATA_DIR: e2eServers.proxied.dataDir, TRUST_PROXY: "1" }),
  ],
});
