import { test as base, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { hydratedAttribute } from "#src/lib/hydration-signal.ts";

export { expect } from "@playwright/test";

// Every browser test imports `test` from here (eslint: no-restricted-imports in tests/e2e): an
// uncaught exception in a page or an error on a page's console fails the test that caused it.
// Each expected error is written down with its reason: here when it is the site's, with
// `allowConsoleError` in the test when the test causes it on purpose.

/** A console error the test expects, matched against "<message> (<url of its source>)". */
export interface ExpectedError {
  pattern: RegExp;
  reason: string;
}

const expectedEverywhere: ExpectedError[] = [
  {
    pattern: /openstreetmap\.org/,
    reason:
      "the seeded contact page's map element loads its tiles from openstreetmap.org, which the closed test network cannot reach",
  },
];

/**
 * Chromium logs every answer of 4xx or 5xx as a console error. The site answers a page or its
 * data (React Router's `.data` requests) with such a status on purpose: 400 for an invalid form,
 * 401 for a wrong password, 404 for a missing page, 503 in maintenance; and the API refuses a
 * call with a 4xx the page then shows (a taken slug, a save conflict, an image in use). The tests
 * check those statuses and messages themselves. A 5xx of the API and any other resource (a
 * script, a style, a font, a picture) that fails to load is an error.
 */
function isDeliberateStatus(text: string, url: string): boolean {
  const status = /^Failed to load resource: the server responded with a status of ([45])\d\d /.exec(
    text,
  )?.[1];
  if (!status) return false;
  const { pathname } = new URL(url);
  if (pathname.startsWith("/api/")) return status === "4";
  return !/^\/(assets|media|images)\//.test(pathname) && !/\.(?!data$)\w+$/.test(pathname);
}

/**
 * A page loaded with JavaScript is usable before it has hydrated: its forms post without
 * JavaScript (the site works that way on purpose). A test that clicks a hydrated page's control
 * (a fetcher's form, a modal's button) waits for the page's tree first: `goto` and `reload`
 * return once the entry has hydrated (src/lib/hydration-signal.ts), or at once for a document
 * without the entry's script (an API answer, the maintenance page).
 */
const hydrationWaited = new WeakSet<Page>();
/**
 * The contexts whose pages run no scripts: a test's own made with javaScriptEnabled false, and
 * the `context` fixture under that option (Playwright makes it with no options of its own).
 */
const withoutScripts = new WeakSet<BrowserContext>();
function waitForHydrationOnLoad(page: Page): void {
  if (hydrationWaited.has(page)) return;
  hydrationWaited.add(page);
  const hydrated = () =>
    page.waitForFunction(
      (attribute) =>
        document.documentElement.hasAttribute(attribute) ||
        !document.querySelector('script[type="module"]'),
      hydratedAttribute,
      { timeout: 10_000 },
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit" && !withoutScripts.has(page.context())) await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit" && !withoutScripts.has(page.context())) await hydrated();
    return response;
  };
}

/**
 * Chromium draws only the page in front: an action on a page behind another (a shop page opened
 * beside an admin page) waits up to 2 s for the frames that prove its element stable (an admin
 * test: 16.7 s, 8.1 s with its page brought to the front). Each locator action brings its page to
 * the front first, when another page of its context is there.
 */
const frontPages = new WeakMap<BrowserContext, Page>();
const locatorActions = [
  "check",
  "clear",
  "click",
  "dblclick",
  "dragTo",
  "fill",
  "focus",
  "hover",
  "press",
  "pressSequentially",
  "selectOption",
  "selectText",
  "setChecked",
  "setInputFiles",
  "tap",
  "uncheck",
] as const;
let isFrontPatched = false;
function actOnFrontPage(page: Page): void {
  if (isFrontPatched) return;
  isFrontPatched = true;
  const locator = Object.getPrototypeOf(page.locator("html")) as Record<
    (typeof locatorActions)[number],
    (this: Locator, ...args: unknown[]) => Promise<unknown>
  >;
  for (const name of locatorActions) {
    const action = locator[name];
    locator[name] = async function (this: Locator, ...args: unknown[]) {
      const target = this.page();
      const context = target.context();
      if (frontPages.get(context) !== target && context.pages().length > 1) {
        await target.bringToFront();
        frontPages.set(context, target);
      }
      return action.apply(this, args);
    };
  }
}
const watchFront = (context: BrowserContext): void => {
  context.on("page", (page) => frontPages.set(context, page));
};

class BrowserErrors {
  readonly #watched = new WeakSet<BrowserContext>();
  readonly #errors: string[] = [];
  readonly #expected: ExpectedError[] = [...expectedEverywhere];

  watch(context: BrowserContext): BrowserContext {
    if (this.#watched.has(context)) return context;
    this.#watched.add(context);
    watchFront(context);
    context.on("weberror", (error) => {
      const { message, stack } = error.error();
      this.#errors.push(`pageerror: ${stack ?? message}`);
    });
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url } = message.location();
      if (isDeliberateStatus(message.text(), url)) return;
      const text = `${message.text()} (${url})`;
      if (!this.#expected.some((expected) => expected.pattern.test(text)))
        this.#errors.push(`console error: ${text}`);
    });
    return context;
  }

  expect(expected: ExpectedError): void {
    if (!expected.reason.trim()) throw new Error(`give the reason ${expected.pattern} is expected`);
    this.#expected.push(expected);
  }

  check(): void {
    if (this.#errors.length > 0)
      throw new Error(`errors in the browser:\n${this.#errors.join("\n")}`);
  }
}

export const test = base.extend<{
  /** Lets the test's pages log a console error matching `pattern`, for the `reason` given. */
  allowConsoleError: (pattern: RegExp, reason: string) => void;
  browserErrors: BrowserErrors;
}>({
  // every context of the test, the `page` fixture's and those made with browser.newContext()
  browserErrors: [
    async ({ browser }, use) => {
      const errors = new BrowserErrors();
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = errors.watch(await newContext(options));
        // the pages of a test's own context wait for hydration as the `page` fixture's do
        if (options?.javaScriptEnabled === false) withoutScripts.add(context);
        context.on("page", waitForHydrationOnLoad);
        return context;
      };
      try {
        await use(errors);
      } finally {
        // the browser is the worker's: the next test watches its own contexts
        delete (browser as Partial<typeof browser>).newContext;
      }
      errors.check();
    },
    { auto: true },
  ],
  context: async ({ context, browserErrors, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) withoutScripts.add(context);
    await use(browserErrors.watch(context));
  },
  page: async ({ page }, use) => {
    waitForHydrationOnLoad(page);
    actOnFrontPage(page);
    await use(page);
  },
  allowConsoleError: async ({ browserErrors }, use) => {
    await use((pattern, reason) => browserErrors.expect({ pattern, reason }));
  },
});
