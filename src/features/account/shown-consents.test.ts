import { describe, expect, it } from "vitest";
import { createApiClient, httpFetch } from "#src/lib/api-client.ts";
import { askedIds, formConsentsOf, hasRequiredConsents, postedIds } from "./shown-consents.ts";

const privacy = {
  id: "privacy",
  uniqueNumber: "PRIV-2",
  version: 1,
  displayName: "Pristajem na obradu svojih podataka.",
  isRequired: true,
};
const newsletter = {
  id: "newsletter",
  uniqueNumber: "NEWS-1",
  version: 3,
  displayName: "Želim primati obavijesti.",
  isRequired: false,
};

const siteAnswering = (answer: () => Promise<Response>) => {
  const sent: { path: string; body: unknown; language: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({
      path: new URL(request.url).pathname,
      body: JSON.parse(await request.text()) as unknown,
      language: request.headers.get("language"),
    });
    return answer();
  };
  return {
    site: {
      api: createApiClient({
        fetch: httpFetch(fetch),
        language: "hrv",
        baseUrl: "http://site.test",
      }),
    },
    sent,
  };
};

describe("formConsentsOf (decision 047)", () => {
  it("asks the filter for the form's web consents and shows them in its order", async () => {
    const { site, sent } = siteAnswering(() =>
      Promise.resolve(Response.json({ data: { records: [privacy, newsletter] } })),
    );
    expect(await formConsentsOf(site, "checkoutAddress")).toEqual([
      { id: "privacy", label: privacy.displayName, isRequired: true },
      { id: "newsletter", label: newsletter.displayName, isRequired: false },
    ]);
    expect(sent).toEqual([
      {
        path: "/api/v1/gdpr/consent/filter/web",
        body: { assignedTo: "checkoutAddress", forWeb: true, limit: 100 },
        language: "hrv",
      },
    ]);
  });

  it("is null (not fetched) on an error answer or without one", async () => {
    const failing = siteAnswering(() =>
      Promise.resolve(
        Response.json({ error: { status: 500, message: "Greška." } }, { status: 500 }),
      ),
    );
    expect(await formConsentsOf(failing.site, "register")).toBeNull();
    const missing = siteAnswering(() => Promise.resolve(new Response("", { status: 404 })));
    expect(await formConsentsOf(missing.site, "register")).toBeNull();
    const offline = siteAnswering(() => Promise.reject(new TypeError("fetch failed")));
    expect(await formConsentsOf(offline.site, "register")).toBeNull();
  });
});

describe("the fetched list's checks", () => {
  const shown = [
    { id: "privacy", label: "P", isRequired: true },
    { id: "newsletter", label: "N", isRequired: false },
  ];
  it("asks for its ids and requires the required ones only", () => {
    expect(askedIds(shown)).toEqual(["privacy", "newsletter"]);
    expect(hasRequiredConsents(shown, ["privacy"])).toBe(true);
    expect(hasRequiredConsents(shown, ["newsletter"])).toBe(false);
    expect(hasRequiredConsents([], [])).toBe(true);
  });

  it("reads the posted ids", () => {
    const form = new FormData();
    form.append("consents", "privacy");
    form.append("consents", "terms");
    expect(postedIds(form)).toEqual(["privacy", "terms"]);
  });
});
