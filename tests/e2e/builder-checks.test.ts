import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 'Checks in the editor': axe-core on the page being edited (loaded only when the
// editor checks), each finding selecting its element; the page's weight before publishing.

test("an image without alt text shows up in the check and selects its element; the page's weight is shown", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `provjere-${stamp}`;
  const created = await api.createPublishedPage("Provjere", slug);
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [
        { id: "naslov", type: "heading", props: { text: "Terasa", level: 2 } },
        {
          id: "slika",
          type: "image",
          props: { src: "/images/demo/terrace-960.jpg", alt: "", width: 960, height: 600 },
        },
      ],
    },
  });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(`/${slug}?editPage=true`);
    const toolbar = page.getByRole("toolbar", { name: "Alati uređivača" });
    // the weight before publishing: HTML and JavaScript a visitor downloads
    await expect(toolbar.getByText(/^Težina: \d+,\d kB$/)).toBeVisible();
    // axe-core is a chunk of its own, fetched only once the editor checks
    expect(scripts.some((name) => /\/axe[\w.-]*\.js$/.test(name))).toBe(false);

    await page.getByRole("tab", { name: "Provjere" }).click();
    const panel = page.getByRole("tabpanel", { name: "Provjere" });
    await expect(panel.getByRole("status")).toHaveText("Pronađeno problema: 1");
    expect(scripts.some((name) => /\/axe[\w.-]*\.js$/.test(name))).toBe(true);
    const finding = panel.getByRole("button", { name: "Slika: slika nema alternativni tekst" });
    await finding.click();
    await expect(page.locator('.vb-node[data-node-id="slika"]')).toHaveAttribute(
      "data-selected",
      "true",
    );
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    const alt = inspector.getByRole("textbox", { name: "Alternativni tekst*", exact: true });
    await expect(alt).toBeVisible();

    // weight figures in the panel: HTML and the scripts, in kB
    await expect(panel.getByText(/^JavaScript \(\d+ datoteka\)$/)).toBeVisible();
    await expect(panel.locator(".vb-checks__weight dd")).toHaveText([
      /^\d+,\d kB$/,
      /^\d+,\d kB$/,
      /^\d+,\d kB$/,
    ]);

    // writing the alt text clears the finding
    await alt.fill("Terasa uz more");
    await expect(panel.getByRole("status")).toHaveText("Nisu pronađeni problemi pristupačnosti.");
    await expect(finding).toHaveCount(0);
  } finally {
    await api.deletePage(slug);
  }
});

test("the check lists a skipped heading level and a link without a name, in Croatian", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `provjere-naslovi-${stamp}`;
  const created = await api.createPublishedPage("Provjere naslova", slug);
  // colour contrast has no case here: no element takes a colour of its own (rich text keeps no
  // styles, backgrounds are the landing style's pairs), so the page cannot have low contrast
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [
        { id: "naslov", type: "heading", props: { text: "Terasa", level: 2 } },
        // h2, then h5: levels 3 and 4 are skipped
        { id: "podnaslov", type: "heading", props: { text: "Jelovnik", level: 5 } },
        // a link with an address and no text
        {
          id: "tekst",
          type: "rich-text",
          props: { html: '<p>Jelovnik je <a href="/restoran"></a> ovdje.</p>' },
        },
      ],
    },
  });
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.getByRole("tab", { name: "Provjere" }).click();
    const panel = page.getByRole("tabpanel", { name: "Provjere" });
    await expect(panel.getByRole("status")).toHaveText("Pronađeno problema: 2");
    await expect(panel.getByRole("listitem")).toHaveText([
      "Naslov: razina naslova preskače razinu",
      "Tekst: poveznica nema naziv",
    ]);

    // each finding selects its own element
    await panel.getByRole("button", { name: "Naslov: razina naslova preskače razinu" }).click();
    await expect(page.locator('.vb-node[data-node-id="podnaslov"]')).toHaveAttribute(
      "data-selected",
      "true",
    );
    await panel.getByRole("button", { name: "Tekst: poveznica nema naziv" }).click();
    await expect(page.locator('.vb-node[data-node-id="tekst"]')).toHaveAttribute(
      "data-selected",
      "true",
    );
  } finally {
    await api.deletePage(slug);
  }
});
