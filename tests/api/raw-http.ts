import { request as httpRequest } from "node:http";
import { connect } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * One request through node:http, which (unlike fetch) sends any Host header, method and body as
 * given. `url` is the server's base URL; `path` is sent as it is, unencoded.
 */
export function rawRequest(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: options.method ?? "GET",
        // A fresh connection each, closed here once the answer is read. It is asked as keep-alive
        // so that a server answering before it read the whole body drains the rest: asked as
        // "close", it shuts the socket on unread bytes, the kernel resets it, and the answer
        // already sent can be lost to an EPIPE while the body is still being written.
        agent: false,
        headers: {
          connection: "keep-alive",
          ...(options.body !== undefined
            ? { "content-length": Buffer.byteLength(options.body) }
            : {}),
          ...options.headers,
        },
        // Host comes from options.headers when given, else the server's address.
        setHost: options.headers?.host === undefined && options.headers?.Host === undefined,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(", ") : String(value ?? ""),
              ]),
            ),
            body: Buffer.concat(chunks).toString("utf8"),
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/** Bytes straight to the socket (a request Node's own HTTP client would refuse to send). */
export function rawSocket(url: string, bytes: string): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0),
        headers,
        body: rest.join("\r\n\r\n"),
      });
    });
    setTimeout(() => socket.destroy(), 5000);
  });
}

/** The spec 8 envelope of a raw response, or an Error naming what was sent instead. */
export function envelopeOf(response: RawResponse): {
  status: number;
  message: string;
  key: string;
} {
  const parsed = JSON.parse(response.body) as {
    error?: { status: number; message: string; key: string };
  };
  if (
    !parsed.error ||
    parsed.error.status !== response.status ||
    typeof parsed.error.message !== "string"
  )
    throw new Error(`not an error envelope (${response.status}): ${response.body.slice(0, 200)}`);
  return parsed.error;
}

/** The security headers every response carries (server/platform/security.ts). */
export const securityHeaderNames = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "x-request-id",
];
