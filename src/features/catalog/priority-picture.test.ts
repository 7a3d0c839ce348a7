import { describe, expect, it } from "vitest";
import { priorityPicture, tilesAboveCards } from "./priority-picture.ts";

const pictured = { image: { src: "/images/demo/peka-960.jpg" } };
const bare = { image: null };
const tiles = (count: number) => Array.from({ length: count }, () => pictured);

describe("priorityPicture", () => {
  it("picks the first featured product below a few subcategory tiles: the larger picture", () => {
    expect(
      priorityPicture({
        subcategories: tiles(tilesAboveCards),
        featured: [pictured],
        records: [pictured, pictured],
      }),
    ).toEqual({ tile: -1, featured: 0, list: -1 });
  });

  it("picks the list's first product when nothing is featured, and only that one", () => {
    expect(
      priorityPicture({ subcategories: tiles(3), featured: [], records: [pictured, pictured] }),
    ).toEqual({ tile: -1, featured: -1, list: 0 });
  });

  it("picks the first tile with a picture when the tiles push the cards off a phone's screen", () => {
    expect(
      priorityPicture({
        subcategories: [bare, ...tiles(tilesAboveCards)],
        featured: [pictured],
        records: [pictured],
      }),
    ).toEqual({ tile: 1, featured: -1, list: -1 });
  });

  it("picks the first tile on a page without products", () => {
    expect(priorityPicture({ subcategories: [bare, pictured], featured: [], records: [] })).toEqual(
      { tile: 1, featured: -1, list: -1 },
    );
  });

  it("picks nothing further down when the first card has no picture", () => {
    expect(
      priorityPicture({ subcategories: [], featured: [bare, pictured], records: [pictured] }),
    ).toEqual({ tile: -1, featured: -1, list: -1 });
  });
});
