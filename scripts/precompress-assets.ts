import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files worth compressing; fonts and pictures are compressed formats already. */
const textFile = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|md|map|html)$/;

/** The encodings written beside each file, by the extension @fastify/static looks for. */
const encoders: Record<".br" | ".gz", (content: Buffer) => Promise<Buffer>> = {
  // build time: the best brotli there is (a browser decodes every quality at the same speed)
  ".br": (content) =>
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ".gz": (content) => gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
};

export type Precompressed = { file: string; bytes: number; br?: number; gz?: number };

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under `dir`, each only when it is
 * smaller than the file, so the server sends them as they are (@fastify/static `preCompressed`)
 * and compresses no asset per request (issue 19).
 */
export async function precompressDirectory(dir: string): Promise<Precompressed[]> {
  const names = await readdir(dir, { recursive: true });
  const files = names.filter((name) => textFile.test(name)).sort();
  return Promise.all(
    files.map(async (name): Promise<Precompressed> => {
      const file = path.join(dir, name);
      const content = await readFile(file);
      const result: Precompressed = { file: name, bytes: content.length };
      for (const [extension, encode] of Object.entries(encoders)) {
        const encoded = await encode(content);
        if (encoded.length >= content.length) continue;
        await writeFile(file + extension, encoded);
        result[extension === ".br" ? "br" : "gz"] = encoded.length;
      }
      return result;
    }),
  );
}

/**
 * The Vite plugin: after the whole app is built (React Router moves the server build's assets
 * into the client's folder last), every text file of the client build gets its .br and .gz.
 */
export function precompressAssets(): Plugin {
  return {
    name: "vitrina:precompress-assets",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments["client"];
        if (!client?.isBuilt) return;
        const dir = path.resolve(client.config.root, client.config.build.outDir);
        const written = await precompressDirectory(dir);
        const count = written.filter((file) => file.br !== undefined).length;
        builder.config.logger.info(
          `precompressed ${count} of ${written.length} text files (.br, .gz)`,
        );
      },
    },
  };
}
