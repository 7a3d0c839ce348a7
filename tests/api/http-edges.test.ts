import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import {
  envelopeOf,
  rawRequest,
  rawSocket,
  securityHeaderNames,
  type RawResponse,
} from "./raw-http.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// issue 6 §2: what Fastify and Node answer themselves is spec 8 shaped and carries the security
// headers too; odd methods and Host headers are 4xx, never 500.
function expectSecured(response: RawResponse): void {
  for (const name of securityHeaderNames) expect(response.headers[name], name).toBeTruthy();
}

describe("errors Fastify and Node raise themselves", () => {
  const url = () => inject("apiUrl");

  it("404 of the API", async () => {
    const response = await rawRequest(url(), "/api/v1/nothing/here");
    expect(response.status).toBe(404);
    expect(envelopeOf(response).key).toBe("api.routeNotFound");
    expectSecured(response);
  });

  it("a URL that is not valid UTF-8 once decoded", async () => {
    for (const path of ["/api/v1/%E0%A4%A", "/api/v1/cms/term/getBySlug/%C0%AF", "/%FF"]) {
      const response = await rawRequest(url(), path);
      expect(response.status, path).toBe(400);
      expect(envelopeOf(response).message).toBe("Adresa zahtjeva nije ispravna");
      expectSecured(response);
    }
  });

  it("431 headers too large", async () => {
    const response = await rawRequest(url(), "/api/v1/health", {
      headers: { "x-big": "a".repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(envelopeOf(response).message).toBe("Zaglavlja zahtjeva su prevelika");
    expectSecured(response);
  });

  it("400 of the HTTP parser (a malformed header line, an unknown method)", async () => {
    for (const bytes of [
      "GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n",
      "BREW /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n",
    ]) {
      const response = await rawSocket(url(), bytes);
      expect(response.status).toBe(400);
      expect(envelopeOf(response).key).toBe("api.invalidInput");
      expectSecured(response);
    }
  });

  it("a method nobody serves is a 405 with Allow", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "LOCK", "SEARCH"]) {
      const response = await rawRequest(url(), "/api/v1/health", { method });
      expect(response.status, method).toBe(405);
      expect(envelopeOf(response).message).toBe("Metoda nije dopuštena");
      expect(response.headers.allow).toContain("GET");
      expectSecured(response);
    }
  });

  it("a method an API path does not serve is a 405 naming the ones it does", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await rawRequest(url(), "/api/v1/health", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      envelopeOf(response);
    }
    const response = await rawRequest(url(), "/api/v1/cms/term/getBySlug/o-nama", {
      method: "POST",
    });
    expect(response.status).toBe(405);
    expect((await rawRequest(url(), "/api/v1/no/such/path", { method: "PUT" })).status).toBe(404);
  });

  it("a Host that names no host is a 400; an address literal is served", async () => {
    for (const host of ["my_app", "-bad.com", "a@x", "", "exa mple.com", "a..b"]) {
      const response = await rawRequest(url(), "/api/v1/cms/term/getBySlug/o-nama", {
        headers: { host },
      });
      expect(response.status, `Host: ${host}`).toBe(400);
      expect(envelopeOf(response).key).toBe("api.invalidHost");
    }
    for (const host of ["[::1]", "[::1]:3000", "127.0.0.1", "localhost:3000", "example.com."]) {
      const response = await rawRequest(url(), "/api/v1/cms/term/getBySlug/o-nama", {
        headers: { host },
      });
      expect(response.status, `Host: ${host}`).toBe(200);
    }
  });
});

describe("TRUST_PROXY", () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: "1" }, { isFresh: false });
  });
  afterAll(() => proxied.close());

  it("off (default): X-Forwarded-Proto is ignored, no HSTS", async () => {
    const response = await rawRequest(inject("apiUrl"), "/api/v1/health", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.status).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("on: https through the proxy sends HSTS, plain http does not", async () => {
    const secure = await rawRequest(proxied.url, "/api/v1/health", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" },
    });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
    const plain = await rawRequest(proxied.url, "/api/v1/health");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

// issue 23: a post a page does not take (no form of it named) is the site's own 405 page, in the
// main layout, and nothing is logged for it (React Router logs a stack on console.error).
describe("a form POST to a content page", () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await startSiteApp();
  }, 300_000);
  afterAll(() => site.close());

  it("answers 405 with the site's error page in the main layout, and logs nothing", async () => {
    const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
    try {
      for (const [url, title] of [
        ["/o-nama", "Došlo je do pogreške"],
        ["/", "Došlo je do pogreške"],
        ["/en/about-us", "An error occurred"],
      ] as const) {
        const response = await site.app.inject({
          method: "POST",
          url,
          headers: {
            host: "localhost",
            origin: "http://localhost",
            "content-type": "application/x-www-form-urlencoded",
          },
          payload: "a=b",
        });
        expect(response.statusCode, url).toBe(405);
        expect(response.headers["content-type"]).toContain("text/html");
        const html = response.body;
        expect(html, url).toContain('class="site-header"');
        expect(html, url).toContain('id="main-content"');
        expect(html, url).toMatch(/class="status-page__code"[^>]*>405</);
        expect(html, url).toContain(`<title>${title} | `);
        expect(html, url).toContain('name="robots" content="noindex"');
        expect(html, url).not.toContain("while showing the error page");
      }
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });
});
