import { describe, expect, it } from "vitest";
import { collectMediaPaths } from "./media-pictures.ts";

describe("collectMediaPaths", () => {
  it("finds media library paths in any prop at any depth, once each", () => {
    const upload = "/media/0123456789abcdef0123456789abcdef/original.png";
    const content = [
      [
        { id: "a", type: "image", props: { src: upload, alt: "/media/ not a path" } },
        {
          id: "g",
          type: "gallery",
          props: { images: [{ src: "/images/demo/peka-960.jpg" }, { src: upload }] },
          slots: { content: [{ id: "h", type: "hero", props: { image: "/media/x/large.avif" } }] },
        },
      ],
      { m: [{ props: { src: "/media/y/original.jpg" } }] },
    ];
    expect([...collectMediaPaths(content)]).toEqual([
      upload,
      "/media/x/large.avif",
      "/media/y/original.jpg",
    ]);
  });
});
