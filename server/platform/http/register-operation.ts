import type { RateLimitOptions } from "@fastify/rate-limit";
import type { ErrorObject } from "ajv";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { operations } from "#generated/operations.ts";
import type { Services } from "../services.ts";
import { AppError, type FieldError } from "./app-error.ts";
import { type RequestContext, resolveRequestContext } from "./request-context.ts";
import { validationFieldErrors } from "./validation-errors.ts";

type Operation = (typeof operations)[keyof typeof operations];
type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export type OperationInput = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
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
  if (!validate || validate(value)) return;
  fields.push(
    ...validationFieldErrors(validate.errors ?? [], language).map((field) => ({
      ...field,
      path: `/${part}${field.path}`,
    })),
  );
}

/**
 * Registers one OpenAPI operation: validates headers, params, query and body with the generated
 * validators, resolves site and language, and wraps the result in the spec 7 envelope.
 */
export function registerOperation(
  app: FastifyInstance,
  services: Services,
  operation: Operation,
  handler: (input: OperationInput) => Promise<unknown>,
  options: { rateLimit?: RateLimitOptions } = {},
): void {
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
      const payload = await handler({
        params: request.params as Record<string, string>,
        query: request.query as Record<string, string>,
        body: request.body,
        context,
        request,
        reply,
      });
      return { data: payload };
    },
  });
}
