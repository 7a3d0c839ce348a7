import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { MediaItem, MediaVariant } from "#generated/types.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { detectImageType, type ImageType } from "./detect-type.ts";

/** spec 3 media sizes: cover crops to the exact box; FullHD fits inside without enlarging. */
export const mediaSizes = {
  ThumbnailSize: { file: "thumbnail", width: 50, height: 50, fit: "cover" },
  PortraitSize: { file: "portrait", width: 768, height: 1024, fit: "cover" },
  LargeSize: { file: "large", width: 926, height: 926, fit: "cover" },
  FullHDSize: { file: "fullhd", width: 1920, height: 1080, fit: "inside" },
} as const;

/** More pixels than this is refused before decoding (a decompression bomb: a tiny file, a huge image). */
export const maxInputPixels = 40_000_000;

const inputOptions = {
  limitInputPixels: maxInputPixels,
  failOn: "error",
  animated: false,
} as const;

/** An accepted image, read but not yet written: its type and size. */
export type CheckedImage = {
  bytes: Buffer;
  type: ImageType;
  width: number;
  height: number;
  hasAlpha: boolean;
};

/**
 * Checks an uploaded file by its content: not empty, an accepted image type by its magic bytes,
 * readable, and at most maxInputPixels (read from its header, nothing decoded yet).
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw new AppError(400, "api.emptyFile");
  const type = detectImageType(bytes);
  if (!type) throw new AppError(415, "api.unsupportedFile");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, "api.unsupportedFile");
  }
  const { width, height } = metadata;
  if (!width || !height) throw new AppError(415, "api.unsupportedFile");
  if (width * height > maxInputPixels) throw new AppError(413, "api.imageTooLarge");
  return { bytes, type, width, height, hasAlpha: metadata.hasAlpha };
}

function encode(image: Sharp, format: "avif" | "webp" | "jpeg" | "png" | "gif"): Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: 55, effort: 2 });
    case "webp":
      return image.webp({ quality: 82 });
    case "jpeg":
      return image.jpeg({ quality: 84, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "gif":
      return image.gif();
  }
}

const formatOf: Record<ImageType["extension"], "avif" | "webp" | "jpeg" | "png" | "gif"> = {
  jpg: "jpeg",
  png: "png",
  gif: "gif",
  webp: "webp",
  avif: "avif",
};

/** Site paths of an item's files, by the folder they live in. */
export type WrittenImage = {
  original: string;
  width: number;
  height: number;
  alternativePaths: MediaItem["alternativePaths"];
};

type MediaSize = (typeof mediaSizes)[keyof typeof mediaSizes];

const mediaPath = (folder: string, file: string) => `/media/${folder}/${file}`;

/** The paths of one size's files: AVIF, WebP and the fallback (PNG with transparency, else JPEG). */
function variantPaths(
  folder: string,
  size: MediaSize,
  hasAlpha: boolean,
  box: { width: number; height: number },
): MediaVariant {
  const at = (format: string) => mediaPath(folder, `${size.file}.${format}`);
  return {
    width: box.width,
    height: box.height,
    avif: at("avif"),
    webp: at("webp"),
    ...(hasAlpha ? { png: at("png") } : { jpeg: at("jpeg") }),
  };
}

/**
 * What writeImage will write for an image of this size, without writing it: the seed's rows of
 * the demo's pictures (docs/decisions/061) are written before their files exist.
 */
export function plannedImage(
  image: { width: number; height: number; hasAlpha: boolean; extension: ImageType["extension"] },
  folder: string,
): WrittenImage {
  const boxOf = (size: MediaSize) => {
    if (size.fit === "cover") return { width: size.width, height: size.height };
    const scale = Math.min(1, size.width / image.width, size.height / image.height);
    return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
  };
  const variant = (size: MediaSize) => variantPaths(folder, size, image.hasAlpha, boxOf(size));
  return {
    original: mediaPath(folder, `original.${image.extension}`),
    width: image.width,
    height: image.height,
    alternativePaths: {
      ThumbnailSize: variant(mediaSizes.ThumbnailSize),
      PortraitSize: variant(mediaSizes.PortraitSize),
      LargeSize: variant(mediaSizes.LargeSize),
      FullHDSize: variant(mediaSizes.FullHDSize),
    },
  };
}

/**
 * Writes an accepted image into `dir` (named by `folder` on the site, /media/<folder>/…): the
 * original re-encoded in its own format, turned upright by its EXIF orientation and with every
 * metadata field (EXIF location included) left out, and the four spec 3 sizes in AVIF, WebP and
 * JPEG (PNG when the image has transparency).
 */
export async function writeImage(
  image: CheckedImage,
  target: { dir: string; folder: string },
): Promise<WrittenImage> {
  await mkdir(target.dir, { recursive: true });
  const base = sharp(image.bytes, inputOptions).rotate();
  const originalFile = `original.${image.type.extension}`;
  const original = await encode(base.clone(), formatOf[image.type.extension]).toFile(
    path.join(target.dir, originalFile),
  );
  const fallback = image.hasAlpha ? "png" : "jpeg";
  const variant = async (size: MediaSize) => {
    const resized = base.clone().resize({
      width: size.width,
      height: size.height,
      fit: size.fit,
      withoutEnlargement: size.fit === "inside",
    });
    const file = (format: string) => `${size.file}.${format}`;
    const write = (format: "avif" | "webp" | "jpeg" | "png") =>
      encode(resized.clone(), format).toFile(path.join(target.dir, file(format)));
    const [written] = await Promise.all([write("avif"), write("webp"), write(fallback)]);
    return variantPaths(target.folder, size, image.hasAlpha, written);
  };
  // one size at a time: a 20-file upload must not decode 80 images at once
  const alternativePaths: MediaItem["alternativePaths"] = {
    ThumbnailSize: await variant(mediaSizes.ThumbnailSize),
    PortraitSize: await variant(mediaSizes.PortraitSize),
    LargeSize: await variant(mediaSizes.LargeSize),
    FullHDSize: await variant(mediaSizes.FullHDSize),
  };
  return {
    original: mediaPath(target.folder, originalFile),
    width: original.width,
    height: original.height,
    alternativePaths,
  };
}
