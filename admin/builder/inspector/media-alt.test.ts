import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { fillAltFromMedia } from "./media-alt.ts";

const image: RJSFSchema = {
  type: "object",
  properties: { src: { type: "string" }, alt: { type: "string" }, width: { type: "integer" } },
  // the starter props a new element gets (codegen: the schema's first example)
  examples: [{ src: "/images/demo/terrace-960.jpg", alt: "Terasa uz more", width: 1600 }],
};
const gallery: RJSFSchema = {
  type: "object",
  properties: { images: { type: "array", items: image } },
};
const video: RJSFSchema = { type: "object", properties: { src: { type: "string" } } };
const picked = { path: "/media/luka.png", description: "Luka u sumrak" };

describe("fillAltFromMedia", () => {
  // an empty alt, and the element's starter alt (it describes the starter picture)
  it.each(["", "Terasa uz more"])(
    "fills the alt %j beside the src the image was picked into",
    (alt) => {
      const next = fillAltFromMedia({
        previous: { src: "/images/demo/terrace-960.jpg", alt, width: 10 },
        next: { src: "/media/luka.png", alt, width: 10 },
        schema: image,
        picked,
      });
      expect(next).toEqual({ src: "/media/luka.png", alt: "Luka u sumrak", width: 10 });
    },
  );

  it("replaces a gallery item's starter alt", () => {
    const withStarter: RJSFSchema = {
      ...gallery,
      examples: [{ images: [{ src: "/images/demo/peka-960.jpg", alt: "Peka" }] }],
    };
    const next = fillAltFromMedia({
      previous: { images: [{ src: "/images/demo/peka-960.jpg", alt: "Peka" }] },
      next: { images: [{ src: "/media/luka.png", alt: "Peka" }] },
      schema: withStarter,
      picked,
    });
    expect(next).toEqual({ images: [{ src: "/media/luka.png", alt: "Luka u sumrak" }] });
  });

  it("keeps an alt the editor wrote", () => {
    const props = { src: "/media/luka.png", alt: "Moj tekst", width: 10 };
    expect(fillAltFromMedia({ previous: {}, next: props, schema: image, picked })).toBe(props);
  });

  it("fills the gallery item that got the image, not the others", () => {
    const next = fillAltFromMedia({
      previous: { images: [{ src: "/media/a.png", alt: "" }, { src: "" }] },
      next: { images: [{ src: "/media/a.png", alt: "" }, { src: "/media/luka.png" }] },
      schema: gallery,
      picked,
    });
    expect(next).toEqual({
      images: [
        { src: "/media/a.png", alt: "" },
        { src: "/media/luka.png", alt: "Luka u sumrak" },
      ],
    });
  });

  it("adds no alt where the schema has none, and nothing for an item without alt text", () => {
    const props = { src: "/media/luka.png" };
    expect(fillAltFromMedia({ previous: {}, next: props, schema: video, picked })).toBe(props);
    const bare = { src: "/media/luka.png", alt: "" };
    expect(
      fillAltFromMedia({
        previous: {},
        next: bare,
        schema: image,
        picked: { ...picked, description: " " },
      }),
    ).toBe(bare);
  });

  it("does not fill again once the src was already the picked image", () => {
    const props = { src: "/media/luka.png", alt: "" };
    expect(
      fillAltFromMedia({
        previous: { src: "/media/luka.png" },
        next: props,
        schema: image,
        picked,
      }),
    ).toBe(props);
  });
});
