import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { fillAltFromMedia } from "./media-alt.ts";

const image: RJSFSchema = {
  type: "object",
  properties: { src: { type: "string" }, alt: { type: "string" }, width: { type: "integer" } },
};
const gallery: RJSFSchema = {
  type: "object",
  properties: { images: { type: "array", items: image } },
};
const video: RJSFSchema = { type: "object", properties: { src: { type: "string" } } };
const picked = { path: "/media/luka.png", description: "Luka u sumrak" };

describe("fillAltFromMedia", () => {
  it("fills an empty alt beside the src the image was picked into", () => {
    const next = fillAltFromMedia({
      previous: { src: "/media/old.png", alt: "", width: 10 },
      next: { src: "/media/luka.png", alt: "", width: 10 },
      schema: image,
      picked,
    });
    expect(next).toEqual({ src: "/media/luka.png", alt: "Luka u sumrak", width: 10 });
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
