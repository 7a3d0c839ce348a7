import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MediaPicture, MediaVariant } from "#generated/types.ts";
import { MediaPicturesContext } from "./media-pictures.ts";
import { Picture } from "./picture.tsx";

const folder = "/media/0123456789abcdef0123456789abcdef";
const src = `${folder}/original.jpg`;
const variant = (file: string, width: number, height: number, fallback = "jpeg"): MediaVariant => ({
  width,
  height,
  avif: `${folder}/${file}.avif`,
  webp: `${folder}/${file}.webp`,
  [fallback]: `${folder}/${file}.${fallback}`,
});
// a 4000x3000 photo as process-image.ts writes it: cover crops and FullHD fitted inside
const photo: MediaPicture = {
  width: 4000,
  height: 3000,
  variants: [
    variant("thumbnail", 50, 50),
    variant("portrait", 768, 1024),
    variant("large", 926, 926),
    variant("fullhd", 1440, 1080),
  ],
};

function render(element: ReactElement, pictures: Record<string, MediaPicture> = {}) {
  return renderToString(<MediaPicturesContext value={pictures}>{element}</MediaPicturesContext>);
}

describe("Picture", () => {
  it("draws an upload the page loader found as <picture> in AVIF, WebP and JPEG", () => {
    const html = render(<Picture src={src} alt="Terasa" sizes="50vw" width={960} height={600} />, {
      [src]: photo,
    });
    expect(html).toContain(
      `<source type="image/avif" srcSet="${folder}/fullhd.avif 1440w" sizes="50vw"/>`,
    );
    expect(html).toContain(
      `<source type="image/webp" srcSet="${folder}/fullhd.webp 1440w" sizes="50vw"/>`,
    );
    // the crops of another shape are no candidates; the size is the file's, not the element's
    expect(html).not.toMatch(/thumbnail|portrait|large\./);
    expect(html).toMatch(
      new RegExp(
        `<img src="${src}" srcSet="${folder}/fullhd.jpeg 1440w" sizes="50vw"[^>]* alt="Terasa" width="4000" height="3000"/>`,
      ),
    );
  });

  it("offers every size of the image's own shape, smallest first, and a PNG fallback", () => {
    const square: MediaPicture = {
      width: 2000,
      height: 2000,
      variants: [
        variant("fullhd", 1080, 1080, "png"),
        variant("thumbnail", 50, 50, "png"),
        variant("portrait", 768, 1024, "png"),
        variant("large", 926, 926, "png"),
      ],
    };
    const html = render(<Picture src={src} alt="" />, { [src]: square });
    expect(html).toContain(
      `srcSet="${folder}/thumbnail.avif 50w, ${folder}/large.avif 926w, ${folder}/fullhd.avif 1080w"`,
    );
    expect(html).toContain(
      `srcSet="${folder}/thumbnail.png 50w, ${folder}/large.png 926w, ${folder}/fullhd.png 1080w"`,
    );
    expect(html).toContain('sizes="100vw"');
  });

  it("leaves an upload the loader did not find a plain <img>", () => {
    const html = render(<Picture src={src} alt="Terasa" width={960} height={600} />);
    expect(html).not.toContain("<picture");
    expect(html).toContain(`<img src="${src}"`);
    expect(html).toContain('width="960"');
  });

  it("still draws the demo pipeline's images at their three widths", () => {
    const html = render(<Picture src="/images/demo/peka-960.jpg" alt="Peka" sizes="100vw" />);
    expect(html).toContain(
      'srcSet="/images/demo/peka-480.avif 480w, /images/demo/peka-960.avif 960w, /images/demo/peka-1600.avif 1600w"',
    );
    expect(html).toContain("/images/demo/peka-1600.jpg 1600w");
    expect(html).toContain('width="1600" height="1000"');
  });
});

describe("Picture of the page's LCP candidate (issue 19)", () => {
  const imgOf = (html: string) => /<img [^>]*>/.exec(html)?.[0] ?? "";
  const preloadsOf = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

  it("loads first: eager, high priority, decoded the browser's way, with its size", () => {
    const html = render(<Picture src={src} alt="Terasa" sizes="100vw" isPriority />, {
      [src]: photo,
    });
    const img = imgOf(html);
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain("decoding=");
    expect(img).toContain('width="4000" height="3000"');
  });

  it("is announced in <head> once, in the format the <picture> offers first", () => {
    const html = render(
      <>
        <Picture
          src="/images/demo/peka-960.jpg"
          alt="Peka"
          sizes="(min-width: 1024px) 560px, 100vw"
          isPriority
        />
        <Picture src="/images/demo/sea-960.jpg" alt="More" />
      </>,
    );
    const preloads = preloadsOf(html);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(preloads[0]).toContain(
      'imageSrcSet="/images/demo/peka-480.avif 480w, /images/demo/peka-960.avif 960w, /images/demo/peka-1600.avif 1600w"',
    );
    expect(preloads[0]).toContain('imageSizes="(min-width: 1024px) 560px, 100vw"');
    // the first <source> is the preloaded one, so the browser uses the file it already has
    expect(html).toMatch(
      /<picture[^>]*><source type="image\/avif" srcSet="\/images\/demo\/peka-480\.avif/,
    );
  });

  it("leaves every other picture lazy, decoded off the main thread, and unannounced", () => {
    const html = render(<Picture src={src} alt="Terasa" />, { [src]: photo });
    const img = imgOf(html);
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain("fetchPriority");
    expect(preloadsOf(html)).toEqual([]);
  });
});
