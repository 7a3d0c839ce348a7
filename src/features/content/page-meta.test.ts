import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta.ts";
import type { PageData } from "./page.server.ts";

const data = (socialImage?: string) =>
  ({
    term: { title: "Kontakt", description: "", slug: "kontakt", slugMain: "kontakt", socialImage },
    alternates: {},
    canonicalUrl: "https://konoba.example/kontakt",
  }) as unknown as PageData;

const ogImage = (meta: ReturnType<typeof pageMeta>) =>
  meta.find((tag) => "property" in tag && tag.property === "og:image");

describe("pageMeta og:image", () => {
  it("names the social image absolutely, on the site's origin", () => {
    expect(ogImage(pageMeta({ data: data("/media/1/terasa.jpg"), root: undefined }))).toEqual({
      property: "og:image",
      content: "https://konoba.example/media/1/terasa.jpg",
    });
    expect(ogImage(pageMeta({ data: data("https://cdn.example/a.jpg"), root: undefined }))).toEqual(
      { property: "og:image", content: "https://cdn.example/a.jpg" },
    );
  });

  it("has none without a social image", () => {
    expect(ogImage(pageMeta({ data: data(), root: undefined }))).toBeUndefined();
  });
});
