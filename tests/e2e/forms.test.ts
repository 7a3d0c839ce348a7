import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 21: a back-office user builds a contact form in the builder (the form element from the
// palette, a field added in the inspector) and publishes it; visitors send it at 375 and
// 1440 px, ALTCHA solved in their browser; the submissions show in /admin/forms and the mails
// in the outbox.

test.use({ viewport: { width: 1440, height: 900 } });

const run = Date.now().toString(36);
const slug = `obrazac-${run}`;
const formSlug = `upit-${run}`;

/** A visitor (no session) sends the published form at one width. */
async function sendAsVisitor(browser: Browser, width: number, message: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page: Page = await context.newPage();
  try {
    await page.goto(`/${slug}`);
    const form = page.locator("form.form-el__form");
    await expect(form).toBeVisible();
    // one column on a phone, two on a wide screen
    const name = form.getByLabel("Ime i prezime");
    const email = form.getByLabel("E-pošta");
    const nameBox = (await name.boundingBox())!;
    const emailBox = (await email.boundingBox())!;
    expect(nameBox.y === emailBox.y).toBe(width >= 1024);
    // the errors of an empty form, in Croatian, next to their fields, before any request
    await form.getByRole("button", { name: "Pošalji" }).click();
    await expect(form.locator(".account-field__error").first()).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill(`Vid <b>${width}</b>`);
    await email.fill("vid@example.com");
    await form.getByLabel("Telefon").fill("+385 91 111 2222");
    await form.getByLabel("Poruka").fill(message);
    // ALTCHA starts when the visitor is on the form and solves in the browser
    await expect(form.locator('input[name="altcha"]')).not.toHaveValue("", { timeout: 60_000 });
    await form.getByRole("button", { name: "Pošalji" }).click();
    await expect(page.getByRole("status")).toContainText("Hvala! Javit ćemo vam se uskoro.");
  } finally {
    await context.close();
  }
}

test("an editor builds a contact form, visitors send it, the back office reads it", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  await api.createPublishedPage("Upit", slug);
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.getByRole("button", { name: "Dodaj element Obrazac" }).click();
    const canvas = page.getByRole("main", { name: "Platno stranice" });
    await canvas.getByRole("heading", { name: "Pišite nam" }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await inspector.getByRole("textbox", { name: "Oznaka obrasca*" }).fill(formSlug);

    // a fourth field: a phone number, with its label
    const fields = inspector.getByRole("group", { name: "Polja*" });
    await fields.getByRole("button", { name: "Dodaj", exact: true }).last().click();
    await fields.getByRole("combobox").nth(3).selectOption({ label: "Telefon" });
    await fields.getByRole("textbox", { name: "Naziv polja (u podacima)*" }).nth(3).fill("telefon");
    const labels = inspector.getByRole("group", { name: "Natpisi polja" });
    await labels.getByRole("button", { name: "Dodaj", exact: true }).last().click();
    await labels.getByRole("textbox", { name: "Naziv polja*" }).nth(3).fill("telefon");
    await labels.getByRole("textbox", { name: "Natpis*" }).nth(3).fill("Telefon");
    const saveState = page.locator(".vb-toolbar__status");
    await expect(saveState).toContainText("Sve promjene su spremljene");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(saveState).toContainText("Stranica je objavljena");
    const published = (await api.draft(slug)).document.elements[0];
    expect(published).toMatchObject({ type: "form", props: { formSlug } });
    expect((published?.props as { fields: { name: string }[] }).fields.map((f) => f.name)).toEqual([
      "ime",
      "email",
      "poruka",
      "telefon",
    ]);

    await sendAsVisitor(browser, 375, `Poruka s mobitela ${run}`);
    await sendAsVisitor(browser, 1440, `Poruka s računala ${run}`);

    // the back office: the submissions, their values as text
    await page.goto(`/admin/forms?form=${formSlug}`);
    await expect(page.getByRole("heading", { name: "Obrasci", level: 1 })).toBeVisible();
    await expect(page.getByText(`Poruka s mobitela ${run}`)).toBeVisible();
    await expect(page.getByText(`Poruka s računala ${run}`)).toBeVisible();
    await expect(page.getByText("Vid <b>375</b>")).toBeVisible();
    await expect(page.locator(".admin-forms b")).toHaveCount(0);

    // and the mails to the site's address, in the outbox
    const outbox = await page.request.get("/api/v1/mail/outbox", {
      headers: api.headers,
    });
    const mails = ((await outbox.json()) as { data: { subject: string; text: string }[] }).data;
    const ours = mails.filter((mail) => mail.text.includes(run));
    expect(ours).toHaveLength(2);
    expect(ours[0]?.subject).toContain("Pišite nam");
  } finally {
    await api.deletePage(slug);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the contact page's form posts to its page, answers the errors in place, and is confirmed by mail (375 px)", async ({
    page,
    browser,
  }) => {
    test.slow();
    const sender = `bez-skripte-${run}@example.com`;
    await page.goto("/kontakt");
    const form = page.locator("form.form-el__form");
    await expect(form.getByRole("checkbox", { name: /privatnosti/ })).toBeVisible();
    await expect(form.getByText("Bez JavaScripta poslat ćemo vam")).toBeVisible();
    await form.getByLabel("Ime i prezime").fill("Bez skripte");
    await form.getByRole("button", { name: "Pošalji" }).click();
    // the server's messages, next to their fields, what was typed kept
    await expect(page).toHaveURL(/\/kontakt$/);
    const email = page.locator("form.form-el__form").getByLabel("E-pošta");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("form.form-el__form").getByLabel("Ime i prezime")).toHaveValue(
      "Bez skripte",
    );
    // all fields right: with no captcha, the sender confirms by the mailed link
    await page.locator("form.form-el__form").getByLabel("E-pošta").fill(sender);
    await page.locator("form.form-el__form").getByLabel("Poruka").fill(`Bez skripte ${run}`);
    await page
      .locator("form.form-el__form")
      .getByRole("checkbox", { name: /privatnosti/ })
      .check();
    await page.locator("form.form-el__form").getByRole("button", { name: "Pošalji" }).click();
    await expect(page.getByRole("status")).toContainText("Provjerite e-poštu");

    const office = await browser.newContext({ javaScriptEnabled: true });
    const editor = await office.newPage();
    try {
      await logInAsEditor(editor);
      const api = await builderApi(editor.request);
      const mailOf = async () => {
        const outbox = await editor.request.get("/api/v1/mail/outbox", { headers: api.headers });
        const mails = ((await outbox.json()) as { data: { to: string; text: string }[] }).data;
        return mails.find((mail) => mail.to === sender);
      };
      // not received before it is confirmed
      await editor.goto("/admin/forms?form=kontakt");
      await expect(editor.getByRole("heading", { name: "Obrasci", level: 1 })).toBeVisible();
      await expect(editor.getByText(`Bez skripte ${run}`)).toHaveCount(0);
      const link = /https?:\/\/\S+token=f-[0-9a-f]{32}\S*/.exec((await mailOf())?.text ?? "")?.[0];
      expect(link).toBeDefined();
      const url = new URL(link ?? "");
      await page.goto(url.pathname + url.search);
      await expect(page.getByText("Obrazac „Pišite nam” je potvrđen i poslan")).toBeVisible();
      await editor.goto("/admin/forms?form=kontakt");
      await expect(editor.getByText(`Bez skripte ${run}`)).toBeVisible();
    } finally {
      await office.close();
    }
  });
});
