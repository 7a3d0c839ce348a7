import { expect, test } from "./fixture.ts";
import { demoAccounts } from "./seed-data.ts";

// spec 2 back-office modals: the domain list. The editor sees the host names the site answers
// on, adds one and removes one; a refusal of the API shows inside the dialog.
const editor = demoAccounts.find((account) => account.role === "back-office")!;

test("the domain list shows the site's domains, adds one and removes it", async ({
  page,
  baseURL,
}) => {
  const host = new URL(baseURL!).hostname;
  await page.goto(`${baseURL}/admin`);
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();

  await page.getByRole("button", { name: `Domena: ${host}` }).click();
  const dialog = page.getByRole("dialog", { name: "Domene" });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: host })).toContainText("Trenutna");
  // the domain in use has no way to be removed
  await expect(rows.filter({ hasText: host }).getByRole("button")).toHaveCount(0);

  const name = `e2e-${Date.now().toString(36)}.example.hr`;
  await dialog.getByLabel("Domena", { exact: true }).fill(name);
  await dialog.getByLabel("Adresa stranice na domeni").fill("https://example.hr");
  await dialog.getByRole("button", { name: "Dodaj domenu" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Radnja nije uspjela: Adresa mora biti na toj domeni",
  );
  await expect(rows).toHaveCount(2);

  await dialog.getByLabel("Adresa stranice na domeni").fill(`https://${name}`);
  await dialog.getByRole("button", { name: "Dodaj domenu" }).click();
  await expect(dialog.getByRole("status")).toHaveText(`Domena ${name} je dodana.`);
  await expect(rows).toHaveCount(3);
  await expect(dialog.getByRole("link", { name: `https://${name}` })).toHaveAttribute(
    "target",
    "_blank",
  );

  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: `Ukloni ${name}` }).click();
  await expect(dialog.getByRole("status")).toHaveText(`Domena ${name} je uklonjena.`);
  await expect(rows).toHaveCount(2);
  await expect(dialog).toBeVisible();
});
