import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";
import type { BuilderDocument, DomainConfig, ElementNode } from "#generated/types.ts";
import { demoAccounts } from "#server/db/seed/users.ts";
import { ensureBuild } from "#server/ensure-build.ts";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium.ts";
import { startProcess } from "./start-process.ts";

// `npm run bench:builder`: the visual builder on a page of 500 elements in Chromium: time to
// open the editor, edit-to-preview latency, frames per second while dragging, and the gzip
// JavaScript a shopper downloads on the same page (anonymous, and with an editor logged in).
const port = Number(process.env.BENCH_PORT ?? 3196);
const base = `http://127.0.0.1:${port}`;
const opens = Number(process.env.BENCH_OPENS ?? 3);
const edits = Number(process.env.BENCH_EDITS ?? 20);
const slug = "bench-500";
// BENCH_PROFILE=file.cpuprofile: the page's CPU profile of the edits and the drag (Chrome
// DevTools opens it), with the functions of most self time printed
const profileTo = process.env.BENCH_PROFILE;

/** 50 headings and 50 two-column rows of 8 elements: 500 elements, 450 of them nested. */
function pageOf500(): ElementNode[] {
  const elements: ElementNode[] = [];
  for (let row = 0; row < 50; row += 1) {
    elements.push({ id: `h-${row}`, type: "heading", props: { text: `Odjeljak ${row + 1}` } });
    const column = (side: number): ElementNode[] => [
      {
        id: `t-${row}-${side}`,
        type: "heading",
        props: { text: `Naslov ${row}.${side}`, level: 3 },
      },
      { id: `r-${row}-${side}`, type: "rich-text", props: { html: `<p>Tekst ${row}.${side}</p>` } },
      {
        id: `i-${row}-${side}`,
        type: "image",
        props: { src: "/images/demo/terrace-960.jpg", alt: "Terasa", width: 960, height: 600 },
      },
      {
        id: `b-${row}-${side}`,
        type: "button",
        props: { label: "Rezervirajte", link: { kind: "internal", href: "/" } },
      },
    ];
    elements.push({
      id: `c-${row}`,
      type: "columns",
      props: { count: 2 },
      slots: { "column-1": column(1), "column-2": column(2) },
    });
  }
  return elements;
}

async function logIn(page: Page): Promise<void> {
  const editor = demoAccounts.find((account) => account.role === "back-office")!;
  await page.goto(`${base}/adminLogin`);
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
  await page.getByRole("navigation", { name: "Urednička traka" }).waitFor();
}

/** Creates the page through the builder API (the logged-in browser's session) and publishes it. */
async function createPage(context: BrowserContext): Promise<void> {
  const detect = await context.request.post(`${base}/api/v2/domainDetect`, {
    data: { domain: "127.0.0.1" },
  });
  const domain = ((await detect.json()) as { data: DomainConfig }).data;
  const headers = {
    apikey: domain.apiKeyToken,
    site: domain.siteID,
    language: "hrv",
    [cookieSessionHeader]: cookieSessionValue,
  };
  const call = async (method: "post" | "put", url: string, data: unknown) => {
    const response = await context.request[method](`${base}/api/v1/admin/builder${url}`, {
      headers,
      data,
    });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: BuilderDocument }).data;
  };
  const created = await call("post", "/pages", { title: "Mjerenje", slug });
  const draft = await call("put", `/documents/page/${slug}/draft`, {
    baseRevision: created.revision,
    document: { ...created.document, elements: pageOf500() },
    meta: created.meta,
  });
  await call("post", `/documents/page/${slug}/publish`, { baseRevision: draft.revision });
}

/** ms from navigation start until the canvas shows all 500 elements. */
async function openEditor(page: Page): Promise<number> {
  await page.goto(`${base}/${slug}?editPage=true`, { waitUntil: "commit" });
  await page.waitForFunction(
    () => {
      const count = document.querySelectorAll(".vb-canvas__frame .vb-node").length;
      if (count < 500) return false;
      (window as unknown as { openedAt: number }).openedAt = performance.now();
      return true;
    },
    null,
    { polling: "raf", timeout: 60_000 },
  );
  return page.evaluate(() => (window as unknown as { openedAt: number }).openedAt);
}

/** ms from typing into the inspector until the canvas shows it, to the next frame. */
async function editLatency(page: Page, round: number): Promise<number> {
  return page.evaluate(async (value) => {
    const input = document.querySelector<HTMLInputElement>(
      'aside[aria-label="Svojstva"] input[id$="_text"]',
    )!;
    const target = document.querySelector('.vb-canvas__frame [data-node-id="h-25"]')!;
    const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!;
    return new Promise<number>((resolve) => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (!target.textContent.includes(value)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      });
      observer.observe(target, { subtree: true, childList: true, characterData: true });
      // React reads the native setter's value on the input event (as a keystroke gives it)
      nativeValue.set?.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }, `Odjeljak izmjena ${round}`);
}

/** Frames per second (and the longest frame) while a heading is dragged down the page. */
async function dragFps(page: Page): Promise<{ fps: number; longest: number }> {
  // the handle shows on a selected element
  await page.locator('.vb-canvas__frame [data-node-id="h-2"] .heading').first().click();
  const handle = page.locator('.vb-node[data-node-id="h-2"] > .vb-node__bar > .vb-node__handle');
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 12, { steps: 3 }); // past the pointer sensor's activation distance
  await page.evaluate(() => {
    const frames: number[] = [];
    const state = window as unknown as { frames: number[]; counting: boolean };
    state.frames = frames;
    state.counting = true;
    const tick = (time: number) => {
      frames.push(time);
      if (state.counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  for (let step = 0; step < 120; step += 1) await page.mouse.move(x, y + 12 + step * 4);
  const frames = await page.evaluate(() => {
    const state = window as unknown as { frames: number[]; counting: boolean };
    state.counting = false;
    return state.frames;
  });
  await page.keyboard.press("Escape");
  await page.mouse.up();
  const gaps = frames.slice(1).map((time, index) => time - frames[index]!);
  const elapsed = frames.at(-1)! - frames[0]!;
  return { fps: ((frames.length - 1) / elapsed) * 1000, longest: Math.max(...gaps) };
}

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

async function startProfile(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Profiler.enable");
  await session.send("Profiler.start");
  return session;
}

async function writeProfile(session: Awaited<ReturnType<typeof startProfile>>, file: string) {
  const { profile } = (await session.send("Profiler.stop")) as unknown as { profile: CpuProfile };
  await writeFile(file, JSON.stringify(profile));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
  console.log(`\nCPU profile written to ${file}; most self time:`);
  for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
}

/** The gzip bytes of the JavaScript files a page view downloads. */
async function shopperJavaScript(page: Page): Promise<{ files: number; gzip: number }> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      bodies.set(new URL(response.url()).pathname, response.body());
  });
  await page.goto(`${base}/${slug}`, { waitUntil: "networkidle" });
  let gzip = 0;
  for (const body of bodies.values()) gzip += gzipSync(await body).length;
  return { files: bodies.size, gzip };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const percentile95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)
  ]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (isMet: boolean) => (isMet ? "met" : "MISSED");

await ensureBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), "vitrina-bench-builder-"));
const site = await startProcess(
  ["server/main.ts"],
  { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  (line) => line.includes("Vitrina is running"),
);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const editorContext = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await editorContext.newPage();
  await logIn(page);
  await createPage(editorContext);

  await openEditor(page); // warm-up: the server's caches and the browser's compiled code
  const openTimes: number[] = [];
  for (let round = 0; round < opens; round += 1) openTimes.push(await openEditor(page));

  await page.locator('.vb-canvas__frame [data-node-id="h-25"] .heading').first().click();
  await page.locator('aside[aria-label="Svojstva"] input[id$="_text"]').waitFor();
  const latencies: number[] = [];
  const profiler = profileTo ? await startProfile(page) : undefined;
  for (let round = 0; round < edits + 3; round += 1) {
    const latency = await editLatency(page, round);
    if (round >= 3) latencies.push(latency); // the first edits warm up
  }
  const drag = await dragFps(page);
  if (profiler && profileTo) await writeProfile(profiler, profileTo);

  const visitorContext = await browser.newContext();
  const shopper = await shopperJavaScript(await visitorContext.newPage());
  const withEditor = await shopperJavaScript(await editorContext.newPage());
  await visitorContext.close();

  console.log(
    `\nVitrina builder bench: a page of 500 elements in Chromium (${new Date().toISOString()})\n`,
  );
  console.log("| figure | measured | goal | |");
  console.log("|---|---|---|---|");
  const opened = median(openTimes);
  console.log(
    `| open the editor (navigation start to 500 elements on the canvas), median of ${opens} | ${opened.toFixed(0)} ms (${openTimes.map((time) => time.toFixed(0)).join(", ")}) | <= 1500 ms | ${verdict(opened <= 1500)} |`,
  );
  const preview = median(latencies);
  console.log(
    `| edit to preview (inspector input to the canvas's next frame), median / p95 of ${edits} | ${preview.toFixed(1)} / ${percentile95(latencies).toFixed(1)} ms | <= 50 ms | ${verdict(preview <= 50)} |`,
  );
  console.log(
    `| dragging an element (120 pointer moves) | ${drag.fps.toFixed(1)} fps, longest frame ${drag.longest.toFixed(0)} ms | >= 50 fps | ${verdict(drag.fps >= 50)} |`,
  );
  console.log(
    `| shopper's JavaScript on /${slug} (gzip): anonymous / editor logged in | ${shopper.files} files, ${kb(shopper.gzip)} / ${withEditor.files} files, ${kb(withEditor.gzip)} | equal | ${verdict(shopper.gzip === withEditor.gzip)} |`,
  );
  await editorContext.close();
} finally {
  await browser.close();
  site.kill();
}
