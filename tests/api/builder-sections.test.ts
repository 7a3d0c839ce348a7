import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuilderDocument, Master } from "#generated/types.ts";
import { type EditorCalls, type SiteApp, editorCalls, startSiteApp } from "./site-app.ts";

// Header, footer and cookie sections are documents like pages (issue 7): a draft stays private,
// a publish shows on every page at once, through the anonymous page cache.
let site: SiteApp;
let api: EditorCalls["api"];
let data: EditorCalls["data"];
let visit: EditorCalls["visit"];

beforeAll(async () => {
  site = await startSiteApp();
  ({ api, data, visit } = await editorCalls(site.app));
}, 300_000);

afterAll(() => site.close());

const footer = "/api/v1/admin/builder/documents/section/footer-section";

describe("layout sections in the builder", () => {
  it("publishes the footer's text to every page at once", async () => {
    for (const path of ["/", "/o-nama"]) {
      await visit(path);
      expect((await visit(path)).headers["x-cache"]).toBe("HIT");
    }
    const draft = await data<BuilderDocument>("GET", footer);
    expect(draft.kind).toBe("section");
    const options = { ...draft.options, title: "Vidimo se uz more" };
    const saved = await data<BuilderDocument>("PUT", `${footer}/draft`, {
      baseRevision: draft.revision,
      document: draft.document,
      meta: draft.meta,
      options,
    });
    expect(saved.options?.title).toBe("Vidimo se uz more");
    // a draft is the editor's alone
    expect((await visit("/o-nama")).body).not.toContain("Vidimo se uz more");

    const invalid = await api("PUT", `${footer}/draft`, {
      baseRevision: saved.revision,
      document: saved.document,
      meta: saved.meta,
      options: { ...options, title: "" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid.json<{ error: { fields: { path: string }[] } }>().error.fields.map((f) => f.path),
    ).toContain("/body/options/title");

    const published = await data<BuilderDocument>("POST", `${footer}/publish`, {
      baseRevision: saved.revision,
    });
    expect(published.isPublished).toBe(true);
    expect(published.hasUnpublishedChanges).toBe(false);
    for (const path of ["/", "/o-nama"]) {
      const page = await visit(path);
      expect(page.headers["x-cache"]).toBe("MISS");
      expect(page.body).toContain("Vidimo se uz more");
    }
  });

  it("publishes the cookie notice's text", async () => {
    const cookie = "/api/v1/admin/builder/documents/section/cookie-section";
    const draft = await data<BuilderDocument>("GET", cookie);
    const saved = await data<BuilderDocument>("PUT", `${cookie}/draft`, {
      baseRevision: draft.revision,
      document: draft.document,
      meta: draft.meta,
      options: draft.options,
    });
    expect(saved.options).toEqual(draft.options);
    await data<BuilderDocument>("POST", `${cookie}/publish`, { baseRevision: saved.revision });
    expect((await visit("/o-nama")).statusCode).toBe(200);
  });
});

describe("master instances on the site", () => {
  const masters = "/api/v1/admin/builder/masters";
  const about = "/api/v1/admin/builder/documents/page/about";
  const element = {
    id: "booking",
    type: "call-to-action",
    props: {
      title: "Rezervirajte stol na terasi",
      text: "Zovite nas",
      button: { label: "Rezervacija", link: { kind: "page", href: "/kontakt" } },
    },
  };

  /** Adds an instance of the master to a document's draft (and options) and publishes it. */
  async function place(path: string, masterId: number, instanceId: string) {
    const draft = await data<BuilderDocument>("GET", path);
    const instance = { id: instanceId, type: "master", props: { masterId } };
    const saved = await data<BuilderDocument>("PUT", `${path}/draft`, {
      baseRevision: draft.revision,
      document: { ...draft.document, elements: [...draft.document.elements, instance] },
      meta: draft.meta,
      ...(draft.options ? { options: draft.options } : {}),
    });
    await data("POST", `${path}/publish`, { baseRevision: saved.revision });
  }

  it("draws the master's current tree in every instance, and follows its changes at once", async () => {
    const master = await data<Master>("POST", masters, {
      kind: "master",
      title: "Terasa",
      element,
    });
    await place(about, master.id, "terrace-on-about");
    await place(footer, master.id, "terrace-in-footer");
    const page = await visit("/o-nama");
    // the page's instance and the footer's (the HTML, and the page's data for hydration)
    expect(page.body.match(/Rezervirajte stol na terasi/g)?.length).toBeGreaterThanOrEqual(2);
    expect(page.body).not.toContain('"masterId"');
    expect((await visit("/kontakt")).body).toContain("Rezervirajte stol na terasi");
    for (const path of ["/o-nama", "/kontakt"])
      expect((await visit(path)).headers["x-cache"]).toBe("HIT");

    const changed = { ...element, props: { ...element.props, title: "Terasa je otvorena" } };
    await data("PUT", `${masters}/${master.id}`, {
      baseRevision: master.revision,
      title: master.title,
      element: changed,
    });
    for (const path of ["/o-nama", "/kontakt"]) {
      const after = await visit(path);
      expect(after.headers["x-cache"]).toBe("MISS");
      expect(after.body).toContain("Terasa je otvorena");
      expect(after.body).not.toContain("Rezervirajte stol na terasi");
    }

    // a deleted master: its instances draw nothing, the pages stay up
    await data("DELETE", `${masters}/${master.id}`);
    const gone = await visit("/o-nama");
    expect(gone.statusCode).toBe(200);
    expect(gone.body).not.toContain("Terasa je otvorena");
  });

  it("refuses an instance without a master id", async () => {
    const draft = await data<BuilderDocument>("GET", about);
    const response = await api("PUT", `${about}/draft`, {
      baseRevision: draft.revision,
      document: {
        ...draft.document,
        elements: [...draft.document.elements, { id: "bad", type: "master", props: {} }],
      },
      meta: draft.meta,
    });
    expect(response.statusCode).toBe(400);
  });
});
