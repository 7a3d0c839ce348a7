import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-http.ts";
import { startTestServer, type TestServer } from "./server.ts";

// issue 18: connections that never finish their headers stayed open past 330 s, and one client
// holding 20,000 of them used up the server's file descriptors. Short limits here; the
// production defaults are in server/platform/config.ts.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { HEADERS_TIMEOUT_MS: "1000", CONNECTION_LIMIT: "60" },
    { isFresh: false },
  );
});
afterAll(() => server.close());

type Held = { socket: Socket; received: () => string; closed: Promise<number> };

/** A connection from `localAddress` that sends part of a request's headers and nothing more. */
function holdHalfSent(localAddress: string): Promise<Held> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const opened = Date.now();
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () => {
      socket.write("GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
      resolve({
        socket,
        received: () => Buffer.concat(chunks).toString("utf8"),
        closed: new Promise((done) => socket.once("close", () => done(Date.now() - opened))),
      });
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined); // a reset still closes
    socket.once("error", reject);
  });
}

describe("slow and greedy clients", () => {
  it("closes 50 half-sent requests with a 408 after the header time limit", async () => {
    const held = await Promise.all(Array.from({ length: 50 }, () => holdHalfSent("127.0.0.1")));
    // the server still answers others while they wait
    expect((await rawRequest(server.url, "/api/v1/health")).status).toBe(200);
    const lifetimes = await Promise.race([
      Promise.all(held.map((connection) => connection.closed)),
      new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), 10_000)),
    ]);
    for (const connection of held) connection.socket.destroy();
    expect(lifetimes).not.toBe("still open");
    for (const connection of held) expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes connections over the per-address limit at once, and serves other addresses", async () => {
    const held = await Promise.all(Array.from({ length: 60 }, () => holdHalfSent("127.0.0.2")));
    const over = await holdHalfSent("127.0.0.2");
    const overLifetime = await Promise.race([
      over.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 800)),
    ]);
    expect(overLifetime).toBeLessThan(800); // before the header time limit
    expect(over.received()).toBe("");
    expect((await rawRequest(server.url, "/api/v1/health")).status).toBe(200);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    // the address may connect again once the server saw its connections close
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await holdHalfSent("127.0.0.2");
    const isOpen = await Promise.race([
      again.closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300)),
    ]);
    again.socket.destroy();
    expect(isOpen).toBe(true);
  });
});
