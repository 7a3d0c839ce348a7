import { describe, expect, it } from "vitest";
import { splitMenu } from "./split-menu.ts";

describe("splitMenu", () => {
  it("splits an even menu in equal halves", () => {
    expect(splitMenu([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("gives the left half the extra item", () => {
    expect(splitMenu([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitMenu([1])).toEqual([[1], []]);
    expect(splitMenu([])).toEqual([[], []]);
  });
});
