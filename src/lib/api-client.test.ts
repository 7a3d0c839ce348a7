import { describe, expect, it } from "vitest";
import { type ApiClient, createApiClient, dataOf, fileOf, httpFetch } from "./api-client.ts";
import { ApiError } from "./api-error.ts";

/** A fetch that records what openapi-fetch sends and answers with `answer`. */
function recording(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    seen.push(new Request(input, init));
    return answer();
  };
  return { seen, fetch };
}

const site = { apiKey: "key", siteId: "s1", storeId: 2 };

describe("api client (openapi-fetch over generated/api.ts)", () => {
  it("sends method, path, query, spec 7 headers and the JSON body; dataOf is the payload", async () => {
    const { seen, fetch } = recording(() => Response.json({ data: { slugMain: "about" } }));
    const api = createApiClient({ baseUrl: "http://site.test", fetch, language: "eng", site });
    const term = await dataOf(
      api.GET("/api/v1/cms/term/getBySlug/{slug}", {
        params: { path: { slug: "o nama" }, query: { by: "slugMain" } },
        headers: { accesstoken: "token" },
      }),
    );
    expect(term).toEqual({ slugMain: "about" });
    const url = new URL(seen[0]?.url ?? "");
    expect(seen[0]?.method).toBe("GET");
    expect(url.pathname).toBe("/api/v1/cms/term/getBySlug/o%20nama");
    expect(url.search).toBe("?by=slugMain");
    expect(seen[0]?.headers.get("apikey")).toBe("key");
    expect(seen[0]?.headers.get("site")).toBe("s1");
    expect(seen[0]?.headers.get("store")).toBe("2");
    expect(seen[0]?.headers.get("language")).toBe("eng");
    expect(seen[0]?.headers.get("accesstoken")).toBe("token");

    await dataOf(api.POST("/api/v1/cms/finder/decide", { body: { route: ["x"] } })).catch(
      () => undefined,
    );
    expect(seen[1]?.method).toBe("POST");
    expect(seen[1]?.headers.get("content-type")).toBe("application/json");
    expect(await seen[1]?.json()).toEqual({ route: ["x"] });
  });

  it("maps an error answer to ApiError with its status, key and fields (spec 8)", async () => {
    const body = {
      error: {
        status: 400,
        message: "Neispravno",
        key: "validation.pattern",
        fields: [{ path: "/body/route/0", message: "Neispravno" }],
      },
    };
    const { fetch } = recording(() => Response.json(body, { status: 400 }));
    const api = createApiClient({ baseUrl: "http://site.test", fetch, language: "hrv" });
    const error = await dataOf(
      api.POST("/api/v1/cms/finder/decide", { body: { route: ["X"] } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, key: "validation.pattern", message: "Neispravno" });
    expect((error as ApiError).fields).toEqual([{ path: "/body/route/0", message: "Neispravno" }]);
  });

  it("hands a download over as sent, and a network failure is ApiError status 0", async () => {
    const { fetch } = recording(() => new Response("a;b\n1;2\n"));
    const api = createApiClient({ baseUrl: "http://site.test", fetch, language: "hrv" });
    const csv = await fileOf(
      api.GET("/api/v1/admin/shop/orders/export", { params: { query: {} }, parseAs: "text" }),
    );
    expect(csv).toBe("a;b\n1;2\n");

    const offline = createApiClient({
      baseUrl: "http://site.test",
      fetch: httpFetch(() => Promise.reject(new TypeError("Failed to fetch"))),
      language: "hrv",
    });
    const error = await dataOf(offline.POST("/api/v1/cms/finder/decide", { body: { route: [] } }))
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: "TypeError: Failed to fetch" });
  });

  it("types a call's parts from schemas/openapi.yaml: required ones must be there", () => {
    // `npm run typecheck` compiles this: each @ts-expect-error must stay an error
    const typed = (api: ApiClient) => [
      api.GET("/api/v1/cms/term/getBySlug/{slug}", { params: { path: { slug: "o-nama" } } }),
      // @ts-expect-error the path parameter slug is required
      api.GET("/api/v1/cms/term/getBySlug/{slug}", {}),
      // @ts-expect-error finderDecide needs its body
      api.POST("/api/v1/cms/finder/decide", {}),
      // @ts-expect-error no such path
      api.GET("/api/v1/cms/nothing-here"),
    ];
    expect(typed).toBeTypeOf("function");
  });
});
