import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DataSubjectExport, LoginResult } from "#generated/types.ts";
import { formSubmissions } from "#server/db/schema-forms.ts";
import { outbox, siteOptions, users } from "#server/db/schema.ts";
import { newEmail, password, simpleBody } from "./account-client.ts";
import { demoAccount } from "./backoffice.ts";
import { data, useShopServer } from "./shop-client.ts";

// A data subject's request for access (issue 21): an admin exports everything the site holds
// about an address, as JSON and as a CSV timeline; the SendGdprTo address hears of each export
// and of each withdrawal of consent (the site's log create, an account's deletion).
const { suite, db, post, call } = useShopServer();
let adminToken = "";
let gdprTo = "";

beforeAll(async () => {
  const { email } = demoAccount("back-office");
  adminToken = data<LoginResult>(
    await post("/api/v1/login", { username: email, password: demoAccount("back-office").password }),
  ).tokens.accessToken;
  const [option] = await db()
    .select()
    .from(siteOptions)
    .where(and(eq(siteOptions.siteId, suite.siteId), eq(siteOptions.key, "SendGdprTo")));
  gdprTo = option?.value ?? "";
});

const exportOf = (email: string, headers: Record<string, string> = {}) =>
  call(`/api/v1/admin/consents/subject?${new URLSearchParams({ email }).toString()}`, {
    headers: { accessToken: adminToken, ...headers },
  });

const noticesAbout = (email: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, "gdprNotice"), sql`${outbox.text} like ${`%${email}%`}`))
    .orderBy(asc(outbox.id));

const logCreate = (email: string, status: "accepted" | "withdrawn") =>
  post("/api/v1/gdpr/web/consent/log/create", {
    assignedTo: "register",
    status,
    sourceType: "cmsSite",
    consents: ["privacy", "newsletter"],
    user: { userType: "guest", email },
  });

describe("the SendGdprTo notice", () => {
  it("is the seeded demo's privacy address", () => {
    expect(gdprTo).toMatch(/@/);
  });

  it("tells of a withdrawal on the site, with the consents and their versions, and not of an acceptance", async () => {
    const email = newEmail("povlacenje");
    expect((await logCreate(email, "accepted")).status).toBe(200);
    expect(await noticesAbout(email)).toEqual([]);
    expect((await logCreate(email, "withdrawn")).status).toBe(200);
    const [notice, ...more] = await noticesAbout(email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ to: gdprTo, language: "hrv" });
    expect(notice?.subject).toBe(`Zaštita podataka: povučena privola – ${email}`);
    expect(notice?.text).toContain("PRIV-1 (verzija 1), NEWS-1 (verzija 1)");
    expect(notice?.text).toContain("Obrazac: register");
  });

  it("tells of an account's deletion, withdrawing what it still consents to", async () => {
    const email = newEmail("brisanje");
    expect((await post("/api/v1/user/web/register", simpleBody(email))).status).toBe(200);
    // as if the verification link was followed (the account tests follow it)
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    const login = await post("/api/v1/login", { username: email, password });
    const token = data<LoginResult>(login).tokens.accessToken;
    const deleted = await post("/api/v1/user/web/delete", { password }, { accessToken: token });
    expect(deleted.status).toBe(200);
    const notices = await noticesAbout(email);
    expect(notices.map((notice) => notice.subject)).toEqual([
      `Zaštita podataka: povučena privola – ${email}`,
    ]);
    expect(notices[0]?.text).toContain("PRIV-1 (verzija 1)");
  });
});

describe("a data subject's export (back office)", () => {
  it("lists the log, the submissions and the mails of an address as JSON and CSV, and tells SendGdprTo", async () => {
    const email = newEmail("ispitanik");
    await logCreate(email, "accepted");
    await logCreate(email, "withdrawn");
    await db()
      .insert(formSubmissions)
      .values({
        siteId: suite.siteId,
        formSlug: "kontakt",
        formTitle: "Kontakt",
        path: "/kontakt",
        language: "hrv",
        data: { message: '=HYPERLINK("http://x")', note: "<script>alert(1)</script>" },
        email,
      });
    // the address in another case is the same data subject
    const answer = data<DataSubjectExport>(await exportOf(email.toUpperCase()));
    expect(answer.email).toBe(email);
    expect(answer.account).toBeNull();
    expect(answer.consents.map((entry) => [entry.uniqueNumber, entry.status])).toEqual([
      ["PRIV-1", "accepted"],
      ["NEWS-1", "accepted"],
      ["PRIV-1", "withdrawn"],
      ["NEWS-1", "withdrawn"],
    ]);
    expect(answer.formSubmissions).toEqual([
      expect.objectContaining({
        form: "kontakt",
        data: { message: '=HYPERLINK("http://x")', note: "<script>alert(1)</script>" },
        files: [],
      }),
    ]);
    expect(answer.mails.map((mail) => mail.template)).toEqual([]);
    expect(answer.timeline.map((event) => event.kind)).toEqual([
      "consent",
      "consent",
      "consent",
      "consent",
      "form",
    ]);
    const exported = (await noticesAbout(email)).filter((notice) =>
      notice.subject.startsWith("Zaštita podataka: izvezeni podaci"),
    );
    expect(exported).toHaveLength(1);
    expect(exported[0]?.text).toContain(`Izvezao/la: ${demoAccount("back-office").email}`);

    const response = await fetch(
      `${suite.server.url}/api/v1/admin/consents/subject/export?${new URLSearchParams({ email }).toString()}`,
      { headers: { accessToken: adminToken } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="data-subject-/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // a byte order mark first, for spreadsheets (text() would drop it)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("at,kind,summary");
    expect(lines.filter((line) => line.includes(",consent,"))).toHaveLength(4);
    const form = lines.find((line) => line.includes(",form,")) ?? "";
    // quoted as CSV quotes (the order of a jsonb object's keys is the database's)
    expect(form).toContain('message==HYPERLINK(""http://x"")');
    expect(form).toContain("note=<script>alert(1)</script>");
  });

  it("refuses a missing, malformed or huge address with a 400", async () => {
    for (const query of ["", "?email=", "?email=not-an-address", `?email=${"a".repeat(300)}@x.hr`])
      expect(
        (
          await call(`/api/v1/admin/consents/subject${query}`, {
            headers: { accessToken: adminToken },
          })
        ).status,
        query,
      ).toBe(400);
  });
});
