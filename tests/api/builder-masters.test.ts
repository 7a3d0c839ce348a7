import { beforeAll, describe, expect, it } from "vitest";
import type { BuilderDocument, Master } from "#generated/types.ts";
import { accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

const masters = "/api/v1/admin/builder/masters";
let token = "";
beforeAll(async () => {
  token = await accessTokenOf("back-office");
});

const send = (path: string, method: string, body?: unknown) =>
  call(path, { method, headers: asEditor(token), ...(body === undefined ? {} : { body }) });

describe("masters and templates", () => {
  it("saves an element subtree as a master, checks it and changes it", async () => {
    const element = {
      id: "promo",
      type: "call-to-action",
      props: {
        title: "Rezervirajte stol",
        text: "Zovite nas",
        button: { label: "Rezervacija", link: { kind: "page", href: "/kontakt" } },
      },
    };
    const created = payload<Master>(
      await send(masters, "POST", { kind: "master", title: "Poziv na rezervaciju", element }),
    );
    expect(created).toMatchObject({ kind: "master", revision: 1, element: { id: "promo" } });
    const invalid = await send(masters, "POST", {
      kind: "master",
      title: "Loš",
      element: { ...element, props: { ...element.props, title: "" } },
    });
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid).fields?.map((field) => field.path)).toContain(
      "/body/element/props/title",
    );
    expect((await send(masters, "POST", { kind: "master", title: "Bez elementa" })).status).toBe(
      400,
    );

    const changed = payload<Master>(
      await send(`${masters}/${created.id}`, "PUT", {
        baseRevision: 1,
        title: "Poziv",
        element: { ...element, props: { ...element.props, text: "Javite se" } },
      }),
    );
    expect(changed.revision).toBe(2);
    const stale = await send(`${masters}/${created.id}`, "PUT", {
      baseRevision: 1,
      title: "Kasno",
      element,
    });
    expect(stale.status).toBe(409);
    const listed = payload<Master[]>(await send(`${masters}?kind=master`, "GET"));
    expect(listed.map((master) => master.id)).toContain(created.id);
    expect(payload<Master>(await send(`${masters}/${created.id}`, "DELETE")).id).toBe(created.id);
    expect((await send(`${masters}/${created.id}`, "GET")).status).toBe(404);
  });

  it("starts a new page from a template", async () => {
    const document = {
      version: 2,
      settings: { landingStyle: "helena" },
      elements: [
        { id: "offer-title", type: "heading", props: { text: "Ponuda", level: 1 } },
        { id: "offer-text", type: "rich-text", props: { html: "<p>Tekst<script>x</script></p>" } },
      ],
    };
    const template = payload<Master>(
      await send(masters, "POST", { kind: "template", title: "Ponuda", document }),
    );
    expect(template.document?.elements[1]?.props.html).toBe("<p>Tekst</p>");
    const page = payload<BuilderDocument>(
      await send("/api/v1/admin/builder/pages", "POST", {
        title: "Zimska ponuda",
        slug: "zimska-ponuda",
        templateId: template.id,
      }),
    );
    expect(page.document).toEqual(template.document);
    expect(page.meta).toEqual({ title: "Zimska ponuda", slug: "zimska-ponuda" });
    const missing = await send("/api/v1/admin/builder/pages", "POST", {
      title: "Nema",
      slug: "nema-predloska",
      templateId: 999999,
    });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).key).toBe("api.unknownTemplate");
    await send("/api/v1/admin/builder/pages/zimska-ponuda", "DELETE");
    await send(`${masters}/${template.id}`, "DELETE");
  });
});
