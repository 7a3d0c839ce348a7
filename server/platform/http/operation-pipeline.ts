import type { ErrorObject } from "ajv";
import type { FastifyRequest } from "fastify";
import type {
  OperationBody,
  OperationId,
  OperationOutcome,
  OperationParams,
  OperationQuery,
  OperationResult,
} from "#common/operations.ts";
import { operations } from "#generated/operations.ts";
import type { Services } from "../services.ts";
import { AppError, type FieldError } from "./app-error.ts";
import { headerValue, type InputHeaders } from "./input-headers.ts";
import { type RequestContext, resolveRequestContext } from "./request-context.ts";
import { validateBounded } from "./bounded-input.ts";
import { assertContentAvailable } from "./maintenance.ts";
import { errorBody } from "./error-handler.ts";
import { requireBackoffice } from "./authenticate.ts";
import { collectFieldErrors } from "./validation-errors.ts";
import { translate } from "../i18n.ts";

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
type Validators = Partial<Record<"headers" | "params" | "query" | "body" | "response", Validator>>;

/** Request headers as Node gives them: lower-case names. */
/** What a transport (HTTP route, in-process call) hands the pipeline. */
export type RawInput = { params: unknown; query: unknown; body: unknown; headers: InputHeaders };

/**
 * What a handler gets. Inputs are typed from schemas/openapi.yaml and already validated. The API
 * headers (language, apikey, accesstoken, refreshtoken) are read from `headers`, never from
 * `request.headers`: for an in-process call `request` is the page request that caused it, so
 * its address and protocol are the real client's but its headers are the browser's.
 */
export type OperationInput<K extends OperationId> = {
  params: OperationParams<K>;
  query: OperationQuery<K>;
  body: OperationBody<K>;
  headers: InputHeaders;
  context: RequestContext;
  request: FastifyRequest;
};

/** A handler returns the `data` of its 200 response: a wrong shape fails the type check. */
export type OperationHandler<K extends OperationId> = (
  input: OperationInput<K>,
) => Promise<OperationResult<K>> | OperationResult<K>;

/** A response that breaks its schema: a bug of the server, loud in development and tests. */
export class ResponseSchemaError extends Error {
  override name = "ResponseSchemaError";
}

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
 * ajv's coercion turns a query or path value such as "1e309" into Infinity and then skips the
 * range checks of the number (they test isFinite first): such a value is no valid number.
 */
function checkFinite(
  part: string,
  value: unknown,
  fields: FieldError[],
  language: string | undefined,
): void {
  if (typeof value !== "object" || value === null) return;
  for (const [name, item] of Object.entries(value))
    if (typeof item === "number" && !Number.isFinite(item))
      fields.push({
        path: `/${part}/${name}`,
        key: "validation.type",
        message: translate(language, "validation.type", { type: "number" }),
      });
}

/** The registered handlers of one app (one Services object per app). */
const handlersOf = new WeakMap<Services, Map<OperationId, OperationHandler<never>>>();

export function addHandler<K extends OperationId>(
  services: Services,
  operationId: K,
  handler: OperationHandler<K>,
): void {
  const handlers = handlersOf.get(services) ?? new Map<OperationId, OperationHandler<never>>();
  handlersOf.set(services, handlers);
  if (handlers.has(operationId)) throw new Error(`operation ${operationId} registered twice`);
  handlers.set(operationId, handler);
}

export type Invoke = <K extends OperationId>(
  operationId: K,
  input: RawInput,
  origin: FastifyRequest,
) => Promise<OperationResult<K>>;

/**
 * The transport-free pipeline of every operation: validates headers, params, query and body
 * with the generated validators (coercing query and path numbers), resolves site and language,
 * runs the checks every operation passes, runs the handler and, outside production, checks the
 * result against the 200 response schema.
 */
export function createInvoke(services: Services): Invoke {
  const isResponseChecked = services.config.validateResponses;
  return async function invoke<K extends OperationId>(
    operationId: K,
    input: RawInput,
    origin: FastifyRequest,
  ): Promise<OperationResult<K>> {
    const operation = operations[operationId];
    const handler = handlersOf.get(services)?.get(operationId) as OperationHandler<K> | undefined;
    if (!handler) throw new Error(`operation ${operationId} has no handler`);
    const validate = operation.validate as Validators;
    const language = headerValue(input.headers, "language");
    const params = input.params ?? {};
    const query = input.query ?? {};
    // Default deny (spec 6): who may call comes before what they sent, so a visitor learns
    // nothing from a back-office operation but 401/403.
    if (operation.requiresBackoffice)
      await requireBackoffice(services, { headers: input.headers, request: origin });
    const fields: FieldError[] = [];
    check("headers", validate.headers, input.headers, fields, language);
    check("params", validate.params, params, fields, language);
    check("query", validate.query, query, fields, language);
    checkFinite("params", params, fields, language);
    checkFinite("query", query, fields, language);
    if (input.body !== undefined || operation.hasRequiredBody) {
      check("body", validate.body, input.body, fields, language);
    }
    if (fields.length > 0)
      throw new AppError(400, fields[0]?.key as `validation.${string}`, fields);
    const context = await resolveRequestContext(services, input.headers, origin.headers.host);
    // Checks every operation passes before its handler runs live here, in this one place, so
    // HTTP and in-process calls cannot differ. spec 1: content is for back-office users only
    // while the site is in maintenance.
    if (operation.isContent)
      await assertContentAvailable(services, { headers: input.headers, request: origin }, context);

    // Validated above against the same schemas these types are generated from.
    const data = await handler({
      params: params as OperationParams<K>,
      query: query as OperationQuery<K>,
      body: input.body as OperationBody<K>,
      headers: input.headers,
      context,
      request: origin,
    });
    if (isResponseChecked && validate.response && !validate.response({ data })) {
      const problems = (validate.response.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || "/"} ${error.message ?? ""}`)
        .join("; ");
      throw new ResponseSchemaError(`${operationId} answered outside its schema: ${problems}`);
    }
    return data;
  };
}

/**
 * An in-process call as an outcome: the data, or the error envelope and status the HTTP API
 * would have answered. Faults that are no AppError are thrown on (the page fails and logs them).
 */
export async function invokeOutcome<K extends OperationId>(
  invoke: Invoke,
  operationId: K,
  input: RawInput,
  origin: FastifyRequest,
): Promise<OperationOutcome<K>> {
  try {
    return { ok: true, data: await invoke(operationId, input, origin) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const language = headerValue(input.headers, "language");
    return { ok: false, status: error.status, body: errorBody(error, language) };
  }
}
