import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { readConfig } from "#server/platform/config.ts";
import { AppError } from "#server/platform/http/app-error.ts";
import {
  addHandler,
  createInvoke,
  ResponseSchemaError,
} from "#server/platform/http/operation-pipeline.ts";
import { installErrorHandler } from "#server/platform/http/error-handler.ts";
import { operationInvoker, registerOperation } from "#server/platform/http/register-operation.ts";
import type { Services } from "#server/platform/services.ts";
import { openTestDatabase } from "#server/db/seed/seeded-template.ts";

// The operation pipeline (server/platform/http/operation-pipeline.ts) without HTTP: what loaders
// call in-process, over a real seeded database.
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

const noInput = { params: {}, query: {}, body: undefined, headers: {} };

describe("operation pipeline", () => {
  it("runs an operation in-process with typed data and the call's own headers", async () => {
    const invoke = operationInvoker(services);
    const term = await invoke(
      "getTermBySlug",
      {
        params: { slug: "about" },
        query: { by: "slugMain" },
        body: undefined,
        headers: { language: "eng" },
      },
      origin,
    );
    expect(term).toMatchObject({ slugMain: "about", language_code: "eng" });
  });

  it("validates inputs of in-process calls like HTTP ones (400 with fields)", async () => {
    const invoke = operationInvoker(services);
    const error = await invoke(
      "finderDecide",
      { ...noInput, body: { route: ["Not A Slug"] } },
      origin,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).fields?.[0]?.path).toBe("/body/route/0");
  });

  it("fails loudly when a handler answers outside its response schema (dev and tests)", async () => {
    // A second pipeline over the same database, with a handler that breaks the Term schema.
    const broken: Services = { ...services };
    addHandler(broken, "getTermBySlug", () => ({ slugMain: 42 }) as never);
    const invoke = createInvoke(broken);
    const input = { ...noInput, params: { slug: "o-nama" } };
    await expect(invoke("getTermBySlug", input, origin)).rejects.toBeInstanceOf(
      ResponseSchemaError,
    );
    // production does not pay for the check
    const production: Services = {
      ...services,
      config: { ...services.config, validateResponses: false },
    };
    addHandler(production, "getTermBySlug", () => ({ slugMain: 42 }) as never);
    await expect(createInvoke(production)("getTermBySlug", input, origin)).resolves.toEqual({
      slugMain: 42,
    });
  });

  it("answers a broken response over HTTP with a 500 envelope and a log line", async () => {
    const logged: unknown[] = [];
    const http = Fastify({ logger: false });
    http.addHook("onError", async (_request, _reply, error) => {
      logged.push(error);
    });
    installErrorHandler(http);
    const broken: Services = { ...services };
    registerOperation(http, broken, "getTermBySlug", () => ({ slugMain: 42 }) as never);
    const response = await http.inject({ url: "/api/v1/cms/term/getBySlug/o-nama" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: { status: 500 } });
    expect(logged[0]).toBeInstanceOf(ResponseSchemaError);
    await http.close();
  });
});
