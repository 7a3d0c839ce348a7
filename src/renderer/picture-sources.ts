import type { MediaPicture } from "#generated/types.ts";
import manifest from "../../public/images/demo/manifest.json" with { type: "json" };

/** The srcsets of a <picture> (width descriptors) and the image's intrinsic size. */
export type PictureSources = {
  avif: string;
  webp: string;
  /** The <img>'s own srcset: JPEG, or PNG for an upload with transparency. */
  fallback: string;
  width: number;
  height: number;
};

/** The widths `npm run images` writes (scripts/demo-images/build.ts), smallest first. */
export const pictureWidths = [480, 960, 1600] as const;

// "/images/demo/peka-960.jpg": a picture of the image pipeline, in AVIF, WebP and JPEG
const pipelineImage = /^(\/images\/[a-z0-9-]+\/([a-z0-9-]+))-(?:480|960|1600)\.jpg$/;
const sizesByName: Readonly<Record<string, readonly number[]>> = manifest;

/** The srcsets of a pipeline image, or undefined for any other src (uploads, SVG, links). */
export function pipelineSources(src: string): PictureSources | undefined {
  const match = pipelineImage.exec(src);
  const size = match ? sizesByName[match[2]!] : undefined;
  if (!match || !size) return undefined;
  const [width = 0, height = 0] = size;
  const set = (extension: string) =>
    pictureWidths.map((each) => `${match[1]}-${each}.${extension} ${each}w`).join(", ");
  return { avif: set("avif"), webp: set("webp"), fallback: set("jpg"), width, height };
}

/**
 * The srcsets of a media library upload over the sizes written of it that show the whole
 * image: a srcset lists one picture at several widths, so the cover crops of another shape
 * (a square LargeSize of a landscape photo) are left out; FullHDSize always fits.
 */
export function uploadSources(picture: MediaPicture): PictureSources | undefined {
  const ratio = picture.width / picture.height;
  const widths = new Set<number>();
  const variants = picture.variants
    .filter((variant) => Math.abs(variant.width / variant.height / ratio - 1) < 0.01)
    .sort((a, b) => a.width - b.width)
    .filter((variant) => !widths.has(variant.width) && widths.add(variant.width));
  const set = (pick: (variant: (typeof variants)[number]) => string | undefined) =>
    variants.map((variant) => `${pick(variant)} ${variant.width}w`).join(", ");
  if (variants.length === 0 || variants.some((variant) => !(variant.jpeg ?? variant.png)))
    return undefined;
  return {
    avif: set((variant) => variant.avif),
    webp: set((variant) => variant.webp),
    fallback: set((variant) => variant.jpeg ?? variant.png),
    width: picture.width,
    height: picture.height,
  };
}
