import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { translate } from "../i18n.ts";
import { securityHeaders, securityHeadersFor } from "../security.ts";
import { AppError, type MessageKey } from "./app-error.ts";
import { sendError } from "./error-handler.ts";

type ClientError = Error & { code?: string };

function statusOf(error: ClientError): [number, MessageKey] {
  if (error.code === "HPE_HEADER_OVERFLOW") return [431, "api.headersTooLarge"];
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "api.requestTimeout"];
  return [400, "api.invalidInput"];
}

/**
 * Node's HTTP parser rejects some requests before Fastify sees them (431 headers too large, 400
 * for a malformed request line or header, 408): Fastify then writes to the socket itself. Write
 * the spec 8 envelope and the security headers instead, like every other response (issue 6 §2).
 */
export function clientErrorHandler(options: { isDev: boolean }) {
  return (error: ClientError, socket: Duplex): void => {
    // A reset connection has nobody left to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, key] = statusOf(error);
    const body = JSON.stringify({ error: { status, message: translate(undefined, key), key } });
    const headers: Record<string, string | number> = {
      ...securityHeaders({
        scriptHashes: "",
        isDev: options.isDev,
        isHttps: false,
        requestId: randomUUID(),
      }),
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      Connection: "close",
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\r\n");
    if (socket.writable)
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

/**
 * Errors Fastify's router raises before any hook runs (a URL that is not valid UTF-8 once
 * decoded, a too-long parameter): the envelope and the security headers as well.
 */
export function frameworkErrorHandler(options: { isDev: boolean }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(securityHeadersFor(request, options));
    request.log.info({ code: error.code }, "request rejected");
    const status = error.statusCode === 414 ? 414 : 400;
    void sendError(request, reply, new AppError(status, "api.invalidUrl"));
  };
}
