import { constants } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// the types the plugin compresses by default: text but event streams, JSON, XML, JavaScript
const compressible = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/;

/** Adds accept-encoding to the answer's Vary, once. */
function varyOn(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : String(current ?? "");
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)) return;
  void reply.header("vary", value ? `${value}, accept-encoding` : "accept-encoding");
}

/** What the server compresses with, best first: what every browser of the last years reads. */
export const responseEncodings = ["br", "gzip"] as const;

export type ResponseEncoding = (typeof responseEncodings)[number];

/**
 * The encoding the request takes, chosen as @fastify/compress chooses (its negotiator, `*` and
 * `x-gzip` read as gzip), so an answer sent as it is would not be compressed by the plugin
 * after all; undefined: send it unencoded.
 */
export function acceptedEncoding(request: FastifyRequest): ResponseEncoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  const asked = header.toLowerCase().replaceAll(/\*|x-gzip/g, "gzip");
  return negotiate(asked, [...responseEncodings]) ?? undefined;
}

/**
 * Compresses the text answers of the routes of `scope` registered after it (the API's JSON, pages
 * rendered now) by the request's Accept-Encoding: brotli, else gzip, with `Vary:
 * accept-encoding` (issue 19). Below 1 KB a body goes as it is (the headers would eat the gain);
 * an answer with a Content-Encoding of its own (a cached page's stored variant, page-cache.ts)
 * and a 304 or another answer without a body pass through; event streams are never compressed.
 * Brotli at quality 4 (the plugin's default) costs about what gzip's default level does and is
 * a little smaller (the home page's 61 KB: 12.7 KB in 1.2 ms, gzip 13.3 KB in 0.9 ms); the
 * build's files get the best quality once instead (scripts/precompress-assets.ts), cached pages
 * quality 6 once when stored (page-cache.ts). Request bodies are
 * not decompressed: no upload may grow past the body limit after Fastify counted it.
 */
export async function installCompression(scope: FastifyInstance): Promise<void> {
  // A text answer sent as it is to a browser that takes no br or gzip is chosen by that header
  // as much as a compressed one: a shared cache must not hand it to the others, nor the reverse.
  // (The plugin names the header only on what it compresses; it adds no second copy.)
  scope.addHook("onSend", async (_request, reply, payload) => {
    // React Router's answers are fetch Responses, whose headers the plugin copies over later
    const type =
      payload instanceof Response
        ? payload.headers.get("content-type")
        : reply.getHeader("content-type");
    if (compressible.test(String(type ?? ""))) varyOn(reply);
  });
  await scope.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: [...responseEncodings],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: constants.Z_DEFAULT_COMPRESSION },
  });
}
