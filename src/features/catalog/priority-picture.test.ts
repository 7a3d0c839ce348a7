import { describe, expect, it } from "vitest";
import { priorityPicture } from "./priority-picture.ts";

const pictured = { image: { src: "/images/demo/peka-960.jpg" } };
const bare = { image: null };

describe("priorityPicture", () => {
  it("picks the first subcategory tile with a picture over the products below it", () => {
    expect(
      priorityPicture({
        subcategories: [bare, pictured, pictured],
        featured: [pictured],
        records: [pictured, pictured],
      }),
    ).toEqual({ tile: 1, featured: -1, list: -1 });
  });

  it("picks the first featured product when no tile has a picture", () => {
    expect(
      priorityPicture({ subcategories: [bare], featured: [pictured], records: [pictured] }),
    ).toEqual({ tile: -1, featured: 0, list: -1 });
  });

  it("picks the list's first product on a page with nothing above it, and only that one", () => {
    expect(
      priorityPicture({ subcategories: [], featured: [], records: [pictured, pictured] }),
    ).toEqual({ tile: -1, featured: -1, list: 0 });
  });

  it("picks nothing further down when the first card has no picture", () => {
    expect(
      priorityPicture({ subcategories: [], featured: [bare, pictured], records: [pictured] }),
    ).toEqual({ tile: -1, featured: -1, list: -1 });
  });
});
