import net from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { readConfig } from "#server/platform/config.ts";
import { inProcessClient, matchOperation } from "#server/platform/http/in-process-fetch.ts";
import { addHandler, createInvoke } from "#server/platform/http/operation-pipeline.ts";
import { operationInvoker } from "#server/platform/http/register-operation.ts";
import type { Services } from "#server/platform/services.ts";
import { createApiClient, dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { openTestDatabase } from "#server/db/seed/seeded-template.ts";

// The server's API client (src/lib/api-client.ts, openapi-fetch) over its in-process fetch
// (server/platform/http/in-process-fetch.ts), as loaders use it: over a real seeded database,
// through the one operation pipeline, and never over a socket.
let database: Database;
let app: FastifyInstance;
let services: Services;
let origin: FastifyRequest;

beforeAll(async () => {
  const config = readConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: ":memory:" }, []);
  database = await openTestDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  ({ app, services } = await buildApp({ config, database, withSite: false }));
  // a real request object as the origin of in-process calls, as a page request would be
  app.addHook("onRequest", async (request) => {
    origin = request;
  });
  await app.inject({ url: "/api/v1/health", headers: { host: "localhost" } });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const client = (invoke = operationInvoker(services)) =>
  createApiClient({ ...inProcessClient(invoke, origin), language: "eng" });

describe("in-process fetch of the server's API client", () => {
  it("runs an operation through the pipeline without a socket or the global fetch", async () => {
    const connect = vi.spyOn(net.Socket.prototype, "connect");
    vi.stubGlobal("fetch", () => {
      throw new Error("the in-process client must not use the global fetch");
    });
    const term = await dataOf(
      client().GET("/api/v1/cms/term/getBySlug/{slug}", {
        params: { path: { slug: "about" }, query: { by: "slugMain" } },
      }),
    );
    expect(term).toMatchObject({ slugMain: "about", language_code: "eng" });
    const countries = await dataOf(
      client().GET("/api/v1/commons", { params: { query: { type: "countries" } } }),
    );
    expect(countries.length).toBeGreaterThan(0);
    expect(connect).not.toHaveBeenCalled();
    expect(app.server.listening).toBe(false);
  });

  it("answers a refusal with the status and spec 8 envelope the HTTP route answers", async () => {
    const answer = await client().POST("/api/v1/cms/finder/decide", {
      body: { route: ["Not A Slug"] },
    });
    const http = await app.inject({
      method: "POST",
      url: "/api/v1/cms/finder/decide",
      headers: { host: "localhost", language: "eng", "content-type": "application/json" },
      payload: { route: ["Not A Slug"] },
    });
    expect(answer.response.status).toBe(400);
    expect(answer.error).toEqual(http.json());

    const error = await dataOf(
      client().POST("/api/v1/cms/finder/decide", { body: { route: ["Not A Slug"] } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, key: "validation.pattern" });
    expect((error as ApiError).fields[0]?.path).toBe("/body/route/0");

    const missing = await dataOf(
      client().GET("/api/v1/cms/term/getBySlug/{slug}", {
        params: { path: { slug: "no-such-page" } },
      }),
    ).catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ status: 404 });
  });

  it("rejects with a fault that is no AppError, so the page fails and logs it", async () => {
    const broken: Services = { ...services };
    addHandler(broken, "getTermBySlug", () => {
      throw new RangeError("a bug in a handler");
    });
    const error = await dataOf(
      client(createInvoke(broken)).GET("/api/v1/cms/term/getBySlug/{slug}", {
        params: { path: { slug: "about" } },
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RangeError);
  });

  it("reads path parameters decoded and a repeated query name as a list, as Fastify does", () => {
    expect(matchOperation("GET", "/api/v1/cms/term/getBySlug/o%20nama")).toEqual({
      operationId: "getTermBySlug",
      params: { slug: "o nama" },
    });
    expect(matchOperation("POST", "/api/v1/cms/term/getBySlug/o-nama")).toBeUndefined();
    expect(matchOperation("GET", "/api/v1/cms/term/getBySlug/a/b")).toBeUndefined();
  });
});
