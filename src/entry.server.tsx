import { renderToString } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import "./lib/i18n.ts";
import { LanguageProvider } from "./lib/use-translation.ts";
import { languageFromPath, languages } from "./lib/languages.ts";
import { recordTextsParts, type TextsPart } from "./lib/texts.ts";

export const streamTimeout = 5_000;

/**
 * What React Router logs of a request's errors. A method no page takes (a PUT to a page: 405) or
 * a path no route has is the visitor's doing, answered with its status and nothing to log (React
 * Router's default logs its stack); the server's own errors are logged as before.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    console.error((error as { error?: unknown }).error ?? error);
    return;
  }
  console.error(error);
};

/**
 * `bytes` with `insertion` written after every `marker` (ASCII markup). The page is patched as
 * bytes, once it is encoded: each string operation on the render's result first flattens it
 * (renderToString builds the page of thousands of pieces), about 0.6 ms for a category page's
 * 80 KB on the bench machine, where a byte search and one copy take a few microseconds.
 */
function insertAfter(
  bytes: Buffer<ArrayBuffer>,
  marker: string,
  insertion: string,
): Buffer<ArrayBuffer> {
  const inserted = Buffer.from(insertion);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, from)) {
    const end = at + marker.length;
    parts.push(bytes.subarray(from, end), inserted);
    from = end;
  }
  if (parts.length === 0) return bytes;
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * React Router's <Scripts /> announces every module of the first render (30 on the home page,
 * about 110 KB) as a `modulepreload`, which Chromium fetches at high priority beside the
 * stylesheets, the preloaded font and the LCP picture, sharing a phone's bandwidth with them.
 * They are needed for hydration, not for the first paint: each is asked for at low priority,
 * so the browser fetches them right after what the paint needs (issue 19). The browser's
 * Preact leaves the attribute as the server wrote it (hydration does not diff props).
 */
export function withModulePreloadsAfterThePaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  return insertAfter(page, '<link rel="modulepreload" ', 'fetchpriority="low" ');
}

/**
 * The pieces of the page language's texts its render read, named on <html> (`data-texts`): the
 * browser fetches those before it hydrates and the others later (src/lib/texts.ts, issue 19).
 */
export function withTextsParts(
  page: Buffer<ArrayBuffer>,
  parts: readonly TextsPart[],
): Buffer<ArrayBuffer> {
  const tag = page.indexOf("<html");
  const end = tag === -1 ? -1 : page.indexOf(">", tag);
  if (end === -1) return page;
  const attribute = Buffer.from(` data-texts="${parts.join(" ")}"`);
  return Buffer.concat([page.subarray(0, end), attribute, page.subarray(end)]);
}

/** The whole turbo-stream of the page's loader data (React Router's server handoff). */
async function readHandoff(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    text += decoder.decode(chunk.value, { stream: true });
  reader.releaseLock();
  return text + decoder.decode();
}

/**
 * Renders the HTML of a document request whole, in one synchronous string render, and answers
 * it in one piece (issue 6 §5). No loader defers data, and the page cache reads every anonymous
 * response whole anyway; the streaming renderer (renderToPipeableStream, a PassThrough, a web
 * stream, Fastify chunk by chunk) cost about twice the string renderer for the same HTML.
 *
 * React Router sends the loader data as a turbo-stream that <ServerRouter> reads chunk by chunk
 * behind Suspense boundaries, which a string render cannot wait for. So the stream is read here
 * first and handed over as one finished chunk through the stream cache of `renderMeta` (part of
 * EntryContext's type): the data script is then rendered at once, like the last chunk of a stream.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // the page's texts are in the language of its URL (src/lib/i18n.ts holds every language's)
  const { code2 } = languages[languageFromPath(new URL(request.url).pathname)];

  if (routerContext.serverHandoffStream) {
    const value = await readHandoff(routerContext.serverHandoffStream);
    const done = Object.assign(Promise.resolve(), { result: { done: true, value } });
    routerContext.renderMeta = { ...routerContext.renderMeta, streamCache: { 0: done } };
  }
  const { result: html, parts } = recordTextsParts(() =>
    renderToString(
      <LanguageProvider language={code2}>
        <ServerRouter context={routerContext} url={request.url} />
      </LanguageProvider>,
    ),
  );
  // bytes, not a string: undici checks a string body character by character (USVString)
  const page = withTextsParts(
    withModulePreloadsAfterThePaint(Buffer.from(`<!DOCTYPE html>${html}`)),
    parts,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(page, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
