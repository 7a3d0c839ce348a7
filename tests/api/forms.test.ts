import { randomInt } from "node:crypto";
import { createServer, type Server } from "node:http";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormCaptcha, FormSubmissionList, LoginResult } from "#generated/types.ts";
import { consentLog } from "#server/db/schema-consents.ts";
import { formSubmissionFiles, formSubmissions } from "#server/db/schema-forms.ts";
import { masters } from "#server/db/schema-builder.ts";
import { layoutElements, outbox, siteOptions, terms, users } from "#server/db/schema.ts";
import { createFormChallenge } from "#server/modules/forms/altcha.ts";
import { demoAccount, type Role } from "./backoffice.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { demoSite } from "./shop-orders.ts";

// Forms (issue 21): storeData checks a submission against the published form's own schema, its
// consents, files by content and a captcha (ALTCHA solved here with altcha-lib's solver, or
// reCAPTCHA against a local stand-in of Google's siteverify), and the back office lists them.
const hmacKey = "forms-test-hmac-key-0123456789abcdef";
let server: TestServer;
let siteId = "";
const tokens: Record<Role, string> = { "back-office": "", shopper: "" };
const run = `t${randomInt(100000, 999999)}`;
const fileForm = `datoteke-${run}`;
let address = 0;
/** A fresh client address (TRUST_PROXY=1): each test has its own rate limit window. */
const subnet = randomInt(0, 250); // PostgreSQL keeps the rate limit counters between runs
const nextAddress = () => `10.${subnet}.${Math.floor(++address / 250)}.${address % 250}`;

type Answer<T> = {
  status: number;
  data: T;
  key?: string;
  fields?: { path: string; key: string }[];
};

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json()) as {
    data: T;
    error?: { key: string; fields?: { path: string; key: string }[] };
  };
  return {
    status: response.status,
    data: body.data,
    key: body.error?.key,
    fields: body.error?.fields,
  };
}

const headersOf = (role: Role | null, from = nextAddress()) => ({
  language: "hrv",
  "x-forwarded-for": from,
  ...(role ? { accessToken: tokens[role] } : {}),
});

const getJson = async <T>(path: string, role: Role | null = null) =>
  answerOf<T>(await fetch(server.url + path, { headers: headersOf(role) }));

const postJson = async <T>(path: string, body: unknown, from?: string) =>
  answerOf<T>(
    await fetch(server.url + path, {
      method: "POST",
      headers: { ...headersOf(null, from), "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

/** A solved ALTCHA: a challenge from the API (or one given), solved as the widget would. */
async function solvedAltcha(given?: Challenge): Promise<string> {
  const challenge =
    given ??
    ((await getJson<FormCaptcha>("/api/v1/cms/form/challenge")).data
      .challenge as unknown as Challenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const contact = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  formSlug: "kontakt",
  path: "/kontakt",
  data: { ime: "Ana Anić", email: "ana@example.com", poruka: "Imate li stol za četvero?", ...data },
  consents: ["privacy"],
  ...extra,
});

const store = (body: unknown, from?: string) =>
  postJson<{ accepted: boolean }>("/api/v1/cms/form/storeData", body, from);

async function logIn(role: Role): Promise<string> {
  const { email, password } = demoAccount(role);
  const response = await fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { data: LoginResult }).data.tokens.accessToken;
}

/** Publishes a page holding a form with file fields (as the builder's publish writes terms). */
async function publishFileForm(): Promise<void> {
  const form = {
    id: `form-${run}`,
    type: "form",
    version: 1,
    props: {
      formSlug: fileForm,
      title: "Prijava",
      fields: [
        { type: "text", name: "ime", required: true, maxLength: 50 },
        { type: "file", name: "slika", accept: ["image/jpeg", "image/png"], maxFiles: 2 },
        { type: "file", name: "zivotopis", accept: ["application/pdf"], maxFiles: 10 },
        { type: "number", name: "godine", minimum: 18, maximum: 99 },
        { type: "checkboxes", name: "dani", options: ["pon", "uto"] },
      ],
      labels: [{ field: "ime", label: "Ime" }],
    },
  };
  await server.database.db.insert(terms).values({
    siteId,
    type: "page",
    slug: `prijava-${run}`,
    slugMain: `prijava-${run}`,
    languageCode: "hrv",
    title: "Prijava",
    document: { version: 1, settings: {}, elements: [form] },
  });
}

beforeAll(async () => {
  server = await startTestServer(
    { CAPTCHA_HMAC_KEY: hmacKey, TRUST_PROXY: "1", LOGIN_RATE_LIMIT: "1000" },
    { isFresh: false },
  );
  siteId = (await demoSite(server.database.db)).id;
  tokens["back-office"] = await logIn("back-office");
  tokens.shopper = await logIn("shopper");
  await publishFileForm();
}, 120_000);

afterAll(async () => {
  await server.database.db.delete(terms).where(eq(terms.slugMain, `prijava-${run}`));
  await server.close();
});

describe("the captcha of the site's forms", () => {
  it("hands out a signed ALTCHA challenge valid for ten minutes, with no cookie", async () => {
    const response = await fetch(`${server.url}/api/v1/cms/form/challenge`, {
      headers: headersOf(null),
    });
    expect(response.headers.get("set-cookie")).toBeNull();
    const { data } = await answerOf<FormCaptcha>(response);
    expect(data.kind).toBe("altcha");
    const expiresAt = Number(data.challenge?.parameters.expiresAt) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(data.challenge?.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a missing, forged, replayed or expired captcha with a 400 and a clear key", async () => {
    expect((await store(contact({}))).key).toBe("api.recaptchaMissing");
    expect((await store(contact({}, { altcha: "bm90IGpzb24=" }))).key).toBe("api.captchaInvalid");
    // a solution of a challenge signed with another key
    const foreign = await createFormChallenge("another-key-of-someone-else-000000");
    expect((await store(contact({}, { altcha: await solvedAltcha(foreign) }))).key).toBe(
      "api.captchaInvalid",
    );
    const own = (await getJson<FormCaptcha>("/api/v1/cms/form/challenge")).data
      .challenge as unknown as Challenge;
    // a challenge whose expiry was moved after signing
    const later = Number(own.parameters.expiresAt) + 3600;
    const tampered = { ...own, parameters: { ...own.parameters, expiresAt: later } };
    expect((await store(contact({}, { altcha: await solvedAltcha(tampered) }))).key).toBe(
      "api.captchaInvalid",
    );
    const expired = await createFormChallenge(hmacKey, Date.now() - 11 * 60_000);
    expect((await store(contact({}, { altcha: await solvedAltcha(expired) }))).key).toBe(
      "api.captchaExpired",
    );
    const altcha = await solvedAltcha();
    expect((await store(contact({}, { altcha }))).status).toBe(200);
    const replayed = await store(contact({}, { altcha }));
    expect([replayed.status, replayed.key]).toEqual([400, "api.captchaReplayed"]);
  }, 60_000);
});

describe("storeData", () => {
  it("stores a submission, logs its consents and mails SendEmailTo, all as text", async () => {
    const script = `<script>alert("x")</script><b onmouseover=alert(1)>`;
    const answer = await store(
      contact(
        {
          ime: `Ana ${script}`,
          poruka: `Bok ${script}`,
          telefon: "+385 91 234 5678",
          tema: "soba",
        },
        { altcha: await solvedAltcha(), consents: ["privacy"] },
      ),
    );
    expect(answer.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.siteId, siteId))
      .orderBy(desc(formSubmissions.id))
      .limit(1);
    expect(row?.data).toEqual({
      ime: `Ana ${script}`,
      email: "ana@example.com",
      poruka: `Bok ${script}`,
      telefon: "+385 91 234 5678",
      tema: "soba",
    });
    expect(row).toMatchObject({
      formSlug: "kontakt",
      formTitle: "Pišite nam",
      email: "ana@example.com",
    });
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, "formSubmission"))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.to).toBe("info@konoba-vitrina.example");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<b onmouseover");
    expect(mail?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail?.html).toContain("Ime i prezime");
    expect(mail?.text).toContain(`Poruka: Bok ${script}`);
    const logged = await server.database.db
      .select()
      .from(consentLog)
      .where(and(eq(consentLog.assignedTo, "kontakt"), eq(consentLog.email, "ana@example.com")));
    expect(logged.map((entry) => [entry.key, entry.uniqueNumber])).toContainEqual([
      "privacy",
      "PRIV-1",
    ]);
  }, 30_000);

  it("refuses extra fields, wrong types, missing required values and bad formats (400, keys)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ admin: true }, "/body/data"],
      [{ ime: 5 }, "/body/data/ime"],
      [{ ime: "" }, "/body/data/ime"],
      [{ email: "ne-adresa" }, "/body/data/email"],
      [{ tema: "nešto treće" }, "/body/data/tema"],
      [{ poruka: "x".repeat(2001) }, "/body/data/poruka"],
      [{ telefon: "<b>" }, "/body/data/telefon"],
    ];
    for (const [data, path] of cases) {
      const answer = await store(contact(data, { altcha: "unused" }));
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.fields?.map((field) => field.path).join(" "), JSON.stringify(data)).toContain(
        path,
      );
    }
    const without = await store({ ...contact({}), data: { email: "a@b.hr", poruka: "x" } });
    expect(without.fields?.map((field) => field.key)).toContain("validation.required");
  });

  it("refuses a consent the form does not ask for, and a missing required one", async () => {
    expect((await store(contact({}, { consents: ["privacy", "terms"] }))).key).toBe(
      "validation.enum",
    );
    expect((await store(contact({}, { consents: [] }))).key).toBe("validation.consentRequired");
  });

  it("answers 404 for a form no published page has, and 400 for junk", async () => {
    const unknown = await store({ ...contact({}), formSlug: "nepostojeci" });
    expect([unknown.status, unknown.key]).toEqual([404, "api.formNotFound"]);
    for (const body of [
      {},
      { ...contact({}), formSlug: "<script>" },
      { ...contact({}), path: "https://evil.example/" },
      { ...contact({}), extra: 1 },
      { ...contact({}), data: "text" },
    ])
      expect((await store(body)).status, JSON.stringify(body)).toBe(400);
  });

  it("limits the submissions of one address (429)", async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push((await store(contact({}, {}), from)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("storeDataWithFiles", () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  const exe = Buffer.from("MZ\x90\x00\x03\x00\x00\x00this program cannot be run in DOS mode");

  async function send(
    files: { field: string; name: string; bytes: Buffer; type?: string }[],
    entries: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.set("_form", fileForm);
    form.set("_path", `/prijava-${run}`);
    form.set("ime", entries.ime ?? "Iva");
    for (const [name, value] of Object.entries(entries))
      if (name !== "ime") form.append(name, value);
    if (!("altcha" in entries)) form.set("altcha", await solvedAltcha());
    for (const file of files)
      form.append(
        file.field,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" }),
        file.name,
      );
    return answerOf<{ accepted: boolean }>(
      await fetch(`${server.url}/api/v1/cms/form/storeDataWithFiles`, {
        method: "POST",
        headers: headersOf(null),
        body: form,
      }),
    );
  }

  it("stores the files with the type read from their content", async () => {
    const answer = await send(
      [
        { field: "slika", name: "lice.jpg", bytes: jpeg },
        { field: "zivotopis", name: "cv <b>.pdf", bytes: pdf },
      ],
      { godine: "30", dani: "pon" },
    );
    expect(answer.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formSlug, fileForm))
      .orderBy(desc(formSubmissions.id))
      .limit(1);
    expect(row?.data).toEqual({
      ime: "Iva",
      slika: ["lice.jpg"],
      zivotopis: ["cv <b>.pdf"],
      godine: 30,
      dani: ["pon"],
    });
    const files = await server.database.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, row?.id ?? 0))
      .orderBy(formSubmissionFiles.id);
    expect(files.map((file) => [file.field, file.mime, file.size])).toEqual([
      ["slika", "image/jpeg", jpeg.length],
      ["zivotopis", "application/pdf", pdf.length],
    ]);
    expect(Buffer.from(files[1]?.bytes ?? []).equals(pdf)).toBe(true);
  }, 30_000);

  it("refuses disguised, oversized and too many files, and wrong values", async () => {
    const disguised = await send([
      { field: "slika", name: "slika.jpg", bytes: pdf, type: "image/jpeg" },
    ]);
    expect([disguised.status, disguised.key]).toEqual([400, "api.formFileType"]);
    const program = await send([
      { field: "zivotopis", name: "cv.pdf", bytes: exe, type: "application/pdf" },
    ]);
    expect([program.status, program.key]).toEqual([400, "api.formFileType"]);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await send([{ field: "zivotopis", name: "velik.pdf", bytes: big }]);
    expect([oversized.status, oversized.key]).toEqual([413, "api.formFileTooLarge"]);
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      field: "zivotopis",
      name: `${index}.pdf`,
      bytes: pdf,
    }));
    const many = await send(eleven);
    expect([many.status, many.key]).toEqual([413, "api.formTooManyFiles"]);
    const tooManyForField = await send([
      { field: "slika", name: "1.jpg", bytes: jpeg },
      { field: "slika", name: "2.jpg", bytes: jpeg },
      { field: "slika", name: "3.jpg", bytes: jpeg },
    ]);
    expect(tooManyForField.fields?.[0]?.path).toBe("/body/data/slika");
    const notAFileField = await send([{ field: "ime", name: "x.pdf", bytes: pdf }]);
    expect([notAFileField.status, notAFileField.key]).toEqual([400, "api.formFileField"]);
    const young = await send([], { godine: "12" });
    expect(young.fields?.[0]?.path).toBe("/body/data/godine");
    const notNumber = await send([], { godine: "dvanaest" });
    expect(notNumber.fields?.[0]?.path).toBe("/body/data/godine");
    const wrongDay = await send([], { dani: "ned" });
    expect(wrongDay.fields?.[0]?.path).toMatch(/^\/body\/data\/dani/);
  }, 60_000);
});

describe("contact and contactAdmin (spec 7)", () => {
  const postAs = async (path: string, body: unknown, role: Role | null) =>
    answerOf<{ accepted: boolean }>(
      await fetch(server.url + path, {
        method: "POST",
        headers: { ...headersOf(role), "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it("keeps a visitor's message as a submission of `contact`, mailed to SendEmailTo with Reply-To", async () => {
    const email = `Kontakt.${run}@Example.com`;
    const sent = await postJson("/api/v1/cms/contact", {
      name: "<b>Ana</b>",
      email,
      phone: "+385 91 123 4567",
      message: "<script>alert(1)</script> Stol za četvero?",
      path: "/kontakt",
      altcha: await solvedAltcha(),
    });
    expect(sent.status).toBe(200);
    const [stored] = await server.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, email.toLowerCase()));
    expect(stored).toMatchObject({
      formSlug: "contact",
      path: "/kontakt",
      data: { name: "<b>Ana</b>", message: "<script>alert(1)</script> Stol za četvero?" },
    });
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.template, "contactMessage"),
          eq(outbox.headers, { "Reply-To": email.toLowerCase() }),
        ),
      )
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.text).toContain("+385 91 123 4567");
  });

  it("refuses a missing captcha, junk and extra fields with a 400", async () => {
    const body = { name: "Ana", email: "ana@example.com", message: "Pozdrav" };
    expect((await postJson("/api/v1/cms/contact", body)).key).toBe("api.recaptchaMissing");
    for (const junk of [
      { ...body, email: "not-an-address" },
      { ...body, message: "x".repeat(5001) },
      { ...body, extra: 1 },
      { ...body, consents: ["<b>"] },
      { ...body, phone: "<script>" },
      { name: "Ana" },
    ])
      expect((await postJson("/api/v1/cms/contact", junk)).status, JSON.stringify(junk)).toBe(400);
  });

  it("contactAdmin: back-office users only, each other one mailed with Reply-To the sender", async () => {
    const body = { subject: "Objava jelovnika", message: "Molim objavu <b>novog</b> jelovnika." };
    expect((await postAs("/api/v1/cms/contactAdmin", body, null)).status).toBe(401);
    expect((await postAs("/api/v1/cms/contactAdmin", body, "shopper")).status).toBe(403);
    const colleague = `kolegica.${run}@example.com`;
    await server.database.db.insert(users).values({
      email: colleague,
      username: colleague,
      passwordHash: "none",
      details: { firstName: "Kolegica", lastName: "Test" },
      isBackofficeUser: true,
    });
    expect((await postAs("/api/v1/cms/contactAdmin", body, "back-office")).status).toBe(200);
    const mails = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "contactMessage"), eq(outbox.to, colleague)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers).toEqual({ "Reply-To": demoAccount("back-office").email });
    expect(mails[0]?.html).toContain("&lt;b&gt;novog&lt;/b&gt;");
    // the sender is not mailed their own message
    const own = await server.database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.template, "contactMessage"), eq(outbox.to, demoAccount("back-office").email)),
      );
    expect(own).toEqual([]);
    expect(
      (await postAs("/api/v1/cms/contactAdmin", { subject: "", message: "x" }, "back-office"))
        .status,
    ).toBe(400);
    await server.database.db.delete(users).where(eq(users.email, colleague));
  });
});

describe("a form sent without JavaScript (no captcha: confirmed by a mailed link)", () => {
  const email = `nojs-${run}@example.com`;

  /** A form as a browser without JavaScript posts it (its flag, no captcha); the contact form by default. */
  async function postWithoutScript(
    entries: Record<string, string>,
    formSlug = "kontakt",
  ): Promise<Answer<{ accepted: boolean; awaitingConfirmation: boolean }>> {
    const form = new FormData();
    form.set("_form", formSlug);
    form.set("_path", `/${formSlug}`);
    form.set("_confirmByEmail", "1");
    if (formSlug === "kontakt") form.set("consents", "privacy"); // its required consent
    for (const [name, value] of Object.entries(entries)) form.set(name, value);
    return answerOf(
      await fetch(`${server.url}/api/v1/cms/form/storeDataWithFiles`, {
        method: "POST",
        headers: headersOf(null),
        body: form,
      }),
    );
  }
  const rowsOf = (address: string) =>
    server.database.db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.email, address)));
  const mailsTo = (address: string) =>
    server.database.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(desc(outbox.id));
  const tokenIn = (text: string) => /[?&]token=(f-[0-9a-f]{32})/.exec(text)?.[1] ?? "";
  const confirm = (token: string) =>
    postJson<{ confirmed: string }>("/api/v1/cms/form/confirmEmail", { token });

  it("keeps it, mails its sender a link, and receives it (consents, mail) once confirmed", async () => {
    const answer = await postWithoutScript({
      ime: "Noa <b>bez skripte</b>",
      email,
      poruka: "Šaljem bez JavaScripta",
    });
    expect(answer).toMatchObject({
      status: 200,
      data: { accepted: true, awaitingConfirmation: true },
    });
    const [pending] = await rowsOf(email);
    expect(pending).toMatchObject({ status: "awaitingConfirmation" });
    expect(pending?.pendingConsents.map((consent) => consent.key)).toEqual(["privacy"]);
    // not received yet: not in the back office, no consent logged, nothing to SendEmailTo
    const listed = await getJson<FormSubmissionList>(
      `/api/v1/admin/forms/submissions?search=${encodeURIComponent(email)}`,
      "back-office",
    );
    expect(listed.data.total).toBe(0);
    const loggedFor = () =>
      server.database.db.select().from(consentLog).where(eq(consentLog.email, email));
    expect(await loggedFor()).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: "formConfirm", language: "hrv" });
    expect(mail?.subject).toContain("Pišite nam");
    const token = tokenIn(mail?.text ?? "");
    expect(token).not.toBe("");
    expect(mail?.html).toContain("goalType=message");
    expect(pending?.confirmTokenHash).not.toContain(token.slice(2)); // only its hash is kept

    const sentBefore = await server.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.template, "formSubmission"))
      .orderBy(desc(outbox.id))
      .limit(1);
    const [first, second] = await Promise.all([confirm(token), confirm(token)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first, second].find((each) => each.status === 200)?.data).toEqual({
      confirmed: "formSubmission",
    });
    expect([first, second].find((each) => each.status === 400)?.key).toBe("api.formTokenInvalid");
    const [received] = await rowsOf(email);
    expect(received).toMatchObject({ status: "received", confirmTokenHash: null });
    expect((await loggedFor()).map((entry) => [entry.key, entry.assignedTo])).toEqual([
      ["privacy", "kontakt"],
    ]);
    const [notice] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, "formSubmission"))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(notice?.id).not.toBe(sentBefore[0]?.id);
    expect(notice?.text).toContain("Šaljem bez JavaScripta");
    expect(notice?.html).toContain("Noa &lt;b&gt;bez skripte&lt;/b&gt;");
    expect(
      (
        await getJson<FormSubmissionList>(
          `/api/v1/admin/forms/submissions?search=${encodeURIComponent(email)}`,
          "back-office",
        )
      ).data.total,
    ).toBe(1);
  });

  it("refuses an expired link, a form without its e-mail, and more than three links a day", async () => {
    const late = `late-${run}@example.com`;
    expect((await postWithoutScript({ ime: "Kasni", email: late, poruka: "x" })).status).toBe(200);
    const token = tokenIn((await mailsTo(late))[0]?.text ?? "");
    await server.database.db
      .update(formSubmissions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(formSubmissions.email, late));
    expect(await confirm(token)).toMatchObject({ status: 400, key: "api.formTokenInvalid" });
    expect((await rowsOf(late))[0]?.status).toBe("awaitingConfirmation");
    // the next one sweeps the expired
    expect((await postWithoutScript({ ime: "Kasni", email: late, poruka: "y" })).status).toBe(200);
    expect((await rowsOf(late)).map((row) => row.data.poruka)).toEqual(["y"]);

    // the contact form requires its e-mail anyway; a form whose e-mail field is optional says why
    const missing = await postWithoutScript({ ime: "Bez adrese", poruka: "x" });
    expect(missing.status).toBe(400);
    expect(missing.fields?.map((field) => field.path)).toContain("/body/data/email");

    const many = `many-${run}@example.com`;
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await postWithoutScript({ ime: "Puno", email: many, poruka: "z" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // without the flag, a missing captcha is still what spec 8 says
    const plain = await store(contact({ email: `plain-${run}@example.com` }));
    expect(plain).toMatchObject({ status: 400, key: "api.recaptchaMissing" });
    expect((await confirm("f-0123456789abcdef0123456789abcdef")).key).toBe("api.formTokenInvalid");
  });

  it("asks the captcha of a form without an e-mail field", async () => {
    expect(await postWithoutScript({ ime: "Iva" }, fileForm)).toMatchObject({
      status: 400,
      key: "api.recaptchaMissing",
    });
  });

  it("asks for the address when the form's e-mail field is optional and left empty", async () => {
    const formSlug = `neobavezno-${run}`;
    await server.database.db.insert(terms).values({
      siteId,
      type: "page",
      slug: formSlug,
      slugMain: formSlug,
      languageCode: "hrv",
      title: "Neobavezno",
      document: {
        version: 1,
        settings: {},
        elements: [
          {
            id: "f",
            type: "form",
            version: 1,
            props: {
              formSlug,
              title: "Upit",
              fields: [
                { type: "text", name: "ime", required: true, maxLength: 50 },
                { type: "email", name: "adresa" },
              ],
            },
          },
        ],
      },
    });
    const answer = await postWithoutScript({ ime: "Iva" }, formSlug);
    expect(answer).toMatchObject({ status: 400, key: "api.formConfirmEmailMissing" });
    expect(answer.fields?.[0]?.path).toBe("/body/data/adresa");
  });
});

describe("forms outside a page's own elements", () => {
  const formElement = (formSlug: string) => ({
    id: `f-${formSlug}`,
    type: "form",
    version: 1,
    props: {
      formSlug,
      title: "Upit",
      fields: [{ type: "text", name: "pitanje", required: true, maxLength: 200 }],
    },
  });
  const send = async (formSlug: string) =>
    store({
      formSlug,
      path: "/",
      data: { pitanje: "Radite li nedjeljom?" },
      altcha: await solvedAltcha(),
    });

  it("finds a form in a master placed on a published page, never in one nobody places", async () => {
    const placedSlug = `master-${run}`;
    const idleSlug = `idle-${run}`;
    const [placed, idle] = await server.database.db
      .insert(masters)
      .values([
        { siteId, kind: "master", title: "Upit", element: formElement(placedSlug) as never },
        { siteId, kind: "master", title: "Upit", element: formElement(idleSlug) as never },
      ])
      .returning({ id: masters.id });
    await server.database.db.insert(terms).values({
      siteId,
      type: "page",
      slug: `s-masterom-${run}`,
      slugMain: `s-masterom-${run}`,
      languageCode: "hrv",
      title: "S masterom",
      document: {
        version: 1,
        settings: {},
        elements: [{ id: "inst", type: "master", version: 1, props: { masterId: placed?.id } }],
      },
    });
    expect((await send(placedSlug)).status).toBe(200);
    expect(idle).toBeDefined();
    expect(await send(idleSlug)).toMatchObject({ status: 404, key: "api.formNotFound" });
  });

  it("finds a form in a header, footer or cookie section", async () => {
    const slug = `podnozje-${run}`;
    await server.database.db.insert(layoutElements).values({
      siteId,
      handler: `test-${run}`,
      title: "Podnožje",
      slug: `test-${run}`,
      languageCode: "hrv",
      parts: [formElement(slug)],
      meta: {},
      mobileMeta: {},
      options: {},
      mobileOptions: {},
    });
    expect((await send(slug)).status).toBe(200);
  });
});

describe("the back office's submissions", () => {
  it("answers 401 to a visitor and 403 to a shopper", async () => {
    for (const path of [
      "/api/v1/admin/forms/submissions",
      "/api/v1/admin/forms/submissions/export/kontakt",
      "/api/v1/admin/forms/files/1",
    ]) {
      expect((await getJson(path)).status, path).toBe(401);
      expect((await getJson(path, "shopper")).status, path).toBe(403);
    }
  });

  it("lists, searches and pages submissions, values as text with their labels", async () => {
    const list = await getJson<FormSubmissionList>(
      "/api/v1/admin/forms/submissions?formSlug=kontakt&search=onmouseover&perPage=1",
      "back-office",
    );
    expect(list.status).toBe(200);
    expect(list.data.perPage).toBe(1);
    expect(list.data.submissions).toHaveLength(1);
    const [submission] = list.data.submissions;
    expect(submission?.fields.find((field) => field.name === "poruka")).toEqual({
      name: "poruka",
      label: "Poruka",
      value: expect.stringContaining("<script>") as unknown,
    });
    expect(list.data.forms.map((form) => form.formSlug)).toEqual(
      expect.arrayContaining(["kontakt", fileForm]),
    );
    const none = await getJson<FormSubmissionList>(
      "/api/v1/admin/forms/submissions?search=%25nothing_like_this%25",
      "back-office",
    );
    expect(none.data.total).toBe(0);
    expect(
      (await getJson("/api/v1/admin/forms/submissions?perPage=51", "back-office")).status,
    ).toBe(400);
  });

  it("downloads a file as an attachment of its own type, never sniffed", async () => {
    const list = await getJson<FormSubmissionList>(
      `/api/v1/admin/forms/submissions?formSlug=${fileForm}`,
      "back-office",
    );
    const file = list.data.submissions
      .flatMap((each) => each.files)
      .find((each) => each.mime === "application/pdf");
    if (!file) throw new Error("no file listed");
    const response = await fetch(`${server.url}/api/v1/admin/forms/files/${file.id}`, {
      headers: headersOf("back-office"),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="cv _b_.pdf"/,
    );
    expect((await response.text()).startsWith("%PDF-")).toBe(true);
    expect((await getJson("/api/v1/admin/forms/files/999999", "back-office")).status).toBe(404);
  });

  it("exports a form's submissions as CSV, formulas defused", async () => {
    const altcha = await solvedAltcha();
    expect(
      (await store(contact({ ime: '=HYPERLINK("http://evil")', poruka: "+1 -2 @3" }, { altcha })))
        .status,
    ).toBe(200);
    const response = await fetch(`${server.url}/api/v1/admin/forms/submissions/export/kontakt`, {
      headers: headersOf("back-office"),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="kontakt.csv"');
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toContain("Ime i prezime");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("'+1 -2 @3");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  }, 30_000);
});

describe("reCAPTCHA v2 invisible, when the site has a key and the server the secret", () => {
  let google: Server;
  let recaptchaServer: TestServer;
  const siteKey = "test-site-key-0123456789";
  const seen: string[] = [];

  beforeAll(async () => {
    // Google's siteverify, played by a local server: "good-…" answers pass, once each
    google = createServer((request, reply) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk.toString()));
      request.on("end", () => {
        const form = new URLSearchParams(text);
        const response = form.get("response") ?? "";
        const isGood = form.get("secret") === "the-secret" && response.startsWith("good-");
        seen.push(response);
        reply.setHeader("content-type", "application/json");
        reply.end(JSON.stringify({ success: isGood }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
    const port = (google.address() as { port: number }).port;
    recaptchaServer = await startTestServer(
      {
        RECAPTCHA_SECRET: "the-secret",
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
        TRUST_PROXY: "1",
      },
      { isFresh: false },
    );
    await recaptchaServer.database.db
      .insert(siteOptions)
      .values({ siteId, key: "RecaptchaSiteKey", value: siteKey });
  }, 120_000);

  afterAll(async () => {
    await recaptchaServer.database.db
      .delete(siteOptions)
      .where(and(eq(siteOptions.siteId, siteId), inArray(siteOptions.key, ["RecaptchaSiteKey"])));
    await recaptchaServer.close();
    await new Promise((resolve) => google.close(resolve));
  });

  const post = async (body: unknown) =>
    answerOf<unknown>(
      await fetch(`${recaptchaServer.url}/api/v1/cms/form/storeData`, {
        method: "POST",
        headers: { ...headersOf(null), "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it("names reCAPTCHA and the site key instead of a challenge", async () => {
    const answer = await answerOf<FormCaptcha>(
      await fetch(`${recaptchaServer.url}/api/v1/cms/form/challenge`, { headers: headersOf(null) }),
    );
    expect(answer.data).toEqual({ kind: "recaptcha", siteKey, version: 2 });
  });

  it("checks the answer with the verify service; spec 5 and 8 errors", async () => {
    expect((await post(contact({}))).key).toBe("api.recaptchaMissing");
    expect((await post(contact({}, { altcha: await solvedAltcha() }))).key).toBe(
      "api.recaptchaMissing",
    );
    expect((await post(contact({}, { recaptcha: { response: "good-1", version: 2 } }))).key).toBe(
      "api.recaptchaNoKey",
    );
    expect((await post(contact({}, { recaptcha: { response: "good-1", key: siteKey } }))).key).toBe(
      "api.recaptchaNoVersion",
    );
    const bad = { recaptcha: { response: "bad-1", key: siteKey, version: 2 } };
    expect((await post(contact({}, bad))).key).toBe("api.captchaInvalid");
    const good = { recaptcha: { response: `good-${run}`, key: siteKey, version: 2 } };
    expect((await post(contact({}, good))).status).toBe(200);
    expect(seen).toContain(`good-${run}`);
    expect((await post(contact({}, good))).key).toBe("api.captchaReplayed");
  });
});
