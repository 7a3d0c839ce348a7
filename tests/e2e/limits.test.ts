import http from "node:http";
import { expect, test } from "./fixture.ts";

// Page routes read their bodies themselves (form actions), outside Fastify's parsers: the same
// body limit must still hold there.
test("an oversized form post to a page is a 413 before any action reads it", async ({
  request,
}) => {
  const response = await request.post("/", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `field=${"x".repeat(2 * 1024 * 1024)}`,
  });
  expect(response.status()).toBe(413);
  expect((await response.json()) as unknown).toMatchObject({ error: { status: 413 } });
});

// The limit is only as good as the length it reads: a chunked body declares none, so it is
// refused before anything reads it (411 Length Required).
test("a form post to a page without a content length is a 411", async ({ baseURL }) => {
  const url = new URL("/", baseURL);
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "transfer-encoding": "chunked",
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      request.write("field=");
      request.end("value");
    },
  );
  expect(status).toBe(411);
  expect(JSON.parse(body) as unknown).toMatchObject({
    error: { status: 411, key: "api.lengthRequired" },
  });
});
