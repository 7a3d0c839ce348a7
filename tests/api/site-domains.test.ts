import { beforeAll, describe, expect, it } from "vitest";
import type { DomainConfig, SiteDomain } from "#generated/types.ts";
import { accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

// spec 2 domain list, spec 7 settings domain filter: the back office manages the host names the
// site answers on. The suite's server is reached on 127.0.0.1 (tests/api/server.ts).
let headers: Record<string, string> = {};
const create = (body: unknown) =>
  call("/api/v1/settings/domain/create", { body, headers: { ...headers } });
const list = async () =>
  payload<SiteDomain[]>(await call("/api/v1/settings/domain/filter", { headers }));
const remove = (id: number) =>
  call(`/api/v1/settings/domain/delete/${id}`, { method: "DELETE", headers });

beforeAll(async () => {
  headers = asEditor(await accessTokenOf("back-office"));
});

describe("the domain list", () => {
  it("lists the seeded domains", async () => {
    expect((await list()).map((domain) => domain.name)).toEqual(["localhost", "127.0.0.1"]);
  });

  it("refuses a name that is no host name, and an address on another host", async () => {
    for (const name of ["Shop.Example.hr", "shop.example.hr:8080", "-shop.hr", "a b.hr", ""]) {
      const response = await create({ name, url: "https://shop.example.hr" });
      expect(response.status, name).toBe(400);
      expect(errorOf(response).key, name).toMatch(/^validation\./);
    }
    const response = await create({ name: "shop.example.hr", url: "https://example.hr" });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({
      key: "api.domainUrlMismatch",
      message: "Adresa mora biti na toj domeni",
    });
  });

  it("adds a domain that domainDetect then resolves, refuses it twice, and removes it", async () => {
    const name = `api-${Date.now().toString(36)}.example.hr`;
    const added = payload<SiteDomain[]>(await create({ name, url: `https://${name}/` }));
    const domain = added.find((each) => each.name === name);
    expect(domain?.url).toBe(`https://${name}/`);
    const detected = payload<DomainConfig>(
      await call("/api/v2/domainDetect", { body: { domain: name } }),
    );
    expect(detected.domain).toEqual({ name, url: `https://${name}/` });

    const twice = await create({ name, url: `https://${name}` });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).key).toBe("api.domainTaken");

    const left = payload<SiteDomain[]>(await remove(domain?.id ?? 0));
    expect(left.map((each) => each.name)).toEqual(["localhost", "127.0.0.1"]);
    expect((await remove(domain?.id ?? 0)).status).toBe(404);
  });

  it("never removes the domain the call arrives on", async () => {
    const loopback = (await list()).find((domain) => domain.name === "127.0.0.1");
    const response = await remove(loopback?.id ?? 0);
    expect(response.status).toBe(400);
    expect(errorOf(response).key).toBe("api.domainInUse");
    expect(await list()).toHaveLength(2);
  });
});
