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
 * React Router's <Scripts /> announces every module of the first render (30 on the home page,
 * about 110 KB) as a `modulepreload`, which Chromium fetches at high priority beside the
 * stylesheets, the preloaded font and the LCP picture, sharing a phone's bandwidth with them.
 * They are needed for hydration, not for the first paint: each is asked for at low priority,
 * so the browser fetches them right after what the paint needs (issue 19). The browser's
 * Preact leaves the attribute as the server wrote it (hydration does not diff props).
 */
export function withModulePreloadsAfterThePaint(html: string): string {
  return html.replaceAll(
    '<link rel="modulepreload" ',
    '<link rel="modulepreload" fetchpriority="low" ',
  );
}

/**
 * The pieces of the page language's texts its render read, named on <html> (`data-texts`): the
 * browser fetches those before it hydrates and the others later (src/lib/texts.ts, issue 19).
 */
export function withTextsParts(html: string, parts: readonly TextsPart[]): string {
  return html.replace(/^<html\b[^>]*/, (tag) => `${tag} data-texts="${parts.join(" ")}"`);
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
  const page = withTextsParts(withModulePreloadsAfterThePaint(html), parts);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // bytes, not a string: undici checks a string body character by character (USVString)
  return new Response(Buffer.from(`<!DOCTYPE html>${page}`), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
