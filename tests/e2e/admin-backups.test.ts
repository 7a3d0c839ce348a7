import { askControl } from "#server/platform/control-socket.ts";
import { e2eServers } from "../../playwright.config.ts";
import { expect, test } from "./fixture.ts";
import { demoAccounts } from "./seed-data.ts";

// Issue 24: /admin says when the last backup was taken and how large it is, and warns while
// none succeeded within a day. `npm run backup` reaches the running server through its data
// directory's socket; the test asks it the same way.
const editor = demoAccounts.find((account) => account.role === "back-office")!;

test("the pages screen warns without a backup and shows the last one, at 375 and 1440 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/adminLogin?redirectTo=%2Fadmin");
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
  const notice = page.getByTestId("backup-notice");
  // the site's first screen before any backup: a warning
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText("u zadnja 24 sata nije uspjela nijedna sigurnosna kopija");
  await expect(notice).toContainText("Još nema nijedne sigurnosne kopije.");
  await expect(notice).toContainText("Dnevne kopije su isključene (BACKUP_KEEP=0)");
  const taken = (await askControl(e2eServers.site.dataDir, "backup")) as { size: number };
  expect(taken.size).toBeGreaterThan(0);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(notice).toHaveAttribute("role", "status");
    await expect(notice).toContainText(/Zadnja sigurnosna kopija: .+ \(\d+(,\d)? MB\)/);
    const box = await notice.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  }
});
