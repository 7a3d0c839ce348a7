import { test } from "./fixture.ts";

// The fixture (fixture.ts) fails a test on an error in its pages: these tests cause one each and
// are expected to fail (test.fail: Playwright reports them as failing if they pass).

test.fail("an uncaught exception in a page fails the test", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("thrown on purpose");
    });
  });
  await page.waitForTimeout(200);
});

test.fail("a console error in a context of the test's own fails the test", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await page.evaluate(() => console.error("logged on purpose"));
  await page.waitForTimeout(200);
  await context.close();
});

test("a console error the test expects, with its reason, does not", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/logged on purpose/, "this test logs it to show the allow-list works");
  await page.goto("/");
  await page.evaluate(() => console.error("logged on purpose"));
  await page.waitForTimeout(200);
});
