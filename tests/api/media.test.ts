import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type {
  BuilderDocument,
  InUseConflict,
  MediaItem,
  MediaList,
  MediaPicture,
} from "#generated/types.ts";
import manifest from "../../public/images/demo/manifest.json" with { type: "json" };
import { demoMediaFolder, demoMediaPlaced } from "#server/modules/media/demo-media.ts";
import { accessTokenAt, accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";
import { loginLimits, startTestServer, type TestServer } from "./server.ts";

let token = "";
beforeAll(async () => {
  token = await accessTokenOf("back-office");
});

const media = "/api/v1/admin/media";

/** A photograph-like JPEG with a GPS position in its EXIF, as phones write them. */
function photo(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 190, g: 120, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2a6"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: "Vitrina", Model: "Test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 31/1 0/1", GPSLongitudeRef: "E" },
    })
    .toBuffer();
}

const transparent = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: "#0000" } })
    .png()
    .toBuffer();

/** A real 1x1 PNG whose header claims 30000 x 30000 pixels (a decompression bomb). */
async function bomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(30000, 16);
  png.writeUInt32BE(30000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR's CRC over type and data
  return png;
}

type File = { name: string; bytes: Uint8Array; type?: string };

async function upload(files: File[], url = `${media}/upload`, headers = asEditor(token)) {
  const form = new FormData();
  for (const file of files)
    form.append(
      "files",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name,
    );
  const response = await fetch(inject("apiUrl") + url, { method: "POST", headers, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown };
}

const fetchFile = (sitePath: string) => fetch(inject("apiUrl") + sitePath);

const demoFolders = new Set(Object.keys(manifest).map(demoMediaFolder));

/**
 * What the library holds: its rows and the folders on disk (nothing staged is left); the demo's
 * folders are left out, as the server's start may still be writing them (decision 061).
 */
async function libraryState() {
  const list = payload<MediaList>(
    await call(`${media}/filter?limit=100`, { headers: asEditor(token) }),
  );
  const dir = inject("mediaDir");
  const entries = await readdir(dir).catch(() => []);
  const staged = await readdir(path.join(dir, ".incoming")).catch(() => []);
  return {
    ids: list.records.map((item) => item.id),
    folders: entries.filter((name) => !name.startsWith(".") && !demoFolders.has(name)).sort(),
    staged: staged.filter((name) => !demoFolders.has(name.slice(0, 32))),
  };
}

describe("media library", () => {
  it("uploads images, makes the four sizes in every format and strips the location", async () => {
    const input = await photo();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const response = await upload([
      { name: "terasa.jpg", bytes: input },
      { name: "logo.png", bytes: await transparent(), type: "image/png" },
    ]);
    expect(response.status).toBe(200);
    const [jpeg, png] = (response.body as { data: MediaItem[] }).data;
    if (!jpeg || !png) throw new Error("two items expected");
    expect(jpeg.mime).toBe("image/jpeg");
    expect(jpeg.title).toBe("terasa");
    expect(jpeg.originalName).toBe("terasa.jpg");
    expect([jpeg.width, jpeg.height]).toEqual([1600, 1200]);
    expect(jpeg.alternativePaths.ThumbnailSize).toMatchObject({ width: 50, height: 50 });
    expect(jpeg.alternativePaths.PortraitSize).toMatchObject({ width: 768, height: 1024 });
    expect(jpeg.alternativePaths.LargeSize).toMatchObject({ width: 926, height: 926 });
    expect(jpeg.alternativePaths.FullHDSize).toMatchObject({ width: 1440, height: 1080 });
    expect(jpeg.alternativePaths.LargeSize.jpeg).toMatch(/^\/media\/[0-9a-f]{32}\/large\.jpeg$/);
    expect(png.alternativePaths.ThumbnailSize.png).toBeDefined();
    expect(png.alternativePaths.ThumbnailSize.jpeg).toBeUndefined();

    const original = await fetchFile(jpeg.path);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("x-content-type-options")).toBe("nosniff");
    expect(original.headers.get("content-security-policy")).toContain("sandbox");
    const metadata = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    const avif = await fetchFile(jpeg.alternativePaths.ThumbnailSize.avif);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    const thumbnail = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([50, 50]);
    expect((await fetchFile(`/media/${"0".repeat(32)}/original.jpg`)).status).toBe(404);
    expect((await fetchFile(`/media/../../etc/passwd`)).status).toBe(404);

    // search, edit, replace
    const found = payload<MediaList>(
      await call(`${media}/filter?search=teras`, { headers: asEditor(token) }),
    );
    expect(found.records.map((item) => item.id)).toContain(jpeg.id);
    const edited = payload<MediaItem>(
      await call(`${media}/${jpeg.id}`, {
        method: "PATCH",
        headers: asEditor(token),
        body: { title: "Terasa u sumrak", description: "Terasa konobe", caption: "Ljeto 2026." },
      }),
    );
    expect(edited).toMatchObject({ title: "Terasa u sumrak", description: "Terasa konobe" });
    const replaced = await upload(
      [{ name: "nova.jpg", bytes: await photo(800, 600) }],
      `${media}/${jpeg.id}/replace`,
    );
    expect(replaced.status).toBe(200);
    const after = (replaced.body as { data: MediaItem }).data;
    expect(after).toMatchObject({ id: jpeg.id, path: jpeg.path, title: "Terasa u sumrak" });
    expect(after.hash).not.toBe(jpeg.hash);
    expect([after.width, after.height]).toEqual([800, 600]);

    // delete is refused while a page uses it, with where
    const page = "/api/v1/admin/builder/documents/page/accommodation";
    const draft = payload<BuilderDocument>(await call(page, { headers: asEditor(token) }));
    const withImage = structuredClone(draft.document);
    withImage.elements.push({
      id: "media-test-image",
      type: "image",
      props: { src: jpeg.alternativePaths.LargeSize.webp, alt: "Terasa", width: 926, height: 926 },
    });
    const saved = payload<BuilderDocument>(
      await call(`${page}/draft`, {
        method: "PUT",
        headers: asEditor(token),
        body: { baseRevision: draft.revision, document: withImage, meta: draft.meta },
      }),
    );
    const refused = await call(`${media}/directoryItem/delete/${jpeg.id}`, {
      method: "DELETE",
      headers: asEditor(token),
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).key).toBe("api.inUse");
    expect((refused.body as InUseConflict).usage).toContainEqual(
      expect.objectContaining({ kind: "page", key: "accommodation", where: "draft" }),
    );
    await call(`${page}/draft`, {
      method: "PUT",
      headers: asEditor(token),
      body: { baseRevision: saved.revision, document: draft.document, meta: draft.meta },
    });
    for (const item of [jpeg, png]) {
      const deleted = await call(`${media}/directoryItem/delete/${item.id}`, {
        method: "DELETE",
        headers: asEditor(token),
      });
      expect(deleted.status).toBe(200);
    }
    expect((await fetchFile(jpeg.path)).status).toBe(404);
    expect((await call(`${media}/${jpeg.id}`, { headers: asEditor(token) })).status).toBe(404);
  });

  it("tells visitors the sizes of the uploads a page shows, for its <picture>", async () => {
    const response = await upload([
      { name: "slike-luka.jpg", bytes: await photo(1600, 1200) },
      { name: "slike-logo.png", bytes: await transparent(), type: "image/png" },
    ]);
    const [jpeg, png] = (response.body as { data: MediaItem[] }).data;
    if (!jpeg || !png) throw new Error("two items expected");
    const missing = `/media/${"0".repeat(32)}/original.jpg`;
    try {
      // asked as the site asks, without a back-office user
      const pictures = payload<Record<string, MediaPicture>>(
        await call("/api/v1/media/pictures", {
          body: { paths: [jpeg.path, png.path, missing, jpeg.alternativePaths.LargeSize.avif] },
        }),
      );
      expect(Object.keys(pictures).sort()).toEqual([jpeg.path, png.path].sort());
      expect(pictures[jpeg.path]).toMatchObject({ width: 1600, height: 1200 });
      expect(pictures[jpeg.path]?.variants.map((variant) => variant.width)).toEqual([
        50, 768, 926, 1440,
      ]);
      expect(pictures[jpeg.path]?.variants[3]).toEqual(jpeg.alternativePaths.FullHDSize);
      expect(pictures[png.path]?.variants[0]?.png).toBe(png.alternativePaths.ThumbnailSize.png);
      const tooMany = await call("/api/v1/media/pictures", {
        body: { paths: Array.from({ length: 201 }, () => jpeg.path) },
      });
      expect(tooMany.status).toBe(400);
    } finally {
      for (const item of [jpeg, png])
        await call(`${media}/directoryItem/delete/${item.id}`, {
          method: "DELETE",
          headers: asEditor(token),
        });
    }
  });

  it("refuses what is not an accepted image, clearly, and keeps nothing of it", async () => {
    const before = await libraryState();
    const valid = { name: "ok.jpg", bytes: await photo(400, 300) };
    const cases: [string, File[], number, string][] = [
      [
        "SVG named .png",
        [{ name: "x.png", bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") }],
        415,
        "api.unsupportedFile",
      ],
      [
        "HTML",
        [
          {
            name: "x.html",
            bytes: Buffer.from("<html><script>alert(1)</script>"),
            type: "text/html",
          },
        ],
        415,
        "api.unsupportedFile",
      ],
      ["zero bytes", [{ name: "empty.jpg", bytes: new Uint8Array(0) }], 400, "api.emptyFile"],
      [
        "larger than 20 MB",
        [
          {
            name: "huge.jpg",
            bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(21 * 1024 * 1024)]),
          },
        ],
        413,
        "api.fileTooLarge",
      ],
      [
        "a decompression bomb",
        [{ name: "bomb.png", bytes: await bomb() }],
        413,
        "api.imageTooLarge",
      ],
      ["21 files", Array.from({ length: 21 }, () => valid), 413, "api.tooManyFiles"],
      [
        "a good file with a bad one",
        [valid, { name: "x.svg", bytes: Buffer.from("<svg/>") }],
        415,
        "api.unsupportedFile",
      ],
      ["no file", [], 400, "api.noFiles"],
    ];
    for (const [name, files, status, key] of cases) {
      const response = await upload(files);
      expect({ name, status: response.status }).toEqual({ name, status });
      expect({ name, key: (response.body as { error: { key: string } }).error.key }).toEqual({
        name,
        key,
      });
    }
    const json = await call(`${media}/upload`, { headers: asEditor(token), body: { files: [] } });
    expect(json.status).toBe(415);
    expect(await libraryState()).toEqual(before);
  });
});

describe("the demo's pictures (issue 23)", () => {
  let server: TestServer;
  let token = "";

  beforeAll(async () => {
    // its own server, whose start writes the demo's files into its own empty MEDIA_DIR
    server = await startTestServer(loginLimits, { isFresh: false });
    token = await accessTokenAt(server.url, "back-office");
  }, 120_000);

  afterAll(async () => {
    await server.close();
  });

  it(
    "are media items with titles and alt texts, their files served",
    { timeout: 600_000 },
    async () => {
      const response = await fetch(`${server.url}${media}/filter?limit=100`, {
        headers: asEditor(token),
      });
      const list = ((await response.json()) as { data: MediaList }).data;
      const demo = list.records.filter((item) => demoFolders.has(item.path.split("/")[2] ?? ""));
      expect(demo.map((item) => item.originalName).sort()).toEqual(
        Object.keys(manifest)
          .map((name) => `${name}.jpg`)
          .sort(),
      );
      expect(new Set(demo.map((item) => item.title)).size).toBe(demo.length);
      const sea = demo.find((item) => item.originalName === "sea.jpg");
      expect(sea?.title).toBe("Zalazak sunca nad morem");
      for (const item of demo) {
        expect(item.title.length, item.originalName).toBeGreaterThan(2);
        expect(item.description.length, item.originalName).toBeGreaterThan(15);
        expect(item.description).not.toBe(item.title);
      }
      // written after listen; a first start on this machine encodes them (about two CPU minutes)
      await demoMediaPlaced(server.services);
      for (const item of demo) {
        const { ThumbnailSize, LargeSize } = item.alternativePaths;
        for (const [sitePath, type] of [
          [item.path, "image/jpeg"],
          [ThumbnailSize.avif, "image/avif"],
          [LargeSize.webp, "image/webp"],
          [LargeSize.jpeg ?? "", "image/jpeg"],
        ] as const) {
          const file = await fetch(server.url + sitePath);
          expect({ sitePath, status: file.status }).toEqual({ sitePath, status: 200 });
          expect(file.headers.get("content-type")).toBe(type);
          expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
        }
      }
    },
  );
});
