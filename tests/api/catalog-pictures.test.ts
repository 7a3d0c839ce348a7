import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult, MediaItem, Product } from "#generated/types.ts";
import { demoAccount } from "./backoffice.ts";
import { type EditorCalls, type SiteApp, editorCalls, startSiteApp } from "./site-app.ts";

// A product's uploaded picture on the shop's pages as visitors get them (issue 19): the real
// site build over a seeded PGlite of its own, the upload through the media library's HTTP call.
let site: SiteApp;
let data: EditorCalls["data"];
let visit: EditorCalls["visit"];
let origin = "";

beforeAll(async () => {
  site = await startSiteApp();
  ({ data, visit } = await editorCalls(site.app));
  origin = await site.app.listen({ port: 0, host: "127.0.0.1" });
}, 300_000);

afterAll(() => site.close());

async function uploadPhoto(): Promise<MediaItem> {
  const { email, password } = demoAccount("back-office");
  const login = await data<LoginResult>("POST", "/api/v1/login", { username: email, password });
  const bytes = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 40, b: 50 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "vino.jpg");
  const response = await fetch(`${origin}/api/v1/admin/media/upload`, {
    method: "POST",
    headers: { accessToken: login.tokens.accessToken, language: "hrv" },
    body: form,
  });
  const [item] = ((await response.json()) as { data: MediaItem[] }).data;
  if (!item) throw new Error(`upload failed: ${response.status}`);
  return item;
}

describe("an uploaded product picture", () => {
  it("is the product page's <picture>, sized, loaded first and preloaded in its first format", async () => {
    const photo = await uploadPhoto();
    const wine = await data<Product>("GET", "/api/v1/product/web/get?slug=malvazija-istarska-2022");
    const editPath = `/api/v1/product/edit/${wine.id}`;
    const editable = await data<{ media: { src: string; alt: string }[] }>("GET", editPath);
    await data("PATCH", `/api/v1/product/update/${wine.id}`, {
      ...editable,
      media: [{ src: photo.path, alt: "Malvazija" }, ...editable.media.slice(1)],
    });

    const html = (await visit("/product/malvazija-istarska-2022")).body;
    const fullhd = photo.alternativePaths.FullHDSize;
    // the picture of the upload's own shape (4:3: FullHDSize), not the 1600 px original alone
    expect(html).toContain(`<source type="image/avif" srcSet="${fullhd.avif} 1440w"`);
    const main = /<img [^>]*class="product-gallery__main"[^>]*>/.exec(html)?.[0] ?? "";
    expect(main).toContain(`srcSet="${fullhd.jpeg} 1440w"`);
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchPriority="high"');
    expect(main).toContain('width="1600" height="1200"');
    const preloads = html.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/g);
    expect(preloads).toHaveLength(1);
    expect(preloads?.[0]).toContain(`imageSrcSet="${fullhd.avif} 1440w"`);
    expect(preloads?.[0]).toContain('type="image/avif"');

    // its card on the category pages is a <picture> with its size too
    const category = (await visit("/shop/bijela-vina")).body;
    expect(category).toContain(`srcSet="${fullhd.avif} 1440w"`);
    const card = new RegExp(`<img [^>]*srcSet="${fullhd.jpeg} 1440w"[^>]*>`).exec(category)?.[0];
    expect(card).toContain('width="1600" height="1200"');

    const current = await data<object>("GET", editPath);
    await data("PATCH", `/api/v1/product/update/${wine.id}`, {
      ...current,
      media: editable.media,
    });
  });
});
