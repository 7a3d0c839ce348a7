import type { Middleware } from "openapi-fetch";
import { loadTexts, textsOf } from "#src/lib/texts.ts";

/**
 * An API message (`api.*`) in a language, when it has one that needs no values the answer does
 * not carry (its {placeholders}); otherwise undefined. A validation refusal reads as its first
 * field's message, whose values only the server has. The language's `api` texts are the site's
 * own piece (src/lib/texts.ts), fetched once when first needed: the builder bundles none.
 */
export async function messageIn(code2: string, key: string): Promise<string | undefined> {
  const [namespace, name = ""] = key.split(".", 2);
  if (namespace !== "api") return undefined;
  const isLoaded = await loadTexts(code2, ["api"]).then(
    () => true,
    () => false,
  );
  const messages: Readonly<Record<string, string>> | undefined = isLoaded
    ? textsOf(code2).api
    : undefined;
  const text = messages?.[name];
  return text && !text.includes("{") ? text : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * Issue 23: the builder's calls carry the edited page's language (the `language` header picks
 * what they read and write), so the server answers its messages in that language. This
 * middleware puts a refusal's message (spec 8 `error.message`) in the editor's interface
 * language instead, looked up by its key; a message it cannot fill stays the server's.
 */
export function interfaceMessages(code2: string): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok || !response.headers.get("content-type")?.includes("json")) return response;
      const body: unknown = await response.clone().json();
      if (!isRecord(body) || !isRecord(body.error) || typeof body.error.key !== "string")
        return response;
      const message = await messageIn(code2, body.error.key);
      if (!message) return response;
      const translated = { ...body, error: { ...body.error, message } };
      return new Response(JSON.stringify(translated), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
  };
}
