import { randomInt } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSignupForm } from "#common/forms/event-signup.ts";
import type {
  Event,
  EventAdmin,
  EventAdminList,
  EventList,
  EventSaveRequest,
  FormCaptcha,
  FormSubmissionList,
  LoginResult,
} from "#generated/types.ts";
import { formSubmissions } from "#server/db/schema-forms.ts";
import { outbox } from "#server/db/schema.ts";
import { demoSiteId } from "#server/db/seed/reference-data.ts";
import { getAdminEvent } from "#server/modules/events/operations/admin-events.ts";
import { deleteEvent, saveEvent } from "#server/modules/events/operations/save-event.ts";
import { accessTokenOf, asEditor, demoAccount } from "./backoffice.ts";
import { loginLimits, startTestServer, type TestServer } from "./server.ts";
import { call, errorOf, payload } from "./http.ts";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// Events (issue 22, spec 7 calendar event/public/filter and get; decision 051) on the seeded
// demo: three published upcoming events in hr/en/de. Each test's events are its own, made
// through saveEvent and deleted after.

const filter = (body: unknown, headers: Record<string, string> = {}) =>
  call("/api/v1/calendar/event/public/filter", { body, headers });
const list = async (body: unknown, headers: Record<string, string> = {}) =>
  payload<EventList>(await filter(body, headers));
const get = (id: number | string, headers: Record<string, string> = {}) =>
  call(`/api/v1/calendar/event/public/get?id=${id}`, { headers });
const ids = (events: EventList) => events.records.map((event) => event.id);

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let editor: Record<string, string>;
const created: number[] = [];

async function save(body: Record<string, unknown>, language = "hrv"): Promise<Event> {
  const event = payload<Event>(
    await call("/api/v1/admin/events", {
      method: "PUT",
      headers: asEditor(editor.accessToken!, language),
      body: { isPublished: true, ...body },
    }),
  );
  if (!created.includes(event.id)) created.push(event.id);
  return event;
}

beforeAll(async () => {
  editor = asEditor(await accessTokenOf("back-office"));
});

afterAll(async () => {
  for (const id of created)
    await call(`/api/v1/admin/events/${id}`, { method: "DELETE", headers: editor });
});

describe("event/public/filter (spec 7)", () => {
  it("lists the seeded upcoming events soonest first, in the request's language", async () => {
    const upcoming = await list({});
    expect(upcoming.limit).toBe(10);
    expect(upcoming.totalRecords).toBeGreaterThanOrEqual(3);
    const starts = upcoming.records.map((event) => Date.parse(event.startEvent));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(upcoming.records.every((event) => Date.parse(event.endEvent) >= Date.now())).toBe(true);
    const english = await list({}, { language: "eng" });
    expect(english.records.map((event) => event.title)).toContain(
      "Wine tasting from the family vineyards",
    );
    expect(english.records[0]?.languages).toEqual(["deu", "eng", "hrv"]);
  });

  it("lists past events latest first, and upcoming ones include one under way", async () => {
    const older = await save({
      title: "Prošli A",
      startEvent: at(-3 * dayMs),
      endEvent: at(-3 * dayMs + hourMs),
    });
    const newer = await save({
      title: "Prošli B",
      startEvent: at(-2 * dayMs),
      endEvent: at(-2 * dayMs + hourMs),
    });
    const ongoing = await save({
      title: "U tijeku",
      startEvent: at(-hourMs),
      endEvent: at(hourMs),
    });
    const past = await list({ when: "past", limit: 100 });
    expect(ids(past)).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(ids(past).indexOf(newer.id)).toBeLessThan(ids(past).indexOf(older.id));
    expect(ids(past)).not.toContain(ongoing.id);
    const upcoming = await list({ limit: 100 });
    expect(ids(upcoming)[0]).toBe(ongoing.id);
    expect(ids(upcoming)).not.toContain(older.id);
    const oldestFirst = await list({ when: "past", sort: "startAsc", limit: 100 });
    expect(ids(oldestFirst).indexOf(older.id)).toBeLessThan(ids(oldestFirst).indexOf(newer.id));
  });

  it("filters by a range of starts and pages with page and limit", async () => {
    const a = await save({
      title: "Raspon A",
      startEvent: at(300 * dayMs),
      endEvent: at(300 * dayMs + hourMs),
    });
    const b = await save({
      title: "Raspon B",
      startEvent: at(301 * dayMs),
      endEvent: at(301 * dayMs + hourMs),
    });
    const range = { dateFrom: at(299 * dayMs), dateTo: at(302 * dayMs) };
    expect(ids(await list(range))).toEqual([a.id, b.id]);
    const second = await list({ ...range, limit: 1, page: 2 });
    expect(ids(second)).toEqual([b.id]);
    expect(second.totalRecords).toBe(2);
    expect(second.totalPages).toBe(2);
    const beyond = await list({ ...range, limit: 1, page: 9 });
    expect(beyond.records).toEqual([]);
    expect(beyond.totalRecords).toBe(2);
  });

  it("never lists an unpublished event, nor one without texts in the language", async () => {
    const hidden = await save({
      title: "Skriveni",
      startEvent: at(400 * dayMs),
      endEvent: at(400 * dayMs + hourMs),
      isPublished: false,
    });
    const croatianOnly = await save({
      title: "Samo hrvatski",
      startEvent: at(401 * dayMs),
      endEvent: at(401 * dayMs + hourMs),
    });
    const range = { dateFrom: at(399 * dayMs), dateTo: at(402 * dayMs) };
    expect(ids(await list(range))).toEqual([croatianOnly.id]);
    expect(ids(await list(range, { language: "eng" }))).toEqual([]);
    expect(hidden.isPublished).toBe(false);
  });
});

describe("event/public/get (spec 7)", () => {
  it("answers a published event in the request's language, with its seats left", async () => {
    const event = await save({
      title: "Degustacija",
      place: "Podrum",
      startEvent: at(10 * dayMs),
      endEvent: at(10 * dayMs + 2 * hourMs),
      capacity: 30,
      eventAttendees: 12,
    });
    await save(
      { id: event.id, title: "Tasting", startEvent: event.startEvent, endEvent: event.endEvent },
      "eng",
    );
    const croatian = payload<Event>(await get(event.id));
    expect(croatian).toMatchObject({
      title: "Degustacija",
      place: "Podrum",
      capacity: 30,
      eventAttendees: 12,
      seatsLeft: 18,
    });
    const english = payload<Event>(await get(event.id, { language: "eng" }));
    expect(english.title).toBe("Tasting");
    // a replacement that leaves out seats keeps the stored ones
    expect(english.capacity).toBe(30);
    expect(english.languages).toEqual(["eng", "hrv"]);
    expect((await get(event.id, { language: "deu" })).status).toBe(404);
  });

  it("answers 404 for an unpublished or unknown event", async () => {
    const hidden = await save({
      title: "Neobjavljen",
      startEvent: at(dayMs),
      endEvent: at(2 * dayMs),
      isPublished: false,
    });
    expect(errorOf(await get(hidden.id)).status).toBe(404);
    expect((await get(2147483647)).status).toBe(404);
  });

  it("sanitises HTML and scripts in a description on save", async () => {
    const event = await save({
      title: "Sigurno",
      startEvent: at(dayMs),
      endEvent: at(2 * dayMs),
      description:
        '<p onclick="steal()">Dobro <b>došli</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">veza</a></p>',
    });
    const { description } = payload<Event>(await get(event.id));
    expect(description).toContain("Dobro <b>došli</b>");
    expect(description).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it("counts seats left down to 0, never below, and none without a capacity", async () => {
    const full = await save({
      title: "Puno",
      startEvent: at(dayMs),
      endEvent: at(2 * dayMs),
      capacity: 5,
      eventAttendees: 5,
    });
    expect(full.seatsLeft).toBe(0);
    const open = await save({ title: "Otvoreno", startEvent: at(dayMs), endEvent: at(2 * dayMs) });
    expect(open).toMatchObject({ capacity: null, seatsLeft: null });
  });
});

describe("bad input answers 400 with the spec's messages, never 500", () => {
  const huge = Array.from({ length: 100_000 }, (_, index) => `s${index}`);
  it.each([
    ["filter limit 0", () => filter({ limit: 0 })],
    ["filter limit 101", () => filter({ limit: 101 })],
    ["filter page 0", () => filter({ page: 0 })],
    ["filter page a string", () => filter({ page: "2" })],
    ["filter an unknown when", () => filter({ when: "tomorrow" })],
    ["filter a bad date", () => filter({ dateFrom: "yesterday" })],
    ["filter an unknown sort", () => filter({ sort: "title" })],
    ["filter an unknown field", () => filter({ category: "wine" })],
    ["filter a 1 MB array", () => filter({ when: huge })],
    ["filter an array body", () => filter(huge)],
    ["get without an id", () => call("/api/v1/calendar/event/public/get")],
    ["get a word for an id", () => get("wine")],
    ["get id 0", () => get(0)],
    ["get an id past 32 bits", () => get(2147483648)],
    ["get a list of ids", () => call("/api/v1/calendar/event/public/get?id=1&id=2")],
  ])("%s", async (_name, send) => {
    const response = await send();
    expect([400, 413]).toContain(response.status);
    expect(errorOf(response).status).toBe(response.status);
  });

  it("refuses a reversed date range with its message", async () => {
    const error = errorOf(await filter({ dateFrom: at(2 * dayMs), dateTo: at(dayMs) }));
    expect(error.status).toBe(400);
    expect(error.fields?.[0]).toMatchObject({
      path: "/body/dateTo",
      message: "Završni datum ne smije biti prije početnog",
    });
  });

  it("answers 400 to an invalid save: wrong types, an end before the start, capacity below 0", async () => {
    const put = (body: unknown) =>
      call("/api/v1/admin/events", { method: "PUT", headers: editor, body });
    const valid = { title: "Loš", startEvent: at(dayMs), endEvent: at(2 * dayMs) };
    for (const body of [
      { ...valid, title: "" },
      { ...valid, title: 42 },
      { ...valid, startEvent: "sutra" },
      { ...valid, capacity: -1 },
      { ...valid, capacity: 1.5 },
      { ...valid, eventAttendees: -3 },
      { ...valid, isPublished: "da" },
      { ...valid, cover: { src: "javascript:alert(1)", alt: "x" } },
      { ...valid, slug: "Not A Slug" },
      { ...valid, place: huge },
      { ...valid, description: "x".repeat(20_001) },
      { ...valid, id: "1" },
      huge,
    ]) {
      const response = await put(body);
      expect([400, 413]).toContain(response.status);
      expect(errorOf(response).status).toBe(response.status);
    }
    const negative = errorOf(await put({ ...valid, capacity: -1 }));
    expect(negative.fields?.map((field) => field.message)).toContain(
      "Najmanja dopuštena vrijednost je 0",
    );
    const reversed = errorOf(await put({ ...valid, endEvent: valid.startEvent }));
    expect(reversed.fields?.[0]).toMatchObject({
      path: "/body/endEvent",
      message: "Kraj događaja mora biti nakon njegova početka",
    });
    const over = errorOf(await put({ ...valid, capacity: 2, eventAttendees: 3 }));
    expect(over.fields?.[0]?.path).toBe("/body/eventAttendees");
    expect((await put({ ...valid, id: 2147483647 })).status).toBe(404);
  });

  it("refuses a slug another event has in the language (409)", async () => {
    await save({
      title: "Prvi",
      slug: "isti-slug",
      startEvent: at(dayMs),
      endEvent: at(2 * dayMs),
    });
    const response = await call("/api/v1/admin/events", {
      method: "PUT",
      headers: editor,
      body: { title: "Drugi", slug: "isti-slug", startEvent: at(dayMs), endEvent: at(2 * dayMs) },
    });
    expect(response.status).toBe(409);
  });

  it("lets only back-office users write (default deny)", async () => {
    const body = { title: "x", startEvent: at(dayMs), endEvent: at(2 * dayMs) };
    expect((await call("/api/v1/admin/events", { method: "PUT", body })).status).toBe(401);
    const shopper = { accessToken: await accessTokenOf("shopper") };
    expect(
      (await call("/api/v1/admin/events", { method: "PUT", headers: shopper, body })).status,
    ).toBe(403);
    expect(
      (await call("/api/v1/admin/events/1", { method: "DELETE", headers: shopper })).status,
    ).toBe(403);
    expect(
      (await call("/api/v1/admin/events/2147483647", { method: "DELETE", headers: editor })).status,
    ).toBe(404);
  });
});

describe("the event page and its calendar file", () => {
  let site: SiteApp;
  let event: Event;
  const scope = { siteId: demoSiteId, languageCode: "hrv" };
  const visit = (url: string) =>
    site.app.inject({ method: "GET", url, headers: { host: "localhost" } });

  beforeAll(async () => {
    site = await startSiteApp();
    event = await saveEvent(site.services, scope, {
      title: "Vino, sir; i pršut",
      place: "Konoba, Primošten",
      description: "<p>Prvi red\\drugi &amp; treći</p>",
      startEvent: "2027-12-05T19:00:00+01:00",
      endEvent: "2027-12-05T22:30:00+01:00",
      capacity: 20,
      eventAttendees: 8,
      isPublished: true,
    });
  }, 300_000);

  afterAll(async () => {
    await deleteEvent(site.services, { siteId: demoSiteId, id: event.id });
    await site.close();
  });

  it("writes RFC 5545: CRLF lines, escaped text, UTC times, a UID and a DTSTAMP", async () => {
    const response = await visit(`/dogadjaj/${event.id}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const ics = response.body;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain("\r\nDTSTART:20271205T180000Z\r\nDTEND:20271205T213000Z\r\n");
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toMatch(new RegExp(`\\r\\nUID:event-${event.id}@[^\\r]+\\r\\n`));
    expect(ics).toContain("\r\nSUMMARY:Vino\\, sir\\; i pršut\r\n");
    expect(ics).toContain("\r\nDESCRIPTION:Prvi red\\\\drugi & treći\r\n");
    expect(ics).toContain("\r\nLOCATION:Konoba\\, Primošten\r\n");
    expect((await visit(`/en/event/${event.id}.ics`)).statusCode).toBe(404);
  });

  it("draws the page with its time in Zagreb, seats left, the .ics link and Event data", async () => {
    const response = await visit(`/dogadjaj/${event.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("Vino, sir; i pršut");
    expect(html).toMatch(/19:00.{1,12}22:30/);
    expect(html).toContain("Još 12 slobodnih mjesta");
    expect(html).toContain(`href="/dogadjaj/${event.id}.ics"`);
    const [, jsonLd] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      "@type": "Event",
      name: "Vino, sir; i pršut",
      startDate: "2027-12-05T18:00:00.000Z",
      remainingAttendeeCapacity: 12,
    });
    for (const url of ["/dogadjaj/0", "/dogadjaj/abc", "/dogadjaj/2147483647"])
      expect((await visit(url)).statusCode).toBe(404);
  });

  it("lists published events in the sitemap, each language at its route", async () => {
    const xml = (await visit("/sitemap-events-1.xml")).body;
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/dogadjaj/${event.id}</loc>`));
    // no English texts: no English URL
    expect(xml).not.toContain(`/en/event/${event.id}<`);
    expect(xml).toMatch(/<loc>[^<]*\/en\/event\/\d+<\/loc>/);
    expect(xml).toMatch(/hreflang="de" href="[^"]*\/de\/Veranstaltung\/\d+"/);
  });

  it("lists the upcoming demo events on the hall page (the events element)", async () => {
    const html = (await visit("/dvorana")).body;
    expect(html).toContain("Nadolazeći događaji");
    expect(html).toContain("Kušanje vina s obiteljskih vinograda");
    expect(html).toMatch(/href="\/dogadjaj\/\d+"/);
  });
});

describe("signing up for an event (decision 054)", () => {
  let server: TestServer;
  const run = randomInt(100000, 999999);
  const subnet = randomInt(0, 250);
  let address = 0;
  /** A fresh client address (TRUST_PROXY=1): each sign-up has its own rate limit window. */
  const nextAddress = () => `10.${subnet}.${Math.floor(++address / 250)}.${address % 250}`;
  const scope = { siteId: demoSiteId, languageCode: "hrv" };
  const mine: number[] = [];
  let backOffice = "";

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(server.url + path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        language: "hrv",
        "x-forwarded-for": nextAddress(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as {
      data?: { accepted: boolean; awaitingConfirmation: boolean };
      error?: { key: string; message: string; fields?: { path: string; message: string }[] };
    };
    return { status: response.status, ...answer };
  }

  async function solvedAltcha(): Promise<string> {
    const response = await fetch(`${server.url}/api/v1/cms/form/challenge`);
    const { data } = (await response.json()) as { data: FormCaptcha };
    const challenge = data.challenge as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("the challenge was not solved");
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  const emailOf = (name: string) => `${name}-${run}@example.com`;
  async function signUp(
    id: number,
    data: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) {
    return post("/api/v1/calendar/event/public/signUp", {
      id,
      submission: {
        formSlug: eventSignupForm,
        path: `/dogadjaj/${id}`,
        data: { ime: "Ana Anić", email: emailOf("ana"), mjesta: 1, ...data },
        consents: ["privacy"],
        altcha: await solvedAltcha(),
        ...extra,
      },
    });
  }

  async function event(body: Partial<EventSaveRequest>): Promise<Event> {
    const saved = await saveEvent(server.services, scope, {
      title: `Prijave ${run}`,
      startEvent: at(5 * dayMs),
      endEvent: at(5 * dayMs + 2 * hourMs),
      capacity: 10,
      eventAttendees: 0,
      isPublished: true,
      acceptsSignups: true,
      ...body,
    });
    mine.push(saved.id);
    return saved;
  }

  const attendeesOf = async (id: number) =>
    (await getAdminEvent(server.services, scope, id)).eventAttendees;

  const submissionsOf = (id: number) =>
    server.database.db
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.formSlug, eventSignupForm),
          sql`${formSubmissions.data} ->> 'dogadjaj' = ${String(id)}`,
        ),
      );

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1", ...loginLimits }, { isFresh: false });
    const { email, password } = demoAccount("back-office");
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: JSON.stringify({ username: email, password }),
    });
    backOffice = ((await login.json()) as { data: LoginResult }).data.tokens.accessToken;
  }, 120_000);

  afterAll(async () => {
    for (const id of mine) {
      await server.database.db
        .delete(formSubmissions)
        .where(sql`${formSubmissions.data} ->> 'dogadjaj' = ${String(id)}`);
      await deleteEvent(server.services, { siteId: demoSiteId, id });
    }
    await server.close();
  });

  it("takes the seats, keeps the submission named after the event and lists it", async () => {
    const open = await event({ title: `Degustacija ${run}`, capacity: 5 });
    const answer = await signUp(open.id, { mjesta: 2 });
    expect(answer).toMatchObject({
      status: 200,
      data: { accepted: true, awaitingConfirmation: false },
    });
    expect(await attendeesOf(open.id)).toBe(2);
    const [stored] = await submissionsOf(open.id);
    expect(stored).toMatchObject({
      formTitle: `Prijava na događaj: Degustacija ${run}`,
      email: emailOf("ana"),
      status: "received",
      data: { ime: "Ana Anić", email: emailOf("ana"), mjesta: 2, dogadjaj: open.id },
    });
    const listed = await fetch(
      `${server.url}/api/v1/admin/forms/submissions?formSlug=${eventSignupForm}&search=${run}`,
      { headers: { accessToken: backOffice, language: "hrv" } },
    );
    const { data } = (await listed.json()) as { data: FormSubmissionList };
    const record = data.submissions.find((each) => each.formTitle.includes(`Degustacija ${run}`));
    expect(record?.fields).toEqual(
      expect.arrayContaining([
        { name: "mjesta", label: "Broj mjesta", value: "2" },
        { name: "dogadjaj", label: "Događaj", value: String(open.id) },
      ]),
    );
    const read = await fetch(`${server.url}/api/v1/calendar/event/public/get?id=${open.id}`);
    expect(((await read.json()) as { data: Event }).data.seatsLeft).toBe(3);
  });

  it("refuses bad input with 400 and the field, and takes nothing", async () => {
    const open = await event({ capacity: 5 });
    const noConsent = await signUp(open.id, {}, { consents: [] });
    expect(noConsent.status).toBe(400);
    expect(noConsent.error?.fields?.[0]?.path).toBe("/body/submission/consents");
    for (const mjesta of [0, 11, 2.5, "dva"]) {
      const answer = await signUp(open.id, { mjesta });
      expect(answer.status).toBe(400);
      expect(answer.error?.fields?.[0]?.path).toBe("/body/submission/data/mjesta");
    }
    const badEmail = await signUp(open.id, { email: "nije-adresa" });
    expect(badEmail.error?.fields?.[0]?.path).toBe("/body/submission/data/email");
    const extra = await signUp(open.id, { dogadjaj: 1 });
    expect(extra.status).toBe(400);
    const noId = await post("/api/v1/calendar/event/public/signUp", { submission: {} });
    expect(noId.status).toBe(400);
    expect((await post("/api/v1/calendar/event/public/signUp", "[]")).status).toBe(400);
    expect(await attendeesOf(open.id)).toBe(0);
    expect(await submissionsOf(open.id)).toEqual([]);
  });

  it("refuses a sold-out event and more seats than are left (409, Croatian)", async () => {
    const soldOut = await event({ capacity: 4, eventAttendees: 4 });
    const refused = await signUp(soldOut.id, {});
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({
      key: "api.eventSoldOut",
      message: "Nažalost, sva su mjesta na ovom događaju popunjena",
    });
    const almost = await event({ capacity: 4, eventAttendees: 3 });
    const tooMany = await signUp(almost.id, { mjesta: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error?.key).toBe("api.eventFull");
    expect(tooMany.error?.message).toBe("Nema toliko slobodnih mjesta: preostalo je još 1");
    expect(tooMany.error?.fields?.[0]?.path).toBe("/body/submission/data/mjesta");
    expect(await attendeesOf(almost.id)).toBe(3);
    expect(await submissionsOf(almost.id)).toEqual([]);
  });

  it("refuses an ended event, one closed to sign-ups, and an unpublished or unknown one", async () => {
    const ended = await event({ startEvent: at(-3 * hourMs), endEvent: at(-hourMs) });
    expect((await signUp(ended.id, {})).error?.key).toBe("api.eventEnded");
    const closed = await event({ acceptsSignups: false });
    expect((await signUp(closed.id, {})).error?.key).toBe("api.eventSignupsClosed");
    const hidden = await event({ isPublished: false });
    expect((await signUp(hidden.id, {})).status).toBe(404);
    expect((await signUp(2147483647, {})).status).toBe(404);
    for (const each of [ended, closed, hidden]) expect(await attendeesOf(each.id)).toBe(0);
  });

  it("gives the last seat to exactly one of two visitors racing for it", async () => {
    const last = await event({ capacity: 3, eventAttendees: 2 });
    const answers = await Promise.all([
      signUp(last.id, { email: emailOf("prva") }),
      signUp(last.id, { email: emailOf("drugi") }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.error?.key).toBe("api.eventSoldOut");
    expect(await attendeesOf(last.id)).toBe(3);
    expect(await submissionsOf(last.id)).toHaveLength(1);
  });

  it("is no storeData of its own: the form without an event takes nothing", async () => {
    const answer = await post("/api/v1/cms/form/storeData", {
      formSlug: eventSignupForm,
      path: "/",
      data: { ime: "Ana", email: emailOf("izravno"), mjesta: 1 },
      consents: ["privacy"],
      altcha: await solvedAltcha(),
    });
    expect(answer.status).toBe(409);
    expect(answer.error?.key).toBe("api.eventSignupsClosed");
  });

  it("without JavaScript takes the seats when the mailed link is opened", async () => {
    const open = await event({ capacity: 2 });
    const email = emailOf("bez-skripte");
    const answer = await signUp(
      open.id,
      { email, mjesta: 2 },
      { altcha: undefined, confirmByEmail: true },
    );
    expect(answer.data).toEqual({ accepted: true, awaitingConfirmation: true });
    expect(await attendeesOf(open.id)).toBe(0);
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id));
    const token = /[?&]token=(f-[0-9a-f]{32})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    // the seats went to someone else meanwhile: the link cannot take them (and stays unspent)
    await saveEvent(server.services, scope, {
      id: open.id,
      title: `Prijave ${run}`,
      startEvent: open.startEvent,
      endEvent: open.endEvent,
      eventAttendees: 1,
    });
    const full = await post("/api/v1/cms/form/confirmEmail", { token });
    expect(full.error?.key).toBe("api.eventFull");
    await saveEvent(server.services, scope, {
      id: open.id,
      title: `Prijave ${run}`,
      startEvent: open.startEvent,
      endEvent: open.endEvent,
      eventAttendees: 0,
    });
    expect((await post("/api/v1/cms/form/confirmEmail", { token })).status).toBe(200);
    expect(await attendeesOf(open.id)).toBe(2);
    const [kept] = await submissionsOf(open.id);
    expect(kept?.status).toBe("received");
  });
});

describe("the back office's events (decision 054)", () => {
  it("lists upcoming and past events, published or not, with texts of the language", async () => {
    const hidden = await save({
      title: "Neobjavljeni",
      startEvent: at(2 * dayMs),
      endEvent: at(2 * dayMs + hourMs),
      isPublished: false,
    });
    const past = await save({
      title: "Jučerašnji",
      startEvent: at(-dayMs),
      endEvent: at(-dayMs + hourMs),
    });
    const listOf = async (query: string, language = "hrv") =>
      payload<EventAdminList>(
        await call(`/api/v1/admin/events${query}`, {
          headers: asEditor(editor.accessToken!, language),
        }),
      );
    const upcoming = await listOf("");
    expect(upcoming.limit).toBe(20);
    expect(upcoming.records.map((each) => each.id)).toContain(hidden.id);
    expect(upcoming.records.map((each) => each.id)).not.toContain(past.id);
    const pastList = await listOf("?when=past");
    expect(pastList.records.map((each) => each.id)).toContain(past.id);
    const english = (await listOf("", "eng")).records.find((each) => each.id === hidden.id);
    expect(english).toMatchObject({ title: "Neobjavljeni", texts: null, languages: ["hrv"] });
    const one = payload<EventAdmin>(
      await call(`/api/v1/admin/events/${hidden.id}`, {
        headers: asEditor(editor.accessToken!, "eng"),
      }),
    );
    expect(one).toMatchObject({ id: hidden.id, texts: null, isPublished: false });
    expect((await call("/api/v1/admin/events?when=soon", { headers: editor })).status).toBe(400);
    expect((await call("/api/v1/admin/events?page=0", { headers: editor })).status).toBe(400);
    expect((await call("/api/v1/admin/events")).status).toBe(401);
    const shopper = { accessToken: await accessTokenOf("shopper") };
    expect((await call("/api/v1/admin/events", { headers: shopper })).status).toBe(403);
    expect((await call(`/api/v1/admin/events/${hidden.id}`, { headers: shopper })).status).toBe(
      403,
    );
    expect((await call("/api/v1/admin/events/2147483647", { headers: editor })).status).toBe(404);
  });
});
