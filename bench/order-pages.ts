import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "#server/ensure-build.ts";
import { assetBytes, kb, sitePort } from "./page-bench.ts";
import { startProcess } from "./start-process.ts";

/**
 * The JavaScript and CSS the cart and checkout pages load (issue 17 goal: at most 120 KB gzip
 * of JavaScript), weighed on the production site over a fresh PGlite with one product (by sku)
 * in the cart: those pages draw their forms only for a cart.
 */
export async function cartPages(sku: string): Promise<{ name: string; js: string; css: string }[]> {
  await ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "vitrina-bench-pages-"));
  const site = await startProcess(
    ["server/main.ts"],
    {
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    (line) => line.includes("Vitrina is running"),
  );
  const base = `http://127.0.0.1:${sitePort}`;
  try {
    const found = (await (
      await fetch(`${base}/api/v1/product/web/filter`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ keywords: sku, limit: 1 }),
      })
    ).json()) as { data: { records: { id: number }[] } };
    const productId = found.data.records[0]?.id;
    const added = (await (
      await fetch(`${base}/api/v2/cart/addItem`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ productId, qty: 1 }),
      })
    ).json()) as { data: { id: string; protectCode: string } };
    const cookie = `cartId=${added.data.id}; protectCode=${added.data.protectCode}`;
    const pages = [
      { name: "cart page (/kosarica)", path: "/kosarica" },
      { name: "checkout page (/naplata)", path: "/naplata" },
    ];
    const figures = [];
    for (const page of pages) {
      const response = await fetch(base + page.path, { headers: { cookie } });
      if (!response.ok) throw new Error(`${page.path}: ${response.status}`);
      const html = await response.text();
      const js = await assetBytes(base, html, "js");
      const css = await assetBytes(base, html, "css");
      figures.push({
        name: page.name,
        js: `${js.files} files, ${kb(js.gzip)}`,
        css: `${css.files} files, ${kb(css.gzip)}`,
      });
    }
    return figures;
  } finally {
    site.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}
