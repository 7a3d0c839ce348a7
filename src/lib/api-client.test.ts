import { describe, expect, it } from "vitest";
import { createApiClient, httpTransport, operationUrl } from "./api-client.ts";
import { ApiError } from "./api-error.ts";

describe("api client (browser transport)", () => {
  it("builds an operation's URL from its path and query parameters", () => {
    expect(operationUrl("getTermBySlug", { slug: "o-nama" }, { by: "slugMain" })).toBe(
      "/api/v1/cms/term/getBySlug/o-nama?by=slugMain",
    );
    expect(operationUrl("filterOptions", {}, { keys: undefined })).toBe(
      "/api/v1/cms/option/filter",
    );
  });

  it("sends method, spec 7 headers and JSON body; maps errors to ApiError with status", async () => {
    const seen: Request[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      seen.push(new Request(new URL(input as string, "http://site.test"), init));
      const body = { error: { status: 404, message: "Nije pronađeno", key: "api.notFound" } };
      return Promise.resolve(Response.json(body, { status: 404 }));
    };
    const api = createApiClient({
      transport: httpTransport({ fetch }),
      language: "eng",
      site: { apiKey: "key", siteId: "s1", storeId: 2 },
    });
    const error = await api
      .call("finderDecide", { body: { route: ["x"] } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).key).toBe("api.notFound");
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(new URL(request?.url ?? "").pathname).toBe("/api/v1/cms/finder/decide");
    expect(request?.headers.get("apikey")).toBe("key");
    expect(request?.headers.get("language")).toBe("eng");
    expect(request?.headers.get("store")).toBe("2");
    expect(await request?.json()).toEqual({ route: ["x"] });
  });
});
