import { beforeAll, describe, expect, it } from "vitest";
import type { BuilderConflict, BuilderDocument } from "#generated/types.ts";
import { accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

const documentPath = (kind: string, key: string) =>
  `/api/v1/admin/builder/documents/${kind}/${key}`;

let token = "";
let other = "";
beforeAll(async () => {
  token = await accessTokenOf("back-office");
  other = await accessTokenOf("back-office");
});

async function open(kind: string, key: string, language = "hrv"): Promise<BuilderDocument> {
  return payload<BuilderDocument>(
    await call(documentPath(kind, key), { headers: asEditor(token, language) }),
  );
}

function save(key: string, draft: BuilderDocument, headers = asEditor(token), kind = "page") {
  return call(`${documentPath(kind, key)}/draft`, {
    method: "PUT",
    headers,
    body: {
      baseRevision: draft.revision,
      document: draft.document,
      meta: draft.meta,
      ...(draft.options ? { options: draft.options } : {}),
    },
  });
}

describe("builder documents: load and save drafts", () => {
  it("opens a published page as its draft, with its revision and languages", async () => {
    const draft = await open("page", "privacy");
    expect(draft.kind).toBe("page");
    expect(draft.revision).toBeGreaterThanOrEqual(1);
    expect(draft.exists).toBe(true);
    expect(draft.isPublished).toBe(true);
    expect(draft.meta.slug).toBe("privatnost");
    expect(draft.document.elements[0]?.id).toBe("privacy-title");
    expect(draft.languages.map((language) => language.language_code)).toEqual([
      "hrv",
      "eng",
      "deu",
    ]);
    const english = await open("page", "privacy", "eng");
    expect(english.meta.slug).toBe("privacy");
    expect(english.document.elements[0]?.props.text).not.toBe(
      draft.document.elements[0]?.props.text,
    );
  });

  it("saves a draft and raises the revision; an idle save changes nothing", async () => {
    const draft = await open("page", "about");
    const [first] = draft.document.elements;
    if (!first) throw new Error("no element");
    const edited = structuredClone(draft);
    edited.document.elements.push({ id: "added-spacer", type: "spacer", props: { height: 24 } });
    const saved = payload<BuilderDocument>(await save("about", edited));
    expect(saved.revision).toBe(draft.revision + 1);
    expect(saved.hasUnpublishedChanges).toBe(true);
    expect(saved.document.elements.at(-1)?.id).toBe("added-spacer");
    const again = payload<BuilderDocument>(await save("about", saved));
    expect(again.revision).toBe(saved.revision);
  });

  it("answers 409 with the current draft when someone saved in between", async () => {
    const mine = await open("page", "gallery");
    const theirs = structuredClone(mine);
    theirs.document.elements.push({ id: "theirs", type: "spacer", props: { height: 8 } });
    expect((await save("gallery", theirs, asEditor(other))).status).toBe(200);
    const late = structuredClone(mine);
    late.document.elements.push({ id: "mine", type: "spacer", props: { height: 16 } });
    const response = await save("gallery", late);
    expect(response.status).toBe(409);
    expect(errorOf(response).key).toBe("api.draftConflict");
    const { current } = response.body as BuilderConflict;
    expect(current.revision).toBe(mine.revision + 1);
    expect(current.document.elements.some((element) => element.id === "theirs")).toBe(true);
    expect(current.document.elements.some((element) => element.id === "mine")).toBe(false);
  });

  it("lets exactly one of two simultaneous saves on the same revision win", async () => {
    const base = await open("page", "hall");
    const edit = (id: string) => {
      const draft = structuredClone(base);
      draft.document.elements.push({ id, type: "spacer", props: { height: 8 } });
      return draft;
    };
    const responses = await Promise.all([
      save("hall", edit("race-one")),
      save("hall", edit("race-two"), asEditor(other)),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await open("page", "hall")).revision).toBe(base.revision + 1);
  });

  it("refuses an invalid document with 400 and the JSON paths of the errors", async () => {
    const draft = await open("page", "contact");
    const broken = structuredClone(draft);
    broken.document.elements.unshift(
      { id: "bad-heading", type: "heading", props: { text: "", level: 9 } },
      { id: "bad-type", type: "no-such-element", props: {} },
    );
    const response = await save("contact", broken);
    expect(response.status).toBe(400);
    const paths = (errorOf(response).fields ?? []).map((field) => field.path);
    expect(paths).toContain("/body/document/elements/0/props/text");
    expect(paths).toContain("/body/document/elements/0/props/level");
    expect(paths).toContain("/body/document/elements/1/type");
    expect((await open("page", "contact")).revision).toBe(draft.revision);
  });

  it("sanitises rich text on save", async () => {
    const draft = await open("page", "menu");
    const edited = structuredClone(draft);
    edited.document.elements.push({
      id: "unsafe-text",
      type: "rich-text",
      props: { html: '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=y>' },
    });
    const saved = payload<BuilderDocument>(await save("menu", edited));
    expect(saved.document.elements.at(-1)?.props.html).toBe("<p>Hi</p>");
  });

  it("refuses a protocol-relative link as a site path, in link fields and rich text (issue 18)", async () => {
    const draft = await open("page", "menu");
    for (const href of ["//evil.example", "/\\evil.example"]) {
      const edited = structuredClone(draft);
      edited.document.elements.push({
        id: "evil-button",
        type: "button",
        props: { label: "Kliknite", link: { kind: "internal", href } },
      });
      const response = await save("menu", edited);
      expect(response.status).toBe(400);
      expect((errorOf(response).fields ?? []).map((field) => field.path)).toContain(
        `/body/document/elements/${edited.document.elements.length - 1}/props/link/href`,
      );
    }
    const edited = structuredClone(await open("page", "menu"));
    edited.document.elements.push({
      id: "evil-text",
      type: "rich-text",
      props: { html: '<p><a href="//evil.example">a</a> <a href="/jelovnik">b</a></p>' },
    });
    const saved = payload<BuilderDocument>(await save("menu", edited));
    expect(saved.document.elements.at(-1)?.props.html).toBe(
      '<p><a>a</a> <a href="/jelovnik">b</a></p>',
    );
  });

  it("publishes an unchanged draft once: publishing it again adds no version (issue 18)", async () => {
    const path = documentPath("page", "accommodation");
    const edited = structuredClone(await open("page", "accommodation"));
    edited.document.elements.push({ id: "republished", type: "spacer", props: { height: 12 } });
    const saved = payload<BuilderDocument>(await save("accommodation", edited));
    const publish = (revision: number) =>
      call(`${path}/publish`, {
        method: "POST",
        headers: asEditor(token),
        body: { baseRevision: revision },
      });
    const first = payload<BuilderDocument>(await publish(saved.revision));
    const versions = () =>
      call(`${path}/versions`, { headers: asEditor(token) }).then((response) =>
        payload<{ number: number }[]>(response).map((version) => version.number),
      );
    const before = await versions();
    const again = payload<BuilderDocument>(await publish(first.revision));
    expect(again.publishedVersion).toBe(first.publishedVersion);
    expect(await versions()).toEqual(before);
  });

  it("opens a layout section with its options", async () => {
    const footer = await open("section", "footer-section");
    expect(footer.kind).toBe("section");
    expect(footer.options).toBeDefined();
    expect(
      (await call(documentPath("section", "no-such-section"), { headers: asEditor(token) })).status,
    ).toBe(404);
    expect(
      (await call(documentPath("page", "no-such-page"), { headers: asEditor(token) })).status,
    ).toBe(404);
  });
});
