import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 21 (decision 047) /admin/consent: the editor adds a consent, puts it on the register
// form, and the registration page asks for it. A site of its own: the register form changes.
const editor = demoAccounts.find((account) => account.role === "back-office")!;
const site = ownSite();
const text = "Pristajem primati obavijesti o radionicama.";

async function logIn(page: Page) {
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
}

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the editor adds a consent to the register form and the registration page shows it (1440 px, 375 px)", async ({
  page,
}) => {
  const { origin } = site();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/admin/consent`);
  await logIn(page);
  await expect(page.getByRole("heading", { name: "Privole", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Izbornik administracije" });
  await expect(nav.getByRole("link", { name: "Privole" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/^Zapisnik privola: \d+ zapisa, lanac ispravan$/)).toBeVisible();

  // a new consent, by keyboard
  await page.getByLabel("Jedinstveni broj").fill("WORK-1");
  const add = page.getByRole("form", { name: "Dodaj privolu" });
  await add.getByLabel("Tekst (hrvatski)").fill(text);
  await add.getByLabel("Tekst (engleski)").fill("I agree to receive workshop news.");
  await add.getByRole("button", { name: "Dodaj privolu" }).press("Enter");
  await expect(page.locator(".admin-notice").first()).toHaveText("Privola WORK-1 je dodana.");
  const row = page.getByRole("row").filter({ hasText: "WORK-1" });
  await expect(row).toContainText(text);
  await expect(row.getByRole("cell").nth(1)).toHaveText("1");

  // the register form: its two consents, then the new one in the first free row
  await page.getByRole("link", { name: "Registracija", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Privole obrasca „Registracija”" })).toBeVisible();
  const third = page.getByRole("group", { name: "Redak 3" });
  await third.getByLabel("Privola").selectOption({ label: `WORK-1 (v1): ${text}` });
  await third.getByLabel("Ključ").fill("workshops");
  await third.getByLabel("Obavezna").check();
  await page.getByRole("button", { name: "Spremi privole obrasca" }).click();
  await expect(page.locator(".admin-notice")).toHaveText(
    "Privole obrasca „Registracija” su spremljene.",
  );
  await expect(page.getByRole("group", { name: "Redak 3" }).getByLabel("Ključ")).toHaveValue(
    "workshops",
  );

  // the form's consent text edit says it makes a new version
  const edit = page.locator("details", { hasText: "Uredi tekst privole WORK-1" });
  await edit.getByText("Uredi tekst privole WORK-1").click();
  await expect(
    edit.getByText("Spremanjem promijenjenog teksta nastaje nova verzija 2;"),
  ).toBeVisible();
  await expect(edit.getByLabel("Tekst (hrvatski)")).toHaveValue(text);

  // 375 px: nothing sticks out sideways
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoPageOverflow(page);
  await page.goto(`${origin}/admin/consent`);
  await expectNoPageOverflow(page);

  // the registration page asks a visitor for it, required
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/registracija`);
  const checkbox = page.getByRole("checkbox", { name: new RegExp(text) });
  await expect(checkbox).toBeVisible();
  await expect(checkbox).not.toBeChecked();
  await expect(page.locator("label", { hasText: text })).toContainText("*");
});
