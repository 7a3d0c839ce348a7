import { expect, test } from "@playwright/test";

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
