import { expect, test } from "./fixture.ts";
import {
  followVerification,
  logIn,
  newEmail,
  privacyConsent,
  useAccountSite,
} from "./account-site.ts";

// issue 9: register with addresses (spec 3 addresses[2]) before any JavaScript runs.
const site = useAccountSite();
test.use({ javaScriptEnabled: false });

test("register with a company Main address and the same Shipping one, without JavaScript", async ({
  page,
  browser,
}) => {
  const email = newEmail();
  await page.goto(`${site.origin}/registracija`);
  await page.getByRole("link", { name: "Registracija s adresama" }).click();
  await expect(page).toHaveURL(`${site.origin}/registracija?mode=addresses`);
  const main = page.getByRole("group", { name: "Glavna adresa" });
  await expect(main).toBeVisible();
  await main.getByLabel("Ime", { exact: true }).fill("Marko");
  await main.getByLabel("Prezime").fill("Horvat");
  await main.getByLabel("E-pošta za kontakt").fill(email);
  await main.getByLabel("Telefon").fill("+385 91 555 1234");
  await main.getByLabel("Ulica").fill("Vukovarska");
  await main.getByLabel("Kućni broj").fill("7");
  await main.getByLabel("Poštanski broj").fill("21000");
  await main.getByLabel("Grad").fill("Split");
  // issue 23: a company's fields only for a company (a ticked box shows them, without JavaScript)
  await expect(main.getByLabel("Naziv tvrtke")).toBeHidden();
  await expect(main.getByLabel("OIB tvrtke")).toBeHidden();
  await main.getByLabel("Kupujem kao tvrtka").check();
  await expect(main.getByLabel("OIB tvrtke")).toBeVisible();
  await main.getByLabel("Naziv tvrtke").fill("Horvat d.o.o.");
  await main.getByLabel("OIB tvrtke").fill("69435151531");
  await page.getByLabel("Lozinka", { exact: true }).fill("Morska-Sol-39");
  await page.getByLabel("Ponovite lozinku").fill("Morska-Sol-39");
  await expect(page.getByLabel("Adresa za dostavu jednaka je glavnoj adresi")).toBeChecked();
  await page.getByRole("button", { name: "Registriraj se" }).click();

  const refused = page.getByRole("group", { name: "Glavna adresa" });
  await expect(
    refused.getByText("OIB nije ispravan (11 znamenki s kontrolnom znamenkom)"),
  ).toBeVisible();
  // spec 5: the required consent (starred) was not accepted
  await expect(
    page.getByText("Za nastavak prihvatite obavezne privole (označene zvjezdicom)"),
  ).toBeVisible();
  await page.getByLabel(privacyConsent).check();
  // what was typed is kept, passwords excepted
  await expect(refused.getByLabel("Grad")).toHaveValue("Split");
  await refused.getByLabel("OIB tvrtke").fill("69435151530");
  await page.getByLabel("Lozinka", { exact: true }).fill("Morska-Sol-39");
  await page.getByLabel("Ponovite lozinku").fill("Morska-Sol-39");
  await page.getByRole("button", { name: "Registriraj se" }).click();
  await expect(page.getByText(`Poslali smo Vam poruku na ${email}`)).toBeVisible();

  // the rest (its toasts) with JavaScript, in a page of its own
  // at a phone's width (issue 23: the address cards at 375 px)
  const shopper = await browser.newPage({
    javaScriptEnabled: true,
    viewport: { width: 375, height: 812 },
  });
  await followVerification(shopper, site, email);
  await logIn(shopper, email, "Morska-Sol-39");
  await expect(shopper).toHaveURL(`${site.origin}/`);
  await shopper.goto(`${site.origin}/profil`);
  await expect(shopper.getByRole("heading", { name: "Pozdrav, Marko" })).toBeVisible();
  const saved = shopper.getByRole("listitem").filter({ hasText: "Horvat d.o.o., OIB 69435151530" });
  await expect(saved.getByRole("heading", { name: "Glavna adresa" })).toBeVisible();
  await expect(
    shopper
      .getByRole("listitem")
      .filter({ has: shopper.getByRole("heading", { name: "Adresa za dostavu" }) }),
  ).toContainText("Vukovarska 7");
  // issue 23: the country by its name in the page's language, not its ISO code
  const mainCard = (heading: string) =>
    shopper.getByRole("listitem").filter({ has: shopper.getByRole("heading", { name: heading }) });
  await expect(mainCard("Glavna adresa")).toContainText("21000 Split, Hrvatska");
  await expect(mainCard("Glavna adresa")).not.toContainText("Split, HR");
  await shopper.goto(`${site.origin}/en/profile`);
  await expect(mainCard("Main address")).toContainText("21000 Split, Croatia");
  await shopper.close();
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("a private customer's form sends no company fields; a company's does", async ({ page }) => {
    await page.goto(`${site.origin}/registracija?mode=addresses`);
    const main = page.getByRole("group", { name: "Glavna adresa" });
    const company = main.getByLabel("Kupujem kao tvrtka");
    const name = main.getByLabel("Naziv tvrtke");
    await expect(name).toBeHidden();
    await company.check();
    await expect(name).toBeVisible();
    await name.fill("Horvat d.o.o.");
    await main.getByLabel("OIB tvrtke").fill("69435151530");
    const posted = async () => {
      const request = page.waitForRequest((each) => each.method() === "POST");
      await page.getByRole("button", { name: "Registriraj se" }).click();
      return new URLSearchParams((await request).postData() ?? "");
    };
    // unticked: hidden, switched off, not sent
    await company.uncheck();
    await expect(name).toBeHidden();
    await expect(name).toBeDisabled();
    const privateForm = await posted();
    expect(privateForm.get("main.firstName")).toBe("");
    expect(privateForm.has("main.companyName")).toBe(false);
    expect(privateForm.has("main.companyOIB")).toBe(false);
    await company.check();
    await expect(name).toBeEnabled();
    await name.fill("Horvat d.o.o.");
    await main.getByLabel("OIB tvrtke").fill("69435151530");
    const companyForm = await posted();
    expect(companyForm.get("main.companyName")).toBe("Horvat d.o.o.");
    expect(companyForm.get("main.companyOIB")).toBe("69435151530");
  });
});
