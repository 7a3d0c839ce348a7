import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseSiteOptions, type OptionProblem } from "#common/site-options.ts";
import type { Database } from "../db/client.ts";
import { siteOptions, sites } from "../db/schema.ts";
import { siteOptionRows } from "../db/seed/site-options.ts";
import { seededMemoryServices } from "../db/seed/memory-services.ts";
import { invalidateContent } from "./cache-keys.ts";
import { resolveRequestContext } from "./http/request-context.ts";
import type { Services } from "./services.ts";
import { domainDetect } from "../modules/site/operations/domain-detect.ts";
import { filterOptions } from "./filter-options.ts";

let database: Database;
let services: Services;
let siteId: string;
const warnings: string[] = [];

// Only what the operations read from the logger; records warnings so the test can see them.
const log = {
  warn: (object: { key?: string }) => warnings.push(object.key ?? ""),
  error: () => undefined,
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

async function setOption(key: string, value: string): Promise<void> {
  await services.db
    .update(siteOptions)
    .set({ value })
    .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, key)));
  await invalidateContent(services.changes, { siteId, kinds: ["option"] });
}

/** A call's API headers, from a client on host "localhost". */
const fromLocalhost = (headers: Record<string, string>) => [headers, "localhost"] as const;

beforeAll(async () => {
  ({ database, services } = await seededMemoryServices(log));
  const [site] = await database.db.select().from(sites).limit(1);
  siteId = site?.id ?? "";
}, 60_000);

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  warnings.length = 0;
  await setOption("AllowedLanguages", "hrv,eng,deu");
  await setOption("DefaultLanguage", "hrv");
  await setOption("Maintenance", "false");
});

const codes = (config: { languages: { code: string }[] }) =>
  config.languages.map((language) => language.code);

describe("seeded site options", () => {
  it("all fit their schemas", () => {
    const problems: OptionProblem[] = [];
    const options = parseSiteOptions(siteOptionRows, (problem) => problems.push(problem));
    expect(problems).toEqual([]);
    expect(options.AllowedLanguages).toEqual(["hrv", "eng", "deu"]);
  });
});

describe("AllowedLanguages and DefaultLanguage (spec 3)", () => {
  it("offers the allowed languages only, and the default decides", async () => {
    expect(codes(await domainDetect(services, { domain: "localhost" }))).toEqual([
      "hrv",
      "eng",
      "deu",
    ]);
    await setOption("AllowedLanguages", "hrv,deu");
    await setOption("DefaultLanguage", "deu");
    const config = await domainDetect(services, { domain: "localhost" });
    expect(codes(config)).toEqual(["hrv", "deu"]);
    expect(config.defaultLanguage).toBe("deu");
  });

  it("gives a request without a language header the DefaultLanguage", async () => {
    await setOption("DefaultLanguage", "eng");
    const context = await resolveRequestContext(services, ...fromLocalhost({}));
    expect(context.language.code).toBe("eng");
    const named = await resolveRequestContext(services, ...fromLocalhost({ language: "deu" }));
    expect(named.language.code).toBe("deu");
    await setOption("AllowedLanguages", "hrv,eng");
    // translations are offered in the allowed languages only; the API still answers in deu
    const limited = await resolveRequestContext(services, ...fromLocalhost({ language: "deu" }));
    expect(limited.languages.map((language) => language.code)).toEqual(["hrv", "eng"]);
    expect(limited.language.code).toBe("deu");
  });

  it("ignores (and logs) values that break their schema, falling back to all languages", async () => {
    await setOption("AllowedLanguages", "klingon");
    await setOption("DefaultLanguage", "english");
    const config = await domainDetect(services, { domain: "localhost" });
    expect(codes(config)).toEqual(["hrv", "eng", "deu"]);
    expect(config.defaultLanguage).toBe("hrv");
    expect(warnings).toEqual(expect.arrayContaining(["AllowedLanguages", "DefaultLanguage"]));
  });

  it("does not make a disallowed language the default", async () => {
    await setOption("AllowedLanguages", "eng");
    await setOption("DefaultLanguage", "deu");
    const config = await domainDetect(services, { domain: "localhost" });
    expect(codes(config)).toEqual(["eng"]);
    expect(config.defaultLanguage).toBe("eng");
  });
});

describe("filterOptions", () => {
  it("leaves out a stored value that breaks its key's schema, with a log line", async () => {
    await setOption("Maintenance", "maybe");
    const options = await filterOptions(services, { siteId, keys: ["Maintenance", "Brand"] });
    expect(options.map((option) => option.key)).toEqual(["Brand"]);
    expect(warnings).toEqual(["Maintenance"]);
  });
});
