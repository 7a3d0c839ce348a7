import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { demoAccounts } from "#server/db/seed/users.ts";
import { lockFileName } from "#server/platform/data-dir-lock.ts";
import { cleanup, startServer, seededDataDir } from "./server-process.ts";

afterEach(cleanup);

type Answer = { status: number; body: string };

function collect(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.once("error", reject);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SIGTERM and SIGINT (issue 6: a clean stop)", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "%s lets a request in flight finish with 200, closes idle keep-alive connections, releases the lock and exits 0",
    async (signal) => {
      const dataDir = await seededDataDir("shutdown");
      const server = await startServer({ dataDir });
      const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
      // a keep-alive connection that sits idle while the server stops
      const idle = await collect(http.get(`${server.url}/api/v1/health`, { agent }));
      expect(idle.status).toBe(200);

      // a login whose body is still arriving when the signal comes
      const account = demoAccounts[0];
      const body = JSON.stringify({ username: account?.email, password: account?.password });
      const inFlight = http.request(`${server.url}/api/v1/login`, {
        method: "POST",
        agent: new http.Agent({ keepAlive: true }),
        headers: { "content-type": "application/json", "content-length": body.length },
      });
      const answer = collect(inFlight);
      inFlight.write(body.slice(0, 10));
      await sleep(500);
      const startedStopping = Date.now();
      server.child.kill(signal);
      await sleep(500);
      inFlight.end(body.slice(10));

      const { status } = await answer;
      expect(status).toBe(200);
      const exit = await server.exited;
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      // well within the keep-alive timeout: no connection held the close up
      expect(Date.now() - startedStopping).toBeLessThan(8_000);
      expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
      await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
      agent.destroy();
    },
  );

  it("stops cleanly on a Ctrl-C under npm start (the terminal's SIGINT and npm's forwarded copy)", async () => {
    const dataDir = await seededDataDir("ctrl-c");
    const server = await startServer({ dataDir });
    server.child.kill("SIGINT");
    server.child.kill("SIGINT");
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  });

  it("stops cleanly in development too (--dev, Vite middleware)", async () => {
    const dataDir = await seededDataDir("dev");
    const server = await startServer({ dataDir, args: ["--dev"], env: { NODE_ENV: undefined } });
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    expect(await server.stop("SIGTERM"), server.output()).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  });
});
