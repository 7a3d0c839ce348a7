import { readFile } from "node:fs/promises";
import { expect, test } from "./fixture.ts";
import type { MyData } from "../../generated/types.ts";
import { logIn, newEmail, registerAndVerify, useAccountSite } from "./account-site.ts";

// issue 9 "My data" (GDPR): download everything as JSON, delete the account, register again.
const site = useAccountSite();

test("download my data, delete the account with its password, register the address again", async ({
  page,
}) => {
  test.slow(); // registration with its mail, login, download, erasure, a second registration
  const email = newEmail();
  await registerAndVerify(page, site, email, "Tiha-Rijeka-58");
  await logIn(page, email, "Tiha-Rijeka-58");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
  await page.goto(`${site.origin}/profil`);
  await expect(page.getByRole("heading", { name: "Moji podaci" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Preuzmi moje podatke" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^moji-podaci-\d{4}-\d{2}-\d{2}\.json$/);
  const mine = JSON.parse(await readFile(await download.path(), "utf8")) as MyData;
  expect(mine.account).toMatchObject({ email, details: { firstName: "Lucija" } });
  expect(mine.sessions.length).toBeGreaterThan(0);
  expect(mine.mails[0]?.template).toBe("verifyEmail");

  await page.getByLabel("Lozinka za potvrdu brisanja").fill("Kriva-Lozinka-11");
  await page.getByRole("button", { name: "Trajno obriši račun" }).click();
  await expect(page.getByText("Lozinka nije točna")).toBeVisible();
  await page.getByLabel("Lozinka za potvrdu brisanja").fill("Tiha-Rijeka-58");
  await page.getByRole("button", { name: "Trajno obriši račun" }).click();
  await expect(page.getByText("Račun je obrisan. Hvala što ste bili s nama.")).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/`);

  // signed out everywhere: the profile asks to sign in, and the old password no longer works
  await page.goto(`${site.origin}/profil`);
  await expect(page).toHaveURL(`${site.origin}/prijava?redirectTo=%2Fprofil`);
  await logIn(page, email, "Tiha-Rijeka-58");
  await expect(page.getByText("Neispravno korisničko ime ili lozinka")).toBeVisible();

  // the address is free again
  await registerAndVerify(page, site, email, "Nova-Rijeka-61");
  await logIn(page, email, "Nova-Rijeka-61");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
  await page.goto(`${site.origin}/profil`);
  await expect(page.getByRole("heading", { name: "Pozdrav, Lucija" })).toBeVisible();
});
