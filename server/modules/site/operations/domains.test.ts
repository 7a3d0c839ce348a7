import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { sites } from "../../../db/schema.ts";
import { seededMemoryServices } from "../../../db/seed/memory-services.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { siteForHost } from "../../../platform/http/request-context.ts";
import type { Services } from "../../../platform/services.ts";
import { createDomain, deleteDomain, filterDomains, hostNameOf } from "./domains.ts";

let database: Database;
let services: Services;
let siteId = "";
// after the demo site by id: a host no domain names falls back to the first site
const otherSiteId = "zz-druga-stranica";

beforeAll(async () => {
  ({ database, services } = await seededMemoryServices());
  const [site] = await database.db.select().from(sites).limit(1);
  if (!site) throw new Error("no site");
  siteId = site.id;
  await database.db.insert(sites).values({ ...site, id: otherSiteId, apiKeyToken: "other-key" });
}, 120_000);

afterAll(async () => {
  await database.close();
});

/** The message key of what a call threw (an AppError), or "none". */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "none";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.status} ${error.key}`;
  }
}

describe("the domain list (spec 2)", () => {
  it("lists the seeded domains of the site, oldest first", async () => {
    const names = (await filterDomains(services, siteId)).map((domain) => domain.name);
    expect(names).toEqual(["localhost", "127.0.0.1"]);
    expect(await filterDomains(services, otherSiteId)).toEqual([]);
  });

  it("adds a domain, and requests on that host reach the site at once", async () => {
    // a look-up before the change is cached: the add must drop it
    expect((await siteForHost(services, "shop.example.hr")).id).toBe(siteId);
    const body = { name: "shop.example.hr", url: "https://shop.example.hr/" };
    await createDomain(services, { siteId: otherSiteId, body });
    expect((await siteForHost(services, "shop.example.hr:443")).id).toBe(otherSiteId);
    expect(
      await refusal(() => createDomain(services, { siteId, body: { ...body, url: body.url } })),
    ).toBe("409 api.domainTaken");
  });

  it("refuses an address that is not on the domain", async () => {
    const body = { name: "www.example.hr", url: "https://example.hr" };
    expect(await refusal(() => createDomain(services, { siteId, body }))).toBe(
      "400 api.domainUrlMismatch",
    );
    expect((await filterDomains(services, siteId)).map((domain) => domain.name)).not.toContain(
      "www.example.hr",
    );
  });

  it("removes a domain, but never the one in use, the last one or another site's", async () => {
    const [localhost, loopback] = await filterDomains(services, siteId);
    if (!localhost || !loopback) throw new Error("seed without domains");
    expect(
      await refusal(() =>
        deleteDomain(services, { siteId, id: localhost.id, host: "localhost:3000" }),
      ),
    ).toBe("400 api.domainInUse");
    const [other] = await filterDomains(services, otherSiteId);
    if (!other) throw new Error("no domain of the other site");
    expect(
      await refusal(() => deleteDomain(services, { siteId, id: other.id, host: "localhost" })),
    ).toBe("404 api.notFound");
    expect(
      await refusal(() =>
        deleteDomain(services, { siteId: otherSiteId, id: other.id, host: undefined }),
      ),
    ).toBe("400 api.lastDomain");

    const left = await deleteDomain(services, { siteId, id: loopback.id, host: "localhost" });
    expect(left.map((domain) => domain.name)).toEqual(["localhost"]);
    expect(await filterDomains(services, siteId)).toEqual(left);
  });

  it("reads the host name of a Host header", () => {
    expect(hostNameOf("Shop.Example.hr:8080")).toBe("shop.example.hr");
    expect(hostNameOf(undefined)).toBe("");
  });
});
