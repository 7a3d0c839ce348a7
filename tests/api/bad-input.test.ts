import { describe, expect, inject, it } from "vitest";
import type { ErrorResponse } from "#generated/types.ts";
import { call, errorOf } from "./http.ts";
import { rawRequest } from "./raw-http.ts";

// Bad input gets a clear 4xx with a message, never a 5xx (issue 2, spec 8).
describe("bad input", () => {
  it("malformed JSON is a 400 saying so", async () => {
    const response = await call("/api/v1/cms/element/getByHandlers", {
      body: '{"handlers": [',
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe("Tijelo zahtjeva nije ispravan JSON");
  });

  it("a missing required field gives 'Unos ovog polja je obavezan'", async () => {
    const response = await call("/api/v1/cms/element/getByHandlers", { body: {} });
    expect(response.status).toBe(400);
    const error = errorOf(response);
    expect(error.message).toBe("Unos ovog polja je obavezan");
    expect(error.fields?.[0]?.path).toBe("/body/handlers");
  });

  it("a too-long value gets the maxLength message with its limit filled in", async () => {
    const response = await call("/api/v1/cms/finder/decide", {
      body: { route: ["a".repeat(121)] },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe("Najveći dopušteni broj znakova je 120");
  });

  it("wrong types are a 400", async () => {
    const response = await call("/api/v1/cms/element/getByHandlers", {
      body: { handlers: "header-section" },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.length).toBeGreaterThan(0);
  });

  it("an unknown language never reaches the database", async () => {
    const unknown = await call("/api/v1/cms/navigation/tree/main", {
      headers: { language: "xyz" },
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe("Nepoznat jezik");
    const injection = await call("/api/v1/cms/navigation/tree/main", {
      headers: { language: "hr'; drop table terms; --" },
    });
    expect(injection.status).toBe(400);
    expect((await call("/api/v1/cms/term/getBySlug/o-nama")).status).toBe(200);
  });

  it("a slug that is not a slug is a 400, not a query", async () => {
    const response = await call(`/api/v1/cms/term/getBySlug/${encodeURIComponent("x' or '1'='1")}`);
    expect(response.status).toBe(400);
  });

  it("an oversized body is a 413", async () => {
    // The server refuses on the declared length, before reading a byte, and closes the
    // connection (Fastify's rule for a body too large). So only the headers are sent: a client
    // still writing the body the server left unread gets a reset, which can swallow the answer
    // (EPIPE in fetch and node:http alike).
    const response = await rawRequest(inject("apiUrl"), "/api/v1/cms/finder/decide", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(2 * 1024 * 1024),
      },
    });
    expect(response.status).toBe(413);
    expect((JSON.parse(response.body) as ErrorResponse).error.message).toBe("Zahtjev je prevelik");
  });

  it("another content type is a 4xx", async () => {
    const response = await call("/api/v1/cms/finder/decide", {
      body: "<route/>",
      headers: { "content-type": "application/xml" },
    });
    expect(response.status).toBe(415);
    errorOf(response);
  });

  it("an unknown API path is a JSON 404", async () => {
    const response = await call("/api/v1/nothing/here");
    expect(response.status).toBe(404);
    errorOf(response);
  });

  it("errors follow the request language", async () => {
    const response = await call("/api/v1/cms/term/getBySlug/does-not-exist", {
      headers: { language: "eng" },
    });
    expect(errorOf(response).message).toBe("This page could not be found");
  });

  it("sends security headers and a request id", async () => {
    const response = await call("/api/v1/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
