// `npm run images`: draws the demo site's pictures (original art, see public/images/LICENSES.md)
// and writes each at web sizes in AVIF, WebP and JPEG to public/images/demo/<name>-<width>.<ext>,
// the names the <Picture> component expects (src/renderer/picture.tsx).
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { familyHouse, harbour, oliveGrove, sea, terrace, vineyard } from "./scenes-outdoor.ts";
import { hall, peka, room, table } from "./scenes-indoor.ts";
import { productScenes } from "./scenes-products.ts";
import { shopScenes } from "./scenes-shop.ts";

const root = path.resolve(import.meta.dirname, "../..");
const out = path.join(root, "public/images/demo");
// the widths <Picture> offers (srcset); keep in step with pictureWidths (src/renderer/picture-sources.ts)
const widths = [480, 960, 1600];

const scenes: Record<string, () => string> = {
  sea,
  harbour,
  "olive-grove": oliveGrove,
  vineyard,
  terrace,
  house: familyHouse,
  peka,
  table,
  hall,
  room,
  // the demo shop's products (server/db/seed/catalog/)
  ...productScenes,
  // each product's own picture, by its slug (issue 23)
  ...shopScenes,
};

/** Film grain and a soft vignette give the flat vector art the depth of a printed poster. */
async function finish(svg: string): Promise<Buffer> {
  const base = sharp(Buffer.from(svg), { density: 96 });
  const { width = 1600, height = 1000 } = await base.metadata();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 22 },
    },
  })
    .blur(0.6)
    .ensureAlpha(0.16)
    .png()
    .toBuffer();
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="50%" cy="45%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1a0f08" stop-opacity="0.42"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
  return base
    .composite([
      { input: grain, blend: "overlay" },
      { input: vignette, blend: "over" },
    ])
    .png()
    .toBuffer();
}

/**
 * `npm run images` redraws every picture; `npm run images -- <name>…` only the named ones (the
 * rest and their manifest entries stay).
 */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !(name in scenes));
  if (unknown.length > 0) throw new Error(`no such picture: ${unknown.join(", ")}`);
  const manifestFile = path.join(out, "manifest.json");
  const manifest: Record<string, [number, number]> =
    only.length > 0
      ? (JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, [number, number]>)
      : {};
  if (only.length === 0) await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  for (const [name, draw] of Object.entries(scenes)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const master = await finish(draw());
    const { width = 0, height = 0 } = await sharp(master).metadata();
    // <Picture> reads the intrinsic size from here (width and height attributes, no layout shift)
    manifest[name] = [1600, Math.round((height / width) * 1600)];
    for (const width of widths) {
      const resized = sharp(master).resize({ width });
      await Promise.all([
        resized
          .clone()
          .avif({ quality: 50, effort: 4 })
          .toFile(path.join(out, `${name}-${width}.avif`)),
        resized
          .clone()
          .webp({ quality: 72 })
          .toFile(path.join(out, `${name}-${width}.webp`)),
        resized
          .clone()
          .jpeg({ quality: 74, mozjpeg: true, progressive: true })
          .toFile(path.join(out, `${name}-${width}.jpg`)),
      ]);
    }
    console.log(`drew ${name}`);
  }
  // one entry a line, as Prettier writes it (format:check covers public/)
  const entries = Object.entries(manifest).map(
    ([name, size]) => `  "${name}": [${size.join(", ")}]`,
  );
  await writeFile(manifestFile, `{\n${entries.join(",\n")}\n}\n`);
  let total = 0;
  for (const file of await readdir(out)) total += (await stat(path.join(out, file))).size;
  console.log(`public/images/demo: ${(total / 1024 / 1024).toFixed(2)} MB`);
}

await main();
