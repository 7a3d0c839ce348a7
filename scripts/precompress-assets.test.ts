import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { precompressDirectory } from "./precompress-assets.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-precompress-"));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

it("writes .br and .gz beside a text file, each decoding to the file", async () => {
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};\n`;
  await writeFile(path.join(dir, "app.js"), script);
  const [written] = await precompressDirectory(dir);
  expect(written?.br).toBeLessThan(script.length);
  const br = await readFile(path.join(dir, "app.js.br"));
  const gz = await readFile(path.join(dir, "app.js.gz"));
  expect(brotliDecompressSync(br).toString()).toBe(script);
  expect(gunzipSync(gz).toString()).toBe(script);
});

it("skips pictures and fonts, and writes no variant that is not smaller", async () => {
  await writeFile(path.join(dir, "photo.webp"), Buffer.alloc(4096, 7));
  await writeFile(path.join(dir, "tiny.txt"), "a");
  const written = await precompressDirectory(dir);
  expect(written).toEqual([{ file: "tiny.txt", bytes: 1 }]);
  await expect(readFile(path.join(dir, "tiny.txt.br"))).rejects.toThrow();
  await expect(readFile(path.join(dir, "photo.webp.br"))).rejects.toThrow();
});
