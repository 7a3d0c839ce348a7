import { describe, expect, it } from "vitest";
import type { Country, DomainConfig, Language, SiteOption } from "#generated/types.ts";
import { accessTokenOf } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

describe("site API", () => {
  it("answers the health check with the database up", async () => {
    const health = payload<{ status: string; database: string }>(await call("/api/v1/health"));
    expect(health).toMatchObject({ status: "ok", database: "ok" });
  });

  it("detects the domain with site, stores, languages and currency (spec 1)", async () => {
    const config = payload<DomainConfig>(await call("/api/v2/domainDetect", { method: "POST" }));
    expect(config.siteID).toBe("vitrina-demo");
    expect(config.apiKeyToken).toMatch(/^[0-9a-f]{32}$/);
    expect(config.defaultLanguage).toBe("hrv");
    expect(config.languages.map((language) => language.code)).toEqual(["hrv", "eng", "deu"]);
    expect(config.stores.length).toBe(3);
    expect(config.currency.label).toBe("EUR");
  });

  it("accepts the site's apiKey and rejects an unknown one", async () => {
    const { apiKeyToken } = payload<DomainConfig>(
      await call("/api/v2/domainDetect", { method: "POST" }),
    );
    expect(
      (await call("/api/v1/commons?type=languages", { headers: { apiKey: apiKeyToken } })).status,
    ).toBe(200);
    const unknown = await call("/api/v1/commons?type=languages", {
      headers: { apiKey: "0".repeat(32) },
    });
    expect(unknown.status).toBe(401);
    expect(errorOf(unknown).message).toBe("Nepoznata stranica ili API ključ");
  });

  it("lists languages and countries (commons)", async () => {
    const languages = payload<Language[]>(await call("/api/v1/commons?type=languages"));
    expect(languages.find((language) => language.code === "hrv")?.code2).toBe("hr");
    const countries = payload<Country[]>(await call("/api/v1/commons?type=countries"));
    expect(countries.some((country) => country.iso === "HR")).toBe(true);
  });

  it("rejects an unknown commons type with the spec message", async () => {
    const response = await call("/api/v1/commons?type=planets");
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[0]?.path).toContain("type");
  });

  it("filters site options by key (spec 3)", async () => {
    const options = payload<SiteOption[]>(
      await call("/api/v1/cms/option/filter?keys=HomePageSlug,DefaultLanguage"),
    );
    expect(Object.fromEntries(options.map((option) => [option.key, option.value]))).toEqual({
      DefaultLanguage: "hrv",
      HomePageSlug: "restaurant",
    });
  });

  it("serves the public options to visitors and shoppers, the e-mail templates to the back office only (issue 18)", async () => {
    const keys = (options: SiteOption[]) => options.map((option) => option.key);
    const template = "/api/v1/cms/option/filter?keys=RegisterEmailTemplate,Brand";
    const anonymous = keys(payload<SiteOption[]>(await call("/api/v1/cms/option/filter")));
    expect(anonymous).toContain("Brand");
    expect(anonymous).not.toContain("RegisterEmailTemplate");
    expect(anonymous).not.toContain("PasswordResetEmailTemplate");
    expect(keys(payload<SiteOption[]>(await call(template)))).toEqual(["Brand"]);
    const shopper = await accessTokenOf("shopper");
    expect(
      keys(payload<SiteOption[]>(await call(template, { headers: { accessToken: shopper } }))),
    ).toEqual(["Brand"]);
    const editor = await accessTokenOf("back-office");
    expect(
      keys(payload<SiteOption[]>(await call(template, { headers: { accessToken: editor } }))),
    ).toEqual(["Brand", "RegisterEmailTemplate"]);
  });
});
