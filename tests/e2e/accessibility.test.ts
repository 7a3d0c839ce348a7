import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixture.ts";
import { pages } from "./seed-data.ts";

// WCAG 2.1 A/AA rules of axe-core on the pages a visitor meets first, desktop and mobile.
const paths = [
  "/",
  `/${pages.about.hr.slug}`,
  `/${pages.contact.hr.slug}`,
  `/en/${pages.hall.en.slug}`,
  "/adminLogin",
  "/nema-ove-stranice",
];

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 740 },
]) {
  test(`no WCAG A/AA violations (${viewport.name})`, async ({ page }) => {
    // six full axe runs: the home page with its product strip alone takes seconds on a busy
    // two-core machine, past the default 30 s for the lot
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // Entrance animations would be measured half-faded; the site honours reduced motion.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const report: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      for (const violation of violations) {
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
        report.push(`${path}: ${violation.id} (${violation.impact}) ${targets.join(" | ")}`);
      }
    }
    expect(report).toEqual([]);
  });
}
