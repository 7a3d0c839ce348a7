import { type ImgHTMLAttributes, useContext } from "react";
import { preload } from "react-dom";
import { MediaPicturesContext } from "./media-pictures.ts";
import { pipelineSources, uploadSources } from "./picture-sources.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  src: string;
  alt: string;
  /** The slot's width in the layout (the `sizes` attribute), e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  /** Above the fold: loaded first, and announced early in <head>. */
  isPriority?: boolean;
};

/**
 * An image in modern formats where they were made (the demo pipeline's images, and media
 * library uploads the page loader found: AVIF, WebP, a JPEG or PNG fallback, each at its
 * widths), with its intrinsic size so the page does not jump; a plain <img> otherwise.
 */
export function Picture({ src, sizes = "100vw", isPriority = false, ...rest }: Props) {
  const upload = useContext(MediaPicturesContext)[src];
  const sources = upload ? uploadSources(upload) : pipelineSources(src);
  const loading = isPriority ? "eager" : "lazy";
  const priority = isPriority ? "high" : undefined;
  // the LCP picture is decoded the browser's way: async decoding may paint it a frame later
  const decoding = isPriority ? undefined : "async";
  if (!sources) {
    return (
      <img src={src} loading={loading} fetchPriority={priority} decoding={decoding} {...rest} />
    );
  }
  // the server's render announces it in <head>; in the browser it is too late (decision 027)
  if (isPriority && import.meta.env.SSR) {
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
        srcSet={sources.fallback}
        sizes={sizes}
        loading={loading}
        fetchPriority={priority}
        decoding={decoding}
        {...rest}
        // the image's own size, not the element's guess: its shape reserves the space
        width={sources.width}
        height={sources.height}
      />
    </picture>
  );
}
