import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { logInAsEditor } from "./builder-helpers.ts";
import { textsParts } from "../../src/lib/texts.ts";

// issue 7: the builder loads only in edit mode; a shopper's page never downloads any of it.

/**
 * The JavaScript files a page view downloads, with their sizes in bytes: until the network is
 * quiet, and until `isReady` (edit mode fetches the builder once the page has hydrated, which a
 * busy machine may start after a quiet half second).
 */
async function scriptsOf(
  page: Page,
  path: string,
  isReady?: () => Promise<void>,
): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  // a body still being read when the network went quiet (the last chunk on a busy machine)
  // counts too: every one is awaited before the list is answered
  const reading: Promise<void>[] = [];
  const onResponse = (response: {
    url: () => string;
    request: () => { resourceType: () => string };
    body: () => Promise<Buffer>;
  }) => {
    if (response.request().resourceType() !== "script") return;
    reading.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, body.length);
      }),
    );
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  // the language's texts are whole once the page has been idle (src/lib/texts.ts)
  await page.waitForFunction((pieces) => {
    const fetched = performance
      .getEntriesByType("resource")
      .map((entry) => /\/assets\/texts-[a-z]{2}-(\w+)-/.exec(entry.name)?.[1]);
    return new Set(fetched.filter(Boolean)).size >= pieces;
  }, textsParts.length);
  await page.waitForLoadState("networkidle");
  if (isReady) {
    await isReady();
    await page.waitForLoadState("networkidle");
  }
  page.off("response", onResponse);
  await Promise.all(reading);
  return scripts;
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((a, b) => a + b, 0);

test("a shopper downloads the same JavaScript whether an editor exists or not; edit mode adds the builder", async ({
  browser,
}) => {
  const visitor = await browser.newPage();
  const shopperScripts = await scriptsOf(visitor, "/restoran");
  await visitor.close();

  const editor = await browser.newPage();
  await logInAsEditor(editor);
  const editorScripts = await scriptsOf(editor, "/restoran");
  const editScripts = await scriptsOf(editor, "/restoran?editPage=true", () =>
    expect(editor.getByRole("toolbar", { name: "Alati uređivača" })).toBeVisible(),
  );
  await editor.close();

  // the bar is plain HTML: a logged-in editor's page loads exactly the shopper's scripts
  expect([...editorScripts.keys()].sort()).toEqual([...shopperScripts.keys()].sort());
  expect(total(editorScripts)).toBe(total(shopperScripts));
  // axe-core (the editor's accessibility check) is a chunk of its own, never a shopper's
  expect([...shopperScripts.keys()].some((name) => /\/axe[\w.-]*\.js$/.test(name))).toBe(false);
  // edit mode adds the admin chunks, none of which a shopper ever loads
  const builderOnly = [...editScripts.keys()].filter((name) => !shopperScripts.has(name));
  expect(builderOnly.some((name) => /\/assets\/admin-[\w-]+\.js$/.test(name))).toBe(true);
  console.log(
    `JavaScript on /restoran: shopper ${total(shopperScripts)} B, editor (bar) ${total(editorScripts)} B, edit mode +${total(editScripts) - total(shopperScripts)} B in ${builderOnly.length} files`,
  );
});

test("?editPage=true is an ordinary page for everyone but back-office users", async ({ page }) => {
  const scripts = await scriptsOf(page, "/restoran?editPage=true");
  expect([...scripts.keys()].some((name) => name.includes("/admin-"))).toBe(false);
  await expect(page.getByRole("navigation", { name: "Urednička traka" })).toHaveCount(0);
  await expect(page.getByRole("toolbar", { name: "Alati uređivača" })).toHaveCount(0);
});
