import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { translate } from "../i18n.ts";
import { AppError, type MessageKey } from "./app-error.ts";

// Fastify's own 4xx errors (body parsing, limits) mapped to our message keys.
const keyByStatus: Record<number, MessageKey> = {
  400: "api.invalidInput",
  404: "api.routeNotFound",
  405: "api.methodNotAllowed",
  413: "api.payloadTooLarge",
  415: "api.unsupportedMediaType",
  429: "api.tooManyRequests",
};

function languageOf(request: FastifyRequest): string | undefined {
  const value = request.headers.language;
  return typeof value === "string" ? value : undefined;
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const isJson = error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError;
    const key = isJson ? "api.invalidJson" : (keyByStatus[status] ?? "api.invalidInput");
    return new AppError(status, key);
  }
  return new AppError(500, "api.somethingWentWrong");
}

/** The spec 8 error envelope of an error: {error: {status, message, key, fields?}}. */
export function errorBody(error: AppError, language: string | undefined) {
  // A validation error reads as its first field's message, with its {length} or {value} filled in.
  const [firstField] = error.fields ?? [];
  const message =
    error.key.startsWith("validation.") && firstField
      ? firstField.message
      : translate(language, error.key, error.vars);
  return {
    error: {
      status: error.status,
      message,
      key: error.key,
      ...(error.fields ? { fields: error.fields } : {}),
    },
    ...error.extra,
  };
}

/** Sends the spec 8 error envelope, with `Retry-After` when the error names one. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
): FastifyReply {
  if (error.retryAfterSeconds !== undefined)
    reply.header("Retry-After", String(error.retryAfterSeconds));
  return reply.status(error.status).send(errorBody(error, languageOf(request)));
}

/** Maps every error to the envelope; only real faults are 500, and their stack stays in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error);
    // A fault is what we did not throw on purpose; a 503 of maintenance is no fault.
    const isFault =
      appError.status >= 500 && !(error instanceof AppError && appError.status !== 500);
    if (isFault) request.log.error({ err: error }, "request failed");
    else request.log.info({ status: appError.status, key: appError.key }, "request rejected");
    return sendError(request, reply, appError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new AppError(404, "api.routeNotFound")),
  );
}
