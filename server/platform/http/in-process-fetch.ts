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

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text === "" ? undefined : (JSON.parse(text) as unknown);
}

/** The answer the HTTP route would send: `{ data }`, a download as it is, or the spec 8 envelope. */
function responseOf(outcome: OperationOutcome<OperationId>): Response {
  if (!outcome.ok) return Response.json(outcome.body, { status: outcome.status });
  const { data } = outcome as { data: unknown };
  if (typeof data === "string")
    return new Response(data, { headers: { "content-type": "text/csv; charset=utf-8" } });
  if (data instanceof Uint8Array)
    return new Response(new Uint8Array(data), { headers: { "content-type": "application/pdf" } });
  return Response.json({ data });
}

/**
 * The `fetch` of the server's API client (src/lib/api-client.ts): a request openapi-fetch built
 * is handed to the operation pipeline in-process, with the page request as its origin (its
 * address and protocol are the visitor's). No socket and no HTTP parser: the pipeline validates,
 * resolves the site and runs the handler as it does for the HTTP route, and an AppError becomes
 * the status and spec 8 envelope the route would answer. Faults that are no AppError reject the
 * fetch, so the page fails and logs them (decision 007). A path no operation has is a 404.
 */
export function inProcessFetch(invoke: Invoke, origin: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, "http://in-process");
    const found = matchOperation(request.method, url.pathname);
    if (!found)
      return Response.json(
        { error: { status: 404, message: `${request.method} ${url.pathname}` } },
        { status: 404 },
      );
    const headers: Record<string, string> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    const outcome = await invokeOutcome(
      invoke,
      found.operationId,
      {
        params: found.params,
        query: queryOf(url.searchParams),
        body: await bodyOf(request),
        headers,
      },
      origin,
    );
    return responseOf(outcome);
  };
}
