import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";

// issue 19: a language's texts travel in pieces (src/lib/texts.ts). The server names on <html>
// the pieces the page's first render read (entry.server.tsx); the browser fetches those before
// it hydrates and the others when it is idle, and a client navigation waits for them (root.tsx).

/** The pieces of texts a list of resource addresses holds, as "hr-shell", sorted, once each. */
const piecesIn = (urls: string[]): string[] =>
  [
    ...new Set(
      urls.flatMap((url) => {
        const piece = /\/assets\/texts-([a-z]{2})-(\w+)-[\w-]+\.js$/.exec(new URL(url).pathname);
        return piece ? [`${piece[1]}-${piece[2]}`] : [];
      }),
    ),
  ].sort();

const fetchedSoFar = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));

test("a page fetches the texts its first render read before hydrating, the rest when idle", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.addEventListener("vitrina:hydrated", () => {
      const names = performance.getEntriesByType("resource").map((entry) => entry.name);
      (window as unknown as { textsAtHydration: string[] }).textsAtHydration = names;
    });
  });
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("data-texts", "shell");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const atHydration = await page.evaluate(
    () => (window as unknown as { textsAtHydration: string[] }).textsAtHydration,
  );
  expect(piecesIn(atHydration)).toEqual(["en-shell"]);
  await expect
    .poll(async () => piecesIn(await fetchedSoFar(page)))
    .toEqual([
      "en-account",
      "en-api",
      "en-blog",
      "en-checkout",
      "en-comments",
      "en-events",
      "en-shell",
      "en-validation",
    ]);
  // each piece is one file, never a re-export of a chunk another bundle shares (one more round
  // trip before hydrating: the builder once imported every language's texts)
  const textFiles = new Set(
    (await fetchedSoFar(page)).filter((url) => /\/assets\/texts-en-/.test(url)),
  );
  expect(textFiles.size).toBe(8);
});

test("the login page names the account's texts; a client navigation to it waits for them", async ({
  page,
  request,
}) => {
  const login = await (await request.get("/prijava")).text();
  expect(login).toMatch(/<html[^>]*\bdata-texts="shell account"/);

  // the account's piece arrives late: the navigation renders when it is there, never its keys
  let releaseAccount: () => void = () => undefined;
  const accountHeld = new Promise<void>((resolve) => (releaseAccount = resolve));
  await page.route(/\/assets\/texts-hr-account-/, async (route) => {
    await accountHeld;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.locator('a[href="/prijava"]:visible').first().click();
  await page.waitForTimeout(300);
  // the page has not changed while the texts are missing
  await expect(page).toHaveURL(/\/$/);
  releaseAccount();
  await expect(page).toHaveURL(/\/prijava$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prijava");
});
