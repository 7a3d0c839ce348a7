import type { FastifyRequest } from "fastify";
import type { OperationId, OperationOutcome } from "#common/operations.ts";
import { operations } from "#generated/operations.ts";
import { type Invoke, invokeOutcome } from "./operation-pipeline.ts";

type Route = { operationId: OperationId; pattern: RegExp; names: string[] };

/** Every operation by method, its OpenAPI path as a pattern (/term/getBySlug/{slug}). */
const routes = new Map<string, Route[]>();
for (const [operationId, { method, path }] of Object.entries(operations)) {
  const names: string[] = [];
  const source = path
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
      names.push(part);
      return "([^/]+)";
    })
    .join("");
  const list = routes.get(method) ?? [];
  list.push({ operationId: operationId as OperationId, pattern: new RegExp(`^${source}$`), names });
  routes.set(method, list);
}

/** The operation a method and path name, with its path parameters (decoded, as Fastify does). */
export function matchOperation(
  method: string,
  pathname: string,
): { operationId: OperationId; params: Record<string, string> } | undefined {
  for (const route of routes.get(method) ?? []) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? "");
    });
    return { operationId: route.operationId, params };
  }
  return undefined;
}

/** A query string as Fastify parses it: a repeated name becomes an array. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/**
 * The request openapi-fetch builds on the server (its `Request` option): the parts as they are,
 * the body the object the caller passed (the client's bodySerializer leaves it as it is), so no
 * JSON text and no stream is made for a call that never leaves the process.
 */
class InProcessRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  constructor(url: string, init: { method?: string; headers?: HeadersInit; body?: unknown }) {
    this.url = url;
    this.method = init.method ?? "GET";
    this.headers = new Headers(init.headers);
    this.body = init.body;
  }
}

/**
 * The answer openapi-fetch reads (status, headers, json, text, arrayBuffer): the handler's
 * result as it is, `{ data }` or the spec 8 envelope, never turned into text. Its one header
 * says the answer has content, which is what makes openapi-fetch call json() on it.
 */
class InProcessResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly #value: unknown;
  constructor(status: number, value: unknown) {
    this.status = status;
    this.#value = value;
    this.headers = new Headers({ "content-length": "1" });
  }
  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
  json(): Promise<unknown> {
    return Promise.resolve(this.#value);
  }
  /** A download's text (text/csv), or an error envelope as the HTTP API would send it. */
  text(): Promise<string> {
    const value = this.#value;
    return Promise.resolve(typeof value === "string" ? value : JSON.stringify(value));
  }
  /** A download's bytes (application/pdf). */
  arrayBuffer(): Promise<ArrayBuffer> {
    const value = this.#value;
    if (!(value instanceof Uint8Array)) throw new TypeError("the answer is no file");
    return Promise.resolve(new Uint8Array(value).buffer);
  }
}

/** The answer the HTTP route would send: `{ data }`, a download as it is, or the spec 8 envelope. */
function responseOf(outcome: OperationOutcome<OperationId>): InProcessResponse {
  if (!outcome.ok) return new InProcessResponse(outcome.status, outcome.body);
  const { data } = outcome as { data: unknown };
  const isFile = typeof data === "string" || data instanceof Uint8Array;
  return new InProcessResponse(200, isFile ? data : { data });
}

/**
 * The options of the server's API client (src/lib/api-client.ts): openapi-fetch builds an
 * InProcessRequest and its `fetch` hands it to the operation pipeline in-process, with the page
 * request as its origin (its address and protocol are the visitor's). No socket, no HTTP parser
 * and no JSON (decision 007): the pipeline validates, resolves the site and runs the handler as
 * it does for the HTTP route, and an AppError becomes the status and spec 8 envelope the route
 * would answer. Faults that are no AppError reject the fetch, so the page fails and logs them.
 * A path no operation has is a 404.
 */
export function inProcessClient(
  invoke: Invoke,
  origin: FastifyRequest,
): {
  baseUrl: string;
  Request: typeof Request;
  bodySerializer: (body: unknown) => unknown;
  fetch: typeof fetch;
} {
  const call = async (input: InProcessRequest): Promise<InProcessResponse> => {
    const url = new URL(input.url);
    const found = matchOperation(input.method, url.pathname);
    if (!found)
      return new InProcessResponse(404, {
        error: { status: 404, message: `${input.method} ${url.pathname}` },
      });
    const headers: Record<string, string> = {};
    for (const [name, value] of input.headers) headers[name] = value;
    const outcome = await invokeOutcome(
      invoke,
      found.operationId,
      { params: found.params, query: queryOf(url.searchParams), body: input.body, headers },
      origin,
    );
    return responseOf(outcome);
  };
  return {
    // only the path is read; the origin is never contacted
    baseUrl: "http://in-process",
    // openapi-fetch reads only the members these classes have (see above)
    Request: InProcessRequest as unknown as typeof Request,
    bodySerializer: (body) => body,
    fetch: call as unknown as typeof fetch,
  };
}
