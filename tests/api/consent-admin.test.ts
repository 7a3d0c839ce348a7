import { randomInt } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ConsentAdminList,
  ConsentAssignmentRecord,
  ConsentLogCheck,
  ConsentRecord,
  LoginResult,
  WebConsent,
} from "#generated/types.ts";
import { operations } from "#generated/operations.ts";
import { consentAssignments, consentLog, consentVersions } from "#server/db/schema-consents.ts";
import { newEmail, simpleBody } from "./account-client.ts";
import { demoAccount, type Role } from "./backoffice.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { demoSite } from "./shop-orders.ts";

// The back office's consents (issue 21, decision 047; spec 7 CMS consent filter and create): a
// consent's text is versioned, a form's assignment replaced whole or not at all. An own server
// (on PostgreSQL it shares the suite's database); the register form gets its consents back and
// the consents made here are archived afterwards.
let server: TestServer;
const tokens: Record<Role, string> = { "back-office": "", shopper: "" };
const run = `t${randomInt(100000, 999999)}`;
const testForm = `${run}-form`;
let siteId = "";
let registerBefore: ConsentAssignmentRecord | undefined;
const made: number[] = [];

type Answer<T> = { status: number; data: T; key?: string };

async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; role?: Role | null } = {},
): Promise<Answer<T>> {
  const role = options.role === undefined ? "back-office" : options.role;
  const response = await fetch(server.url + path, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      language: "hrv",
      ...(role ? { accessToken: tokens[role] } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = (await response.json()) as { data: T; error?: { key: string } };
  return { status: response.status, data: body.data, key: body.error?.key };
}

async function logIn(role: Role): Promise<string> {
  const { email, password } = demoAccount(role);
  const response = await fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { data: LoginResult }).data.tokens.accessToken;
}

const list = async () => {
  const answer = await api<ConsentAdminList>("/api/v1/admin/consents?perPage=50");
  expect(answer.status).toBe(200);
  return answer.data;
};
const assignmentOf = async (form: string) =>
  (await list()).assignments.find((each) => each.assigned_to === form);
const saveAssignment = (body: unknown) =>
  api<ConsentAssignmentRecord>("/api/v1/admin/consents/assignments", { method: "PUT", body });
const bodyOf = (assignment: ConsentAssignmentRecord) => ({
  assigned_to: assignment.assigned_to,
  consents: assignment.consents.map(({ key, consentId }) => ({ key, consentId })),
  requiredConsents: assignment.consents.filter((each) => each.isRequired).map((each) => each.key),
});
const storedRows = (form: string) =>
  server.database.db
    .select()
    .from(consentAssignments)
    .where(and(eq(consentAssignments.siteId, siteId), eq(consentAssignments.assignedTo, form)))
    .orderBy(asc(consentAssignments.position));

beforeAll(async () => {
  server = await startTestServer(
    { LOGIN_RATE_LIMIT: "1000", LOGIN_ADDRESS_LIMIT: "100000" },
    { isFresh: false },
  );
  tokens["back-office"] = await logIn("back-office");
  tokens.shopper = await logIn("shopper");
  siteId = (await demoSite(server.database.db)).id;
  registerBefore = await assignmentOf("register");
}, 120_000);

afterAll(async () => {
  if (registerBefore) await saveAssignment(bodyOf(registerBefore));
  await saveAssignment({ assigned_to: testForm, consents: [], requiredConsents: [] });
  for (const id of made)
    await api("/api/v1/admin/consents", {
      body: { id, displayName: { hrv: "Arhivirano" }, isArchived: true },
    });
  await server.close();
});

describe("who may manage consents (spec 6)", () => {
  const consentOperations = Object.values(operations).filter((operation) =>
    operation.path.startsWith("/api/v1/admin/consents"),
  );

  it("answers 401 to a visitor and 403 to a shopper, for every operation", async () => {
    expect(consentOperations.map((operation) => operation.operationId).sort()).toEqual([
      "checkConsentLog",
      "exportDataSubject",
      "exportDataSubjectCsv",
      "listConsentAssignments",
      "saveConsent",
      "saveConsentAssignment",
    ]);
    for (const operation of consentOperations) {
      const body = operation.hasRequiredBody ? {} : undefined;
      for (const [role, status] of [
        [null, 401],
        ["shopper", 403],
      ] as const) {
        const answer = await api(operation.path, { method: operation.method, body, role });
        expect(answer.status, `${operation.operationId} as ${role ?? "visitor"}`).toBe(status);
      }
    }
  });
});

describe("consents and their versions", () => {
  let consent: ConsentRecord;

  it("creates a consent, refusing a duplicate uniqueNumber (409) and junk (400)", async () => {
    const created = await api<ConsentRecord>("/api/v1/admin/consents", {
      body: { uniqueNumber: `${run}-A`, displayName: { hrv: "Prva verzija", eng: "First" } },
    });
    expect(created.status).toBe(200);
    consent = created.data;
    made.push(consent.id);
    expect(consent).toMatchObject({ version: 1, isArchived: false, uniqueNumber: `${run}-A` });
    const duplicate = await api("/api/v1/admin/consents", {
      body: { uniqueNumber: `${run}-A`, displayName: { hrv: "Druga" } },
    });
    expect(duplicate.status).toBe(409);
    for (const body of [
      {},
      { uniqueNumber: `${run}-B` },
      { uniqueNumber: `${run}-B`, displayName: { eng: "no Croatian" } },
      { uniqueNumber: `${run}-B`, displayName: { hrv: "   " } },
      { displayName: { hrv: "no uniqueNumber" } },
      { uniqueNumber: `${run}-B`, displayName: { hrv: "x", fra: "y" } },
      { uniqueNumber: "<b>", displayName: { hrv: "x" } },
      { uniqueNumber: `${run}-B`, displayName: { hrv: "x".repeat(2001) } },
      { id: "1", displayName: { hrv: "x" } },
      { id: 2147483647, displayName: { hrv: "x" } },
      [],
    ]) {
      const answer = await api("/api/v1/admin/consents", { body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(
        "id" in body && body.id === 2147483647 ? 404 : 400,
      );
    }
    const numbers = (await list()).consents.map((each) => each.uniqueNumber);
    expect(numbers.filter((each) => each.startsWith(`${run}-`))).toEqual([`${run}-A`]);
  });

  it("makes a changed text a new version, and keeps an unchanged one", async () => {
    const changed = await api<ConsentRecord>("/api/v1/admin/consents", {
      body: { id: consent.id, displayName: { hrv: "Druga verzija", eng: "Second" } },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ version: 2, displayName: { hrv: "Druga verzija" } });
    const same = await api<ConsentRecord>("/api/v1/admin/consents", {
      body: { id: consent.id, displayName: { hrv: "Druga verzija", eng: "Second" } },
    });
    expect(same.data.version).toBe(2);
    const renamed = await api("/api/v1/admin/consents", {
      body: { id: consent.id, uniqueNumber: `${run}-Z`, displayName: { hrv: "Druga verzija" } },
    });
    expect(renamed.status).toBe(400);
    const versions = await server.database.db
      .select()
      .from(consentVersions)
      .where(eq(consentVersions.consentId, consent.id))
      .orderBy(asc(consentVersions.version));
    expect(versions.map((each) => [each.version, each.displayName.hrv])).toEqual([
      [1, "Prva verzija"],
      [2, "Druga verzija"],
    ]);
  });

  it("puts the consent on the register form: the site shows version 2 and a registration logs it", async () => {
    if (!registerBefore) throw new Error("the seed's register form has no consents");
    const base = bodyOf(registerBefore);
    const saved = await saveAssignment({
      ...base,
      consents: [...base.consents, { key: `${run}-x`, consentId: consent.id }],
    });
    expect(saved.status).toBe(200);
    expect(saved.data.consents.at(-1)).toMatchObject({
      key: `${run}-x`,
      version: 2,
      isRequired: false,
    });
    const filter = await fetch(`${server.url}/api/v1/gdpr/consent/filter/web`, {
      method: "POST",
      headers: { "content-type": "application/json", language: "eng" },
      body: JSON.stringify({ assignedTo: "register" }),
    });
    const { records } = ((await filter.json()) as { data: { records: WebConsent[] } }).data;
    expect(records.at(-1)).toEqual({
      id: `${run}-x`,
      uniqueNumber: `${run}-A`,
      version: 2,
      displayName: "Second",
      isRequired: false,
    });
    const email = newEmail("privola-admin");
    const registered = await api("/api/v1/user/web/register", {
      role: null,
      body: simpleBody(email, { consents: [...base.requiredConsents, `${run}-x`] }),
    });
    expect(registered.status).toBe(200);
    const [entry] = await server.database.db
      .select()
      .from(consentLog)
      .where(and(eq(consentLog.email, email), eq(consentLog.consentId, consent.id)));
    expect(entry).toMatchObject({ version: 2, key: `${run}-x`, assignedTo: "register" });
  });

  it("refuses a bad assignment with a 400 and changes nothing", async () => {
    const before = await storedRows("register");
    const good = bodyOf((await assignmentOf("register"))!);
    const archived = await api<ConsentRecord>("/api/v1/admin/consents", {
      body: { uniqueNumber: `${run}-OLD`, displayName: { hrv: "Stara" }, isArchived: true },
    });
    made.push(archived.data.id);
    for (const body of [
      { ...good, consents: [...good.consents, { key: "unknown", consentId: 2147483647 }] },
      { ...good, consents: [...good.consents, { key: "old", consentId: archived.data.id }] },
      { ...good, requiredConsents: [...good.requiredConsents, "notListed"] },
      { ...good, consents: [...good.consents, { ...good.consents[0]!, key: "again" }] },
      { ...good, consents: [...good.consents, { ...good.consents[0]! }] },
      { ...good, consents: [{ key: "Bad Key", consentId: 1 }] },
      { ...good, consents: [{ key: "a", consentId: "1" }] },
      {
        ...good,
        consents: Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, consentId: i + 1 })),
      },
      { ...good, assigned_to: "<script>" },
      { ...good, extra: true },
      { consents: good.consents, requiredConsents: [] },
      "junk",
    ]) {
      const answer = await saveAssignment(body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(await storedRows("register")).toEqual(before);
  });

  it("adds a form's assignment, lists it, and removes it with an empty list", async () => {
    const saved = await saveAssignment({
      assigned_to: testForm,
      consents: [{ key: "mine", consentId: consent.id }],
      requiredConsents: ["mine"],
    });
    expect(saved.data.consents).toEqual([
      expect.objectContaining({ key: "mine", isRequired: true }),
    ]);
    const listed = await list();
    expect(listed.perPage).toBe(50);
    expect(listed.total).toBe(listed.assignments.length);
    expect(listed.consents.some((each) => each.id === consent.id)).toBe(true);
    expect(await assignmentOf(testForm)).toBeDefined();
    const removed = await saveAssignment({
      assigned_to: testForm,
      consents: [],
      requiredConsents: [],
    });
    expect(removed.data).toEqual({ assigned_to: testForm, consents: [] });
    expect(await storedRows(testForm)).toEqual([]);
    expect(await assignmentOf(testForm)).toBeUndefined();
    expect((await api("/api/v1/admin/consents?perPage=51")).status).toBe(400);
    expect((await api("/api/v1/admin/consents?page=0")).status).toBe(400);
  });

  it("checks the consent log's hash chain", async () => {
    const answer = await api<ConsentLogCheck>("/api/v1/admin/consents/log-check");
    expect(answer.status).toBe(200);
    expect(answer.data.entries).toBeGreaterThan(0);
    expect(answer.data.firstBroken).toBeNull();
  });
});
