import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { linkIn } from "../api/smtp.ts";
import {
  logIn,
  newEmail,
  registerAndVerify as registerThrough,
  useAccountSite,
} from "./account-site.ts";

// issue 9 journeys on a site of its own that delivers its mail over SMTP (account-site.ts).
const site = useAccountSite();
const registerAndVerify = (page: Page, email: string, password: string) =>
  registerThrough(page, site, email, password);

test("register, verify by mail, sign in, edit the profile and an address, change the password, sign out", async ({
  page,
}) => {
  test.slow(); // a whole account's life: a dozen page loads and two mails
  const email = newEmail();
  await registerAndVerify(page, email, "Proljetna-Kisa-31");
  await logIn(page, email, "Proljetna-Kisa-31");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();

  await page.goto(`${site.origin}/profil`);
  await expect(page.getByRole("heading", { name: "Pozdrav, Lucija" })).toBeVisible();
  await page.getByLabel("Ime", { exact: true }).fill("Lucia");
  await page.getByRole("button", { name: "Spremi promjene" }).click();
  await expect(page.getByText("Profil je spremljen")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pozdrav, Lucia" })).toBeVisible();

  // a company address with a wrong OIB shows the message; the right one is saved
  await page.getByRole("link", { name: "Dodaj adresu" }).click();
  const form = page.locator("form", { has: page.getByLabel("OIB tvrtke") });
  await form.getByLabel("Ime", { exact: true }).fill("Lucia");
  await form.getByLabel("Prezime").fill("Babić");
  await form.getByLabel("E-pošta za kontakt").fill(email);
  await form.getByLabel("Telefon").fill("+385 91 234 5678");
  await form.getByLabel("Ulica").fill("Ilica");
  await form.getByLabel("Kućni broj").fill("12");
  await form.getByLabel("Poštanski broj").fill("10000");
  await form.getByLabel("Grad").fill("Zagreb");
  await form.getByLabel("Kupujem kao tvrtka").check();
  await form.getByLabel("Naziv tvrtke").fill("Babić obrt");
  await form.getByLabel("OIB tvrtke").fill("69435151531");
  await form.getByRole("button", { name: "Spremi adresu" }).click();
  await expect(
    page.getByText("OIB nije ispravan (11 znamenki s kontrolnom znamenkom)"),
  ).toBeVisible();
  await page.getByLabel("OIB tvrtke").fill("69435151530");
  await page.getByRole("button", { name: "Spremi adresu" }).click();
  await expect(page.getByText("Adresa je spremljena")).toBeVisible();
  await expect(page.getByText("Babić obrt, OIB 69435151530")).toBeVisible();

  // the membership card is saved and drawn as a barcode
  await page.getByLabel("Barkod članske iskaznice (neobavezno)").fill("4006381333931");
  await page.getByRole("button", { name: "Spremi iskaznicu" }).click();
  await expect(
    page.getByRole("img", { name: "Barkod članske iskaznice 4006381333931" }),
  ).toBeVisible();

  await page.getByLabel("Stara lozinka").fill("Proljetna-Kisa-31");
  await page.getByLabel("Nova lozinka").fill("Proljetna-Kisa-31");
  await page.getByLabel("Ponovite novu lozinku").fill("Ljetna-Oluja-72");
  await page.getByRole("button", { name: "Promijeni lozinku" }).click();
  await expect(page.getByText("Nova lozinka mora se razlikovati od stare lozinke")).toBeVisible();
  await expect(page.getByText("Ponovljena lozinka mora biti jednaka novoj lozinki")).toBeVisible();
  await page.getByLabel("Stara lozinka").fill("Proljetna-Kisa-31");
  await page.getByLabel("Nova lozinka").fill("Ljetna-Oluja-72");
  await page.getByLabel("Ponovite novu lozinku").fill("Ljetna-Oluja-72");
  await page.getByRole("button", { name: "Promijeni lozinku" }).click();
  await expect(page.getByText("Lozinka je promijenjena")).toBeVisible();

  await page.getByRole("button", { name: "Odjava" }).click();
  await expect(page.getByText("Uspješno ste se odjavili")).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/`);
  await page.goto(`${site.origin}/prijava`);
  await logIn(page, email, "Ljetna-Oluja-72");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
});

test("forgot password: the mailed link sets a new one, which signs in", async ({ page }) => {
  const email = newEmail();
  await registerAndVerify(page, email, "Jesenska-Magla-18");
  await page.getByRole("link", { name: "Zaboravili ste lozinku?" }).click();
  // the login page has an e-mail field too: fill only once the forgot-password page is shown
  await expect(page.getByRole("heading", { name: "Zaboravljena lozinka" })).toBeVisible();
  await page.getByLabel("Adresa e-pošte").fill(email);
  await page.getByRole("button", { name: "Pošalji poveznicu" }).click();
  await expect(page.getByText(`Ako za adresu ${email} postoji račun`)).toBeVisible();
  const mail = await site.smtp.waitForMail(email, (candidate) =>
    candidate.subject.startsWith("Nova lozinka"),
  );
  await page.goto(linkIn(mail, "token").href);
  await page.getByLabel("Nova lozinka").fill("Zimska-Zora-64");
  await page.getByLabel("Ponovite lozinku").fill("Zimska-Zora-64");
  await page.getByRole("button", { name: "Spremi novu lozinku" }).click();
  await expect(page.getByText("Nova lozinka je spremljena. Prijavite se njome.")).toBeVisible();
  await logIn(page, email, "Jesenska-Magla-18");
  await expect(page.getByText("Neispravno korisničko ime ili lozinka")).toBeVisible();
  await logIn(page, email, "Zimska-Zora-64");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
});

test("a private route sends a guest to sign in and back; a session outlives its access token", async ({
  page,
  context,
}) => {
  const email = newEmail();
  await registerAndVerify(page, email, "Ljetni-Pljusak-27");
  await page.goto(`${site.origin}/profil`);
  await expect(page).toHaveURL(`${site.origin}/prijava?redirectTo=%2Fprofil`);
  await logIn(page, email, "Ljetni-Pljusak-27");
  await expect(page).toHaveURL(`${site.origin}/profil`);
  await expect(page.getByRole("heading", { name: "Pozdrav, Lucija" })).toBeVisible();
  // signed in, the guest pages lead home
  await page.goto(`${site.origin}/registracija`);
  await expect(page).toHaveURL(`${site.origin}/`);

  // the access token's cookie expires (1 hour); the refresh token keeps the session
  const before = await context.cookies();
  const refreshToken = before.find((cookie) => cookie.name === "refreshToken")?.value;
  await context.clearCookies({ name: "accessToken" });
  await page.goto(`${site.origin}/profil`);
  await expect(page.getByRole("heading", { name: "Pozdrav, Lucija" })).toBeVisible();
  const after = await context.cookies();
  expect(after.find((cookie) => cookie.name === "accessToken")?.value).toMatch(/^[0-9a-f]{32}$/);
  expect(after.find((cookie) => cookie.name === "refreshToken")?.value).not.toBe(refreshToken);
});

test("the confirm-email page shows the message, follows a url goal, and 404s without its query", async ({
  page,
}) => {
  const missing = await page.goto(`${site.origin}/potvrdi-email?goal=x`);
  expect(missing?.status()).toBe(404);
  const query = new URLSearchParams({
    goal: "Hvala na prijavi, javit ćemo Vam se uskoro.",
    goalType: "message",
    confirmedEmail: "gost@example.com",
  });
  await page.goto(`${site.origin}/potvrdi-email?${query.toString()}`);
  await expect(page.getByRole("heading", { name: "Adresa je potvrđena" })).toBeVisible();
  await expect(page.getByText("Hvala na prijavi, javit ćemo Vam se uskoro.")).toBeVisible();
  await expect(page.getByText("Adresa e-pošte je potvrđena")).toBeVisible();
  const url = new URLSearchParams({
    goal: "/o-nama",
    goalType: "url",
    confirmedEmail: "gost@example.com",
  });
  await page.goto(`${site.origin}/potvrdi-email?${url.toString()}`);
  await expect(page).toHaveURL(`${site.origin}/o-nama`);
});
