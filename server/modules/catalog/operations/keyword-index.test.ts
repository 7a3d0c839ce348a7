import { expect, it } from "vitest";
import { indexTexts, matchKeywords } from "./keyword-index.ts";

const texts = [
  "crni tartufi istra",
  "sir s tartufima",
  "plavac mali dingac",
  "maslinovo ulje",
  "",
  "smokve suhe",
];
const index = await indexTexts(texts);
const found = (keywords: string) => {
  const matches = matchKeywords(index, keywords);
  return Array.from(matches.positions, (position) => ({
    text: texts[position],
    relevance: matches.relevance[position],
  }));
};

it("finds a text holding the keywords anywhere, even inside a word, ranked above typos", () => {
  const matches = found("artuf");
  expect(matches.map((match) => match.text)).toEqual(["crni tartufi istra", "sir s tartufima"]);
  // contained: 1 plus a word similarity below the typo threshold
  for (const match of matches) {
    expect(match.relevance).toBeGreaterThan(1);
    expect(match.relevance).toBeLessThan(1.55);
  }
});

it("finds a word within one typo, scored by word similarity alone", () => {
  const [match, ...rest] = found("plavca");
  expect(rest).toEqual([]);
  expect(match?.text).toBe("plavac mali dingac");
  // pg_trgm: word_similarity('plavca', 'dingac plavac mali') is 0.5714286 (float4)
  expect(match?.relevance).toBe(Math.fround(4 / 7));
});

it("finds nothing for words that are not there, nor for an empty text", () => {
  expect(found("čokolada")).toEqual([]);
  expect(found("zz")).toEqual([]);
});

it("matches keywords of two words across the space between them", () => {
  expect(found("mali ding").map((match) => match.text)).toEqual(["plavac mali dingac"]);
  expect(found("ulje maslinovo").map((match) => match.text)).toEqual(["maslinovo ulje"]);
});
