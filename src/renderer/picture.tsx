import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import manifest from "../../public/images/demo/manifest.json" with { type: "json" };

/** The widths `npm run images` writes (scripts/demo-images/build.ts), smallest first. */
export const pictureWidths = [480, 960, 1600] as const;

// "/images/demo/peka-960.jpg": a picture of the image pipeline, in AVIF, WebP and JPEG
const pipelineImage = /^(\/images\/[a-z0-9-]+\/([a-z0-9-]+))-(?:480|960|1600)\.jpg$/;
const sizesByName: Readonly<Record<string, readonly number[]>> = manifest;

export type PictureSources = {
  avif: string;
  webp: string;
  jpeg: string;
  width: number;
  height: number;
};

/** The srcsets of a pipeline image, or undefined for any other src (uploads, SVG, links). */
export function pictureSources(src: string): PictureSources | undefined {
  const match = pipelineImage.exec(src);
  const size = match ? sizesByName[match[2]!] : undefined;
  if (!match || !size) return undefined;
  const [width = 0, height = 0] = size;
  const set = (extension: string) =>
    pictureWidths.map((each) => `${match[1]}-${each}.${extension} ${each}w`).join(", ");
  return {
    avif: set("avif"),
    webp: set("webp"),
    jpeg: set("jpg"),
    width,
    height,
  };
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  src: string;
  alt: string;
  /** The slot's width in the layout (the `sizes` attribute), e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  /** Above the fold: loaded first, and announced early in <head>. */
  isPriority?: boolean;
};

/**
 * An image in modern formats where the pipeline made them (AVIF, WebP, JPEG fallback, each at
 * several widths), with its intrinsic size so the page does not jump; a plain <img> otherwise.
 */
export function Picture({ src, sizes = "100vw", isPriority = false, ...rest }: Props) {
  const sources = pictureSources(src);
  const loading = isPriority ? "eager" : "lazy";
  const priority = isPriority ? "high" : undefined;
  if (!sources) {
    return <img src={src} loading={loading} fetchPriority={priority} decoding="async" {...rest} />;
  }
  if (isPriority) {
    preload(src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={src}
        srcSet={sources.jpeg}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        loading={loading}
        fetchPriority={priority}
        decoding="async"
        {...rest}
      />
    </picture>
  );
}
