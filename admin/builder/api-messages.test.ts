import { describe, expect, it } from "vitest";
import { interfaceMessages, messageIn } from "./api-messages.ts";

const refusal = (body: unknown, status = 409) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

/** The middleware's answer to a response, as openapi-fetch calls it. */
async function answered(code2: string, response: Response): Promise<unknown> {
  const onResponse = interfaceMessages(code2).onResponse;
  if (!onResponse) throw new Error("no onResponse");
  // the middleware reads only the response
  const result = await onResponse({ response } as Parameters<typeof onResponse>[0]);
  return (result instanceof Response ? result : response).json();
}

describe("API messages in the editor's interface language (issue 23)", () => {
  it("puts a refusal's message in the interface language by its key, keeping the rest", async () => {
    const body = {
      error: { status: 409, key: "api.untranslatedTexts", message: "Neki tekstovi nisu prevedeni" },
      untranslated: ["title"],
    };
    expect(await answered("en", refusal(body))).toEqual({
      ...body,
      error: { ...body.error, message: await messageIn("en", "api.untranslatedTexts") },
    });
    expect(await messageIn("en", "api.untranslatedTexts")).toMatch(/translat/i);
  });

  it("keeps what it cannot fill: placeholders, validation, unknown keys and languages", async () => {
    expect(await messageIn("en", "api.outOfStock")).toBeUndefined();
    expect(await messageIn("en", "validation.required")).toBeUndefined();
    expect(await messageIn("en", "api.noSuchKey")).toBeUndefined();
    expect(await messageIn("fr", "api.notFound")).toBeUndefined();
    expect(await messageIn("de", "api.notFound")).toBe("Diese Seite wurde nicht gefunden");
  });
});
