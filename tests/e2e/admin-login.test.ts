import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { maintenancePort } from "../../playwright.config.ts";
import { demoAccounts, pages } from "./seed-data.ts";

// spec 2 /adminLogin, spec 4 login, spec 6: back-office users see the site in maintenance mode.
const maintenance = `http://127.0.0.1:${maintenancePort}`;
const editor = demoAccounts.find((account) => account.role === "back-office")!;
const shopper = demoAccounts.find((account) => account.role === "shopper")!;
const maintenanceText = "Održavanje u toku, biti ćemo s Vama uskoro!";
const noticeText = "Održavanje je uključeno — stranicu vide samo urednici";

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("Adresa e-pošte").fill(email);
  await page.getByLabel("Lozinka").fill(password);
  await page.getByRole("button", { name: "Prijava" }).click();
}

test("the login page stays reachable while everything else is in maintenance", async ({ page }) => {
  const home = await page.goto(`${maintenance}/`);
  expect(home?.status()).toBe(503);
  await expect(page.getByText(maintenanceText)).toBeVisible();

  const login = await page.goto(`${maintenance}/adminLogin`);
  expect(login?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Prijava za urednike" })).toBeVisible();
  await expect(page.getByLabel("Adresa e-pošte")).toHaveAttribute("autocomplete", "username");
  await expect(page.getByLabel("Lozinka")).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByText(noticeText)).toHaveCount(0);
});

test("a back-office user logs in and sees the site, with the maintenance notice", async ({
  page,
  context,
}) => {
  await page.goto(`${maintenance}/adminLogin`);
  await logIn(page, editor);

  await expect(page).toHaveURL(`${maintenance}/`);
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.getByText(maintenanceText)).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Održavanje" })).toContainText(noticeText);
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();

  const cookies = await context.cookies(maintenance);
  const access = cookies.find((cookie) => cookie.name === "accessToken");
  const refresh = cookies.find((cookie) => cookie.name === "refreshToken");
  for (const cookie of [access, refresh]) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  }
  const inSeconds = (expires: number | undefined) => (expires ?? 0) - Date.now() / 1000;
  expect(inSeconds(access?.expires)).toBeGreaterThan(3500);
  expect(inSeconds(access?.expires)).toBeLessThanOrEqual(3600);
  expect(inSeconds(refresh?.expires)).toBeGreaterThan(2_591_000);

  // A full page load of the site answers 200 for the editor, also below the home page.
  const reload = await page.reload();
  expect(reload?.status()).toBe(200);
  await expect(page.locator("header.site-header")).toBeVisible();
  const other = await page.request.get(`${maintenance}/${pages.hall.hr.slug}`);
  expect(other.status()).toBe(200);

  // Logging out revokes the session and leads home, which is in maintenance again.
  await page.getByRole("complementary", { name: "Održavanje" }).getByRole("button").click();
  await expect(page).toHaveURL(`${maintenance}/`);
  await expect(page.getByText(maintenanceText)).toBeVisible();
  const left = (await context.cookies(maintenance)).map((cookie) => cookie.name);
  expect(left).not.toContain("accessToken");
  expect(left).not.toContain("refreshToken");
  const revoked = await page.request.get(`${maintenance}/api/v1/user/web/profile`, {
    headers: { accessToken: access?.value ?? "" },
  });
  expect(revoked.status()).toBe(401);
});

test("without JavaScript the login works and follows a safe redirectTo", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const target = `/${pages.hall.hr.slug}`;
  await page.goto(`${maintenance}/adminLogin?redirectTo=${encodeURIComponent(target)}`);
  await logIn(page, editor);
  await expect(page).toHaveURL(`${maintenance}${target}`);
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.getByText(noticeText)).toBeVisible();

  // An external target is ignored: the login leads home instead.
  await page.goto(`${maintenance}/adminLogin?redirectTo=${encodeURIComponent("//evil.example")}`);
  await expect(page.getByText(`Prijavljeni ste kao ${editor.email}.`)).toBeVisible();
  await logIn(page, editor);
  await expect(page).toHaveURL(`${maintenance}/`);
  await context.close();
});

test("a shopper may log in but still sees the maintenance view", async ({ page, context }) => {
  await page.goto(`${maintenance}/adminLogin`);
  await logIn(page, shopper);
  await expect(page).toHaveURL(`${maintenance}/`);
  await expect(page.getByText(maintenanceText)).toBeVisible();
  await expect(page.locator("header.site-header")).toHaveCount(0);
  const names = (await context.cookies(maintenance)).map((cookie) => cookie.name);
  expect(names).toContain("accessToken");
  const response = await page.reload();
  expect(response?.status()).toBe(503);
});

test("a wrong password keeps the form with the reason, and the button waits", async ({ page }) => {
  await page.goto(`${maintenance}/adminLogin`);
  // Hold the submission, to see the button disabled while it runs (spec 4).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/adminLogin.data**", async (route) => {
    await held;
    await route.continue();
  });
  await logIn(page, { email: editor.email, password: "not-the-password" });
  await expect(page.getByRole("button", { name: "Prijava u tijeku…" })).toBeDisabled();
  release();

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Prijava nije uspjela");
  await expect(alert).toContainText("Neispravno korisničko ime ili lozinka");
  await expect(page).toHaveURL(`${maintenance}/adminLogin`);
  await expect(page.getByLabel("Adresa e-pošte")).toHaveValue(editor.email);
  await expect(page.getByRole("button", { name: "Prijava" })).toBeEnabled();
});

test("the server validates the form with the spec 5 messages", async ({ page }) => {
  await page.goto(`${maintenance}/adminLogin`);
  await page.getByRole("button", { name: "Prijava" }).click();
  const email = page.getByLabel("Adresa e-pošte");
  const password = page.getByLabel("Lozinka");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Unos ovog polja je obavezan");
  await expect(password).toHaveAccessibleDescription("Unos ovog polja je obavezan");
  await expect(email).toBeFocused();

  await email.fill("urednica");
  await password.fill("kratka");
  await page.getByRole("button", { name: "Prijava" }).click();
  await expect(email).toHaveAccessibleDescription("Unesite uzorak adrese elektroničke pošte");
  await expect(password).toHaveAccessibleDescription("Najmanji dopušteni broj znakova je 8");
  await expect(page).toHaveURL(`${maintenance}/adminLogin`);
});

test("without JavaScript an empty form comes back with the messages (400)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${maintenance}/adminLogin`);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === "POST"),
    page.getByRole("button", { name: "Prijava" }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByText("Unos ovog polja je obavezan")).toHaveCount(2);
  await context.close();
});
