import type { RateLimitOptions } from "@fastify/rate-limit";
import type { ErrorObject } from "ajv";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { operations as apiOperations } from "#generated/api.ts";
import { operations } from "#generated/operations.ts";
import type { Services } from "../services.ts";
import { AppError, type FieldError } from "./app-error.ts";
import { type RequestContext, resolveRequestContext } from "./request-context.ts";
import { validateBounded } from "./bounded-input.ts";
import { assertContentAvailable } from "./maintenance.ts";
import { collectFieldErrors } from "./validation-errors.ts";

type OperationId = keyof typeof operations & keyof apiOperations;
type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

// Input shapes come from schemas/openapi.yaml (generated/api.ts); the generated validators have
// checked them before a handler runs, so handlers need no casts of their own.
type Parameters<K extends OperationId> = apiOperations[K]["parameters"];
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;
type JsonBody<T> = T extends { content: { "application/json": infer B } } ? B : never;
// A required body is always there (checked above); an optional one may be missing.
type BodyOf<K extends OperationId> = apiOperations[K] extends { requestBody: infer R }
  ? JsonBody<R>
  : JsonBody<NonNullable<apiOperations[K]["requestBody"]>> | undefined;

export type OperationInput<K extends OperationId> = {
  params: Part<Parameters<K>["path"]>;
  query: Part<Parameters<K>["query"]>;
  body: BodyOf<K>;
  context: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

// OpenAPI writes /term/{slug}; Fastify wants /term/:slug.
const toFastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ":$1");

function check(
  part: string,
  validate: Validator | undefined,
  value: unknown,
  fields: FieldError[],
  language: string | undefined,
): void {
  if (!validate) return;
  const errors = validateBounded(validate, value);
  if (errors) collectFieldErrors(fields, part, errors, language);
}

/**
 * Registers one OpenAPI operation: validates headers, params, query and body with the generated
 * validators, resolves site and language, and wraps the result in the spec 7 envelope.
 */
export function registerOperation<K extends OperationId>(
  app: FastifyInstance,
  services: Services,
  operationId: K,
  handler: (input: OperationInput<K>) => Promise<unknown>,
  options: { rateLimit?: RateLimitOptions } = {},
): void {
  const operation = operations[operationId];
  const validate = operation.validate as Partial<
    Record<"headers" | "params" | "query" | "body", Validator>
  >;
  app.route({
    method: operation.method,
    url: toFastifyPath(operation.path),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: async (request, reply) => {
      const language =
        typeof request.headers.language === "string" ? request.headers.language : undefined;
      const fields: FieldError[] = [];
      check("headers", validate.headers, request.headers, fields, language);
      check("params", validate.params, request.params ?? {}, fields, language);
      check("query", validate.query, request.query ?? {}, fields, language);
      if (request.body !== undefined || operation.hasRequiredBody) {
        check("body", validate.body, request.body, fields, language);
      }
      if (fields.length > 0)
        throw new AppError(400, fields[0]?.key as `validation.${string}`, fields);
      const context = await resolveRequestContext(services, request);
      if (operation.isContent) await assertContentAvailable(services, request, context);
      // Validated above against the same schemas these types are generated from.
      const payload = await handler({
        params: request.params as OperationInput<K>["params"],
        query: request.query as OperationInput<K>["query"],
        body: request.body as OperationInput<K>["body"],
        context,
        request,
        reply,
      });
      return { data: payload };
    },
  });
}
