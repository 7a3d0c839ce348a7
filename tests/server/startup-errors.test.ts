import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, freePort, spawnServer, startServer, seededDataDir } from "./server-process.ts";

afterEach(cleanup);

/** Runs a server that must not start: exit code 1 and exactly one line of output. */
async function failedStart(options: Parameters<typeof spawnServer>[0]): Promise<string> {
  const server = await spawnServer(options);
  const exit = await server.exited;
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "");
  expect(exit.code, server.output()).toBe(1);
  expect(lines, server.output()).toHaveLength(1);
  expect(server.stderr()).toContain(lines[0]);
  return lines[0] ?? "";
}

describe("a start-up failure prints one readable line and exits 1 (issue 6)", () => {
  it("names a PostgreSQL that refuses the connection", async () => {
    const closedPort = await freePort();
    const line = await failedStart({
      env: { DATABASE_URL: `postgres://vitrina:secret-password@127.0.0.1:${closedPort}/vitrina` },
    });
    expect(line).toMatch(/^Vitrina could not start: PostgreSQL at 127\.0\.0\.1:\d+\/vitrina/);
    expect(line).toContain("ECONNREFUSED");
    expect(line).toContain("fix DATABASE_URL");
    expect(line).not.toContain("secret-password");
  });

  it("names an unknown database host", async () => {
    const line = await failedStart({
      env: { DATABASE_URL: "postgres://postgres@no-such-host.invalid:5432/vitrina" },
    });
    expect(line).toMatch(/PostgreSQL host .*no-such-host\.invalid.* was not found/);
  });

  it("says how to write DATABASE_URL when it is no URL", async () => {
    const line = await failedStart({ env: { DATABASE_URL: "not a url" } });
    expect(line).toMatch(
      /^Vitrina could not start: DATABASE_URL is not a valid PostgreSQL URL\. Write it as postgres:\/\//,
    );
  });

  it("names a port in use", async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      const line = await failedStart({ port });
      expect(line).toBe(
        `Vitrina could not start: port ${port} on 127.0.0.1 is already in use. Stop the program that uses it, or set PORT to a free port.`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("names the data directory in use and its process", async () => {
    const dataDir = await seededDataDir("held");
    const holder = await startServer({ dataDir });
    const line = await failedStart({ dataDir });
    expect(line).toMatch(
      new RegExp(
        `^Vitrina could not start: the data directory ${dataDir} is in use by another Vitrina process \\(pid ${holder.child.pid}, since .+\\)\\. Stop that server first, or set DATA_DIR to another directory\\.$`,
      ),
    );
  });
});
