import type { Middleware } from "openapi-fetch";
import { api as de } from "#locales/de/api.ts";
import { api as en } from "#locales/en/api.ts";
import { api as hr } from "#locales/hr/api.ts";

const messages: Readonly<Record<string, Readonly<Record<string, string>>>> = { hr, en, de };

/**
 * An API message (`api.*`) in a language, when it has one that needs no values the answer does
 * not carry (its {placeholders}); otherwise undefined. A validation refusal reads as its first
 * field's message, whose values only the server has.
 */
export function messageIn(code2: string, key: string): string | undefined {
  const [namespace, name = ""] = key.split(".", 2);
  const text = namespace === "api" ? messages[code2]?.[name] : undefined;
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
      const message = messageIn(code2, body.error.key);
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
