import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { demoAccounts, pages } from "./seed-data.ts";

// issue 18: the server renders with React and the browser hydrates with Preact (decision 027),
// and Preact patches a mismatch silently (text) or replaces the node (another element). Each page
// type is loaded with a script that runs before the page's own: when the parser has finished
// (readyState "interactive", before the deferred and module scripts run) it writes the server's
// DOM down and keeps every node; when the entry says the page has hydrated (the
// `vitrina:hydrated` event, right after Preact's synchronous hydration and before any effect
// runs) it writes the DOM down again. The two must be equal and every node still in the page.
//
// The differences allowed, each documented in decision 027:
// - `data-hydrated` on <html>: the entry's own signal that hydration is done;
// - comments: React's server render separates neighbouring texts with `<!-- -->` and marks
//   Suspense boundaries with `<!--$-->`; Preact keeps neither;
// - <link rel="preload" as="image"> and <link rel="modulepreload"> in <head>: React's server render
//   hoists them there from the page's tree and the entry removes them before hydration (they have
//   done their work); Preact renders React Router's modulepreload links where `<Scripts>` is, at
//   the end of <body>;
// - the `window.__reactRouterContext.streamController` scripts at the end of <body>: the server
//   streams the loader data in them; they have run and no component renders them in the browser.
const shopper = demoAccounts.find((account) => account.role === "shopper")!;

interface Snapshot {
  /** The normalised DOM as the server sent it (lines of `<tag attributes>` and text). */
  server: string[];
  hydrated: string[];
  /** Nodes of the server's DOM that hydration took out of the page. */
  replaced: string[];
  hydratedBeforeParsed: boolean;
}

/** Runs in the page before its scripts (page.addInitScript): self-contained. */
function watchHydration() {
  const state: Partial<Snapshot> & { nodes?: Node[] } = {};
  (window as unknown as { hydrationParity: typeof state }).hydrationParity = state;
  const isDocumented = (node: Node): boolean => {
    if (node.nodeType === Node.COMMENT_NODE) return true;
    if (!(node instanceof Element)) return false;
    const parent = node.parentElement?.localName;
    if (node.matches('link[rel="modulepreload"]') && (parent === "head" || parent === "body"))
      return true;
    if (node.matches('link[rel="preload"][as="image"]') && parent === "head") return true;
    return (
      node.localName === "script" &&
      /^\s*window\.__reactRouterContext\.streamController\./.test(node.textContent ?? "")
    );
  };
  const normalise = (node: Node, depth: number, lines: string[]) => {
    if (isDocumented(node)) return;
    const indent = " ".repeat(depth);
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node as Text).data.replace(/\s+/g, " ").trim();
      if (text) lines.push(`${indent}${text}`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes = [...node.attributes]
      .filter((attribute) => !(node.localName === "html" && attribute.name === "data-hydrated"))
      .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
      .sort();
    lines.push(`${indent}<${[node.localName, ...attributes].join(" ")}>`);
    for (const child of node.childNodes) normalise(child, depth + 1, lines);
  };
  const snapshot = () => {
    const lines: string[] = [];
    normalise(document.documentElement, 0, lines);
    return lines;
  };
  const describe = (node: Node) =>
    node instanceof Element
      ? node.outerHTML.slice(0, 200)
      : `text "${(node.textContent ?? "").trim().slice(0, 200)}"`;
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive" || state.server) return;
    state.server = snapshot();
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(document.documentElement);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      const isBlank = node.nodeType === Node.TEXT_NODE && !node.textContent?.trim();
      let isInDocumented = false;
      for (let up: Node | null = node; up; up = up.parentNode) isInDocumented ||= isDocumented(up);
      if (!isBlank && !isInDocumented) nodes.push(node);
    }
    state.nodes = nodes;
  });
  window.addEventListener("vitrina:hydrated", () => {
    state.hydratedBeforeParsed = !state.server;
    state.hydrated = snapshot();
    state.replaced = (state.nodes ?? []).filter((node) => !node.isConnected).map(describe);
  });
}

async function expectHydrationKeptTheServerDom(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () => (window as unknown as { hydrationParity: Partial<Snapshot> }).hydrationParity.hydrated,
  );
  const result = await page.evaluate(() => {
    const { server, hydrated, replaced, hydratedBeforeParsed } = (
      window as unknown as { hydrationParity: Snapshot }
    ).hydrationParity;
    return { server, hydrated, replaced, hydratedBeforeParsed };
  });
  expect(result.hydratedBeforeParsed, `${path}: hydrated before the HTML was parsed`).toBe(false);
  expect(result.server.length, `${path}: the server's DOM`).toBeGreaterThan(100);
  expect(result.replaced, `${path}: server nodes hydration replaced`).toEqual([]);
  // line by line, so a failure shows the first lines that differ
  expect(result.hydrated.join("\n"), `${path}: the DOM after hydration`).toBe(
    result.server.join("\n"),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchHydration);
});

test("home, a content page, a category, a product and search hydrate onto the server's DOM", async ({
  page,
}) => {
  for (const path of [
    "/",
    `/${pages.menu.hr.slug}`,
    "/shop/vina",
    "/product/pregaca-konoba",
    "/pretraga?search=vino",
    "/en/search?search=wine&category=productCategories",
  ])
    await expectHydrationKeptTheServerDom(page, path);
});

test("the signed-in shopper's profile, cart with an item and checkout hydrate onto the server's DOM", async ({
  page,
}) => {
  await page.goto("/prijava");
  await page.getByLabel("Adresa e-pošte").fill(shopper.email);
  await page.getByLabel("Lozinka", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Prijava", exact: true }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/product/dingac-plavac-mali-2019");
  await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page.locator("#cart-modal")).toBeVisible();

  for (const path of ["/profil", "/kosarica", "/naplata"])
    await expectHydrationKeptTheServerDom(page, path);

  // the cart is the shopper's: leave it empty for the other tests
  await page.goto("/kosarica");
  await page
    .getByRole("button", { name: /^Ukloni iz košarice/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Vaša košarica je prazna" })).toBeVisible();
});
