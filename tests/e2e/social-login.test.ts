import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { siteOptions, sites } from "../../server/db/schema.ts";
import { startOidcProvider, type TestOidcProvider } from "../api/oidc.ts";
import { ownSite } from "./own-site.ts";

// issue 9 social login in Chromium on a site of its own (this process, in-memory database)
// against a REAL OpenID provider started here (oidc-provider and its sign-in pages).
const site = ownSite();
let provider: TestOidcProvider;

test.beforeAll(async () => {
  const { origin, database } = site();
  provider = await startOidcProvider({ redirectUris: [`${origin}/social-login`] });
  // before any page is asked for: the login page's anonymous copy is cached with its buttons
  const [row] = await database.db.select({ id: sites.id }).from(sites).limit(1);
  await database.db.insert(siteOptions).values({
    siteId: row?.id ?? "",
    key: "SocialLoginProviders",
    value: provider.option("testni", "Testni ID"),
  });
});

test.afterAll(async () => {
  await provider?.close();
});

let unique = 0;
// the test provider's development pages (oidc-provider), not the site's
test.beforeEach(({ allowConsoleError }) => {
  allowConsoleError(
    /fonts\.googleapis\.com/,
    "the test OpenID provider's sign-in page loads Roboto from Google Fonts, which the closed test network cannot reach",
  );
  allowConsoleError(/favicon\.ico/, "the test OpenID provider has no favicon");
});

const newEmail = () => `social.e2e.${Date.now()}.${++unique}@example.com`;

/** The provider's own sign-in page, then its consent page. */
async function signInAtProvider(page: Page, login: string, { deny = false } = {}) {
  await expect(page.getByPlaceholder("Enter any login")).toBeVisible();
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("test");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  if (deny) await page.getByRole("link", { name: "[ Cancel ]" }).click();
  else await page.getByRole("button", { name: "Continue" }).click();
}

test("a private page while signed out, signed in through the provider, and back there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site().origin}/profil`);
  await expect(page).toHaveURL(`${site().origin}/prijava?redirectTo=%2Fprofil`);
  await expect(page.getByRole("heading", { name: "Prijava" })).toBeVisible();
  await page.getByRole("link", { name: "Nastavite s računom Testni ID" }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await signInAtProvider(page, newEmail());
  await expect(page).toHaveURL(`${site().origin}/profil`);
  await expect(page.getByRole("heading", { name: "Pozdrav, Iva" })).toBeVisible();
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
  // the session is the password login's: the same HttpOnly cookies, and no flow cookie left
  const cookies = await page.context().cookies(site().origin);
  expect(cookies.find((cookie) => cookie.name === "refreshToken")?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === "socialLogin")).toBeUndefined();
  await page.getByRole("button", { name: "Odjava" }).click();
  await expect(page.getByText("Uspješno ste se odjavili")).toBeVisible();
});

test("denied consent and a foreign answer show a Croatian message on the login page", async ({
  page,
}) => {
  await page.goto(`${site().origin}/social-login`);
  await expect(page.getByRole("heading", { name: "Prijava drugim računom" })).toBeVisible();
  await page.getByRole("link", { name: "Nastavite s računom Testni ID" }).click();
  await signInAtProvider(page, newEmail(), { deny: true });
  await expect(page).toHaveURL(`${site().origin}/prijava?socialError=socialDenied`);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Prijava drugim računom nije uspjela");
  await expect(alert).toContainText("niste dopustili pristup svom računu");

  // an answer this browser never asked for (no flow cookie): refused, explained, no 500
  const response = await page.goto(
    `${site().origin}/social-login?code=abc&state=${"1".repeat(32)}`,
  );
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${site().origin}/prijava?socialError=socialStateInvalid`);
  await expect(page.getByRole("alert")).toContainText("Prijava je istekla ili je već iskorištena");
});

for (const width of [375, 1440]) {
  test(`the login page with its provider button fits ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site().origin}/prijava`);
    const button = page.getByRole("link", { name: "Nastavite s računom Testni ID" });
    await expect(button).toBeVisible();
    const form = page.getByRole("button", { name: "Prijava", exact: true });
    const [buttonBox, formBox] = [await button.boundingBox(), await form.boundingBox()];
    // as wide as the login button, inside the viewport, nothing scrolls sideways
    expect(Math.round(buttonBox?.width ?? 0)).toBe(Math.round(formBox?.width ?? -1));
    expect(
      (buttonBox?.x ?? -1) >= 0 && (buttonBox?.x ?? 0) + (buttonBox?.width ?? 0) <= width,
    ).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(width);
    await page.getByRole("button", { name: "Slažem se" }).click();
    await page.screenshot({ path: `test-results/social-login-${width}.png`, fullPage: true });
  });
}
