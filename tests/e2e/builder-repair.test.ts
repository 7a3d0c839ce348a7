import { and, eq } from "drizzle-orm";
import { expect, test } from "./fixture.ts";
import type { PageDocument } from "../../generated/types.ts";
import { terms } from "../../server/db/schema.ts";
import { logInAsEditor } from "./builder-helpers.ts";
import { ownSite } from "./own-site.ts";

// A schema change never silently drops content (issue 18, decision 034): a stored heading whose
// props break the heading's current schema (an anchor with capitals and a space, as a stricter
// pattern leaves one behind) is
// skipped for visitors and shown to the editor as needing repair in the builder's checks. A
// site of this file's own, so that the stored row can be written as old data looks.
const left = {
  id: "zastarjeli-naslov",
  type: "heading",
  props: { text: "Stari naslov", level: 9 },
};

const site = ownSite({}, async (database) => {
  const aboutInCroatian = and(eq(terms.slugMain, "about"), eq(terms.languageCode, "hrv"));
  const [row] = await database.db.select().from(terms).where(aboutInCroatian);
  const stored = row?.document as PageDocument;
  await database.db
    .update(terms)
    .set({ document: { ...stored, elements: [left, ...stored.elements] } })
    .where(aboutInCroatian);
});

test("a stored element that breaks its schema is skipped for visitors and flagged for repair in the builder", async ({
  page,
  request,
}) => {
  const { origin } = site();
  const visitor = await request.get(`${origin}/o-nama`);
  expect(visitor.status()).toBe(200);
  expect(await visitor.text()).not.toContain("Stari naslov");

  await logInAsEditor(page, origin);
  await page.goto(`${origin}/o-nama?editPage=true`);
  const node = page.locator(`.vb-node[data-node-id="${left.id}"]`);
  await expect(node).toHaveAttribute("data-invalid", "true");

  await page.getByRole("tab", { name: "Provjere" }).click();
  const panel = page.getByRole("tabpanel", { name: "Provjere" });
  await expect(panel.locator(".vb-checks__repair")).toHaveText("Elemenata za popravak: 1");
  const finding = panel.getByRole("button", {
    name: "Naslov: svojstva ne odgovaraju shemi elementa (polja: 1); posjetitelji ga ne vide",
  });
  await finding.click();
  await expect(node).toHaveAttribute("data-selected", "true");
});
