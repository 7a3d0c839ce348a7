import type { FastifyInstance } from "fastify";
import type { OperationId } from "#common/operations.ts";
import { operations } from "#generated/operations.ts";
import type { Services } from "../services.ts";
import {
  addHandler,
  createInvoke,
  type Invoke,
  type OperationHandler,
} from "./operation-pipeline.ts";

export type { OperationHandler, OperationInput } from "./operation-pipeline.ts";

// OpenAPI writes /term/{slug}; Fastify wants /term/:slug.
const toFastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ":$1");

// One pipeline per app: the HTTP routes and in-process callers share it.
const invokers = new WeakMap<Services, Invoke>();

/** The pipeline of this app's operations (server/ssr.ts calls it in-process for loaders). */
export function operationInvoker(services: Services): Invoke {
  let invoke = invokers.get(services);
  if (!invoke) {
    invoke = createInvoke(services);
    invokers.set(services, invoke);
  }
  return invoke;
}

/**
 * Registers one OpenAPI operation: its handler joins the pipeline (operation-pipeline.ts) and an
 * HTTP route hands the request's parts to it, wrapping the result in the spec 7 envelope.
 */
export function registerOperation<K extends OperationId>(
  app: FastifyInstance,
  services: Services,
  operationId: K,
  handler: OperationHandler<K>,
): void {
  const operation = operations[operationId];
  addHandler(services, operationId, handler);
  const invoke = operationInvoker(services);
  app.route({
    method: operation.method,
    url: toFastifyPath(operation.path),
    handler: async (request) => {
      const data = await invoke(
        operationId,
        {
          params: request.params,
          query: request.query,
          body: request.body,
          headers: request.headers,
        },
        request,
      );
      return { data };
    },
  });
}

/**
 * Registers an operation whose 200 is a file to download (`text/csv` or `application/pdf`):
 * the same pipeline (role, validation), but what the handler answers is sent as it is, with its content
 * type and `Content-Disposition: attachment`; errors keep the spec 8 envelope.
 */
export function registerDownload<K extends OperationId>(
  app: FastifyInstance,
  services: Services,
  operationId: K,
  download: {
    contentType: "text/csv" | "application/pdf";
    /** The attachment's name, from the request's path parameters. */
    fileName: (params: Record<string, unknown>) => string;
  },
  handler: OperationHandler<K>,
): void {
  const operation = operations[operationId];
  addHandler(services, operationId, handler);
  const invoke = operationInvoker(services);
  app.route({
    method: operation.method,
    url: toFastifyPath(operation.path),
    handler: async (request, reply) => {
      const content = await invoke(
        operationId,
        {
          params: request.params,
          query: request.query,
          body: request.body,
          headers: request.headers,
        },
        request,
      );
      const isText = download.contentType.startsWith("text/");
      const fileName = download.fileName(request.params as Record<string, unknown>);
      return reply
        .type(isText ? `${download.contentType}; charset=utf-8` : download.contentType)
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(isText ? content : Buffer.from(content as Uint8Array));
    },
  });
}
