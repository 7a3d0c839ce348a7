import { sql } from "drizzle-orm";
import { searchTextOf } from "#common/search-text.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import { typoSimilarity } from "../../../db/search-settings.ts";
import type { Services } from "../../../platform/services.ts";
import { type FacetIndex, type IntLists, intLists } from "./facet-index.ts";
import { wordSimilarity, wordTrigrams, wordsOf } from "./word-similarity.ts";

/**
 * The search texts of a site's listed products in one language, beside its facet index
 * (decision 030): each text, its words, the positions holding each trigram, and the rank of each
 * product's name in the database's order. Keyword matches and name sorts are then worked out in
 * memory, the same as the database works them out.
 */
export type KeywordIndex = {
  /** By position: the product's search text in the language ("" without a translation). */
  texts: string[];
  /** By position: the ids of its words, in order. */
  textWords: IntLists;
  /** By word id: the word's trigram ids, in order. */
  wordTrigrams: IntLists;
  trigramIds: ReadonlyMap<string, number>;
  /** By trigram id: the positions whose text holds it, ascending, each once. */
  trigramPositions: IntLists;
  /** By position: the rank of the product's name (equal names share it); -1 without one. */
  nameRank: Int32Array;
};

/** Reads the language's translations of the indexed products and cuts their texts up. */
async function buildKeywordIndex(
  services: Pick<Services, "db">,
  index: FacetIndex,
  siteId: string,
  languageCode: string,
): Promise<KeywordIndex> {
  const rows = await rowsOf<{ id: number; text: string; rank: number | string }>(
    services.db,
    sql`select product_id as id, search_text as text,
        dense_rank() over (order by name) as rank
      from catalog_product_translations
      where site_id = ${siteId} and language_code = ${languageCode}`,
  );
  const positionOf = new Map<number, number>();
  index.ids.forEach((id, position) => positionOf.set(id, position));
  const texts = Array.from({ length: index.size }, () => "");
  const nameRank = new Int32Array(index.size).fill(-1);
  for (const row of rows) {
    const position = positionOf.get(Number(row.id));
    if (position === undefined) continue;
    texts[position] = row.text;
    nameRank[position] = Number(row.rank);
  }
  return indexTexts(texts, nameRank);
}

/** Gives the event loop a turn: a build at 100,000 products takes half a second of work. */
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Cuts texts (by position) into the keyword index's words, trigrams and postings, in slices
 * between which other requests are served.
 */
export async function indexTexts(texts: string[], nameRank: Int32Array): Promise<KeywordIndex> {
  const wordIds = new Map<string, number>();
  const trigramIds = new Map<string, number>();
  const trigramsOfWord: number[][] = [];
  const positionsOfTrigram: number[][] = [];
  const lastPosition: number[] = [];
  const textWords: number[][] = [];
  for (const [position, text] of texts.entries()) {
    if (position % 5000 === 4999) await aTurn();
    textWords.push(
      wordsOf(text).map((word) => {
        let id = wordIds.get(word);
        if (id === undefined) {
          id = trigramsOfWord.length;
          wordIds.set(word, id);
          trigramsOfWord.push(
            wordTrigrams(word).map((trigram) => {
              let trigramId = trigramIds.get(trigram);
              if (trigramId === undefined) {
                trigramId = positionsOfTrigram.length;
                trigramIds.set(trigram, trigramId);
                positionsOfTrigram.push([]);
                lastPosition.push(-1);
              }
              return trigramId;
            }),
          );
        }
        for (const trigramId of trigramsOfWord[id]!) {
          if (lastPosition[trigramId] === position) continue;
          lastPosition[trigramId] = position;
          positionsOfTrigram[trigramId]!.push(position);
        }
        return id;
      }),
    );
  }
  return {
    texts,
    textWords: intLists(textWords),
    wordTrigrams: intLists(trigramsOfWord),
    trigramIds,
    trigramPositions: intLists(positionsOfTrigram),
    nameRank,
  };
}

type Held = { index: Promise<KeywordIndex>; isReady: boolean };
// by facet index: dropped with it when a catalogue write rebuilds the facet index
const held = new WeakMap<FacetIndex, Map<string, Held>>();

/**
 * The keyword index of a language, built once per facet index. With `wait: false` a call does
 * not wait for a build under way: it gets undefined and searches in the database meanwhile.
 */
export async function keywordIndexOf(
  services: Pick<Services, "db">,
  index: FacetIndex,
  scope: { siteId: string; languageCode: string },
  options: { wait?: boolean } = {},
): Promise<KeywordIndex | undefined> {
  let languages = held.get(index);
  if (!languages) held.set(index, (languages = new Map<string, Held>()));
  let current = languages.get(scope.languageCode);
  if (!current) {
    const building: Held = {
      index: buildKeywordIndex(services, index, scope.siteId, scope.languageCode),
      isReady: false,
    };
    current = building;
    languages.set(scope.languageCode, building);
    const forget = languages;
    building.index.then(
      () => {
        building.isReady = true;
      },
      () => forget.delete(scope.languageCode),
    );
  }
  if (options.wait === false && !current.isReady) return undefined;
  return current.index;
}

/** The products a keyword text matches, as ascending positions, and each one's relevance. */
export type KeywordMatches = { positions: Int32Array; relevance: Float64Array };

/**
 * Positions whose text contains `text` or is within one typo of it (`%>` at the typo threshold),
 * and the relevance the database ranks them by: 1 for containing it, plus the word similarity.
 * `text` is already a search text (searchTextOf).
 */
export function matchKeywords(keywords: KeywordIndex, text: string): KeywordMatches {
  const size = keywords.texts.length;
  const unique = new Set(wordsOf(text).flatMap(wordTrigrams));
  const keywordCount = unique.size;
  const known = [...unique].flatMap((trigram) => {
    const id = keywords.trigramIds.get(trigram);
    return id === undefined ? [] : [id];
  });
  // a text can reach the threshold only if it holds this many of the keywords' trigrams: the
  // similarity of an extent is at most shared / keywordCount
  let needed = 1;
  while (needed < keywordCount && Math.fround(needed / keywordCount) < typoSimilarity) needed += 1;
  const held = new Uint16Array(size);
  const { start, values } = keywords.trigramPositions;
  for (const id of known)
    for (let at = start[id]!; at < start[id + 1]!; at += 1) held[values[at]!]! += 1;

  const isCandidate = new Uint8Array(size);
  for (let position = 0; position < size; position += 1)
    if (held[position]! >= needed) isCandidate[position] = 1;
  for (const position of containingCandidates(keywords, text)) isCandidate[position] = 1;

  const isKeyword = new Uint8Array(keywords.trigramPositions.start.length - 1);
  for (const id of known) isKeyword[id] = 1;
  const lastAt = new Int32Array(isKeyword.length).fill(-1);
  let sequence = new Int32Array(64);
  const relevance = new Float64Array(size);
  const positions: number[] = [];
  for (let position = 0; position < size; position += 1) {
    if (isCandidate[position] === 0) continue;
    const contains = keywords.texts[position]!.includes(text);
    // a text that may contain the keywords but does not, and holds too few of their trigrams
    if (!contains && held[position]! < needed) continue;
    let length = 0;
    const words = keywords.textWords;
    for (let at = words.start[position]!; at < words.start[position + 1]!; at += 1) {
      const word = words.values[at]!;
      const first = keywords.wordTrigrams.start[word]!;
      const end = keywords.wordTrigrams.start[word + 1]!;
      if (length + end - first > sequence.length) {
        const larger = new Int32Array(Math.max(sequence.length * 2, length + end - first));
        larger.set(sequence.subarray(0, length));
        sequence = larger;
      }
      sequence.set(keywords.wordTrigrams.values.subarray(first, end), length);
      length += end - first;
    }
    const similarity = wordSimilarity(sequence, length, isKeyword, keywordCount, lastAt);
    if (!contains && similarity < typoSimilarity) continue;
    positions.push(position);
    relevance[position] = (contains ? 1 : 0) + similarity;
  }
  return { positions: Int32Array.from(positions), relevance };
}

/**
 * Positions whose text may contain `text`: those holding its rarest three letters inside one
 * word, or every text when no word of it has three letters.
 */
function containingCandidates(keywords: KeywordIndex, text: string): Iterable<number> {
  const { start, values } = keywords.trigramPositions;
  let rarest: { first: number; end: number } | undefined;
  for (const word of wordsOf(text)) {
    const characters = Array.from(word);
    for (let at = 0; at + 2 < characters.length; at += 1) {
      const id = keywords.trigramIds.get(
        characters[at]! + characters[at + 1]! + characters[at + 2]!,
      );
      // a three-letter run no text holds: no text contains the keywords
      if (id === undefined) return [];
      const run = { first: start[id]!, end: start[id + 1]! };
      if (!rarest || run.end - run.first < rarest.end - rarest.first) rarest = run;
    }
  }
  if (!rarest) return keywords.texts.keys();
  return values.subarray(rarest.first, rarest.end);
}

/**
 * The matches of a list's keywords: undefined when it has none; keywords with nothing searchable
 * in them (only punctuation) match nothing, as in the database.
 */
export function matchScope(
  keywords: KeywordIndex,
  scope: { keywords?: string | undefined },
): KeywordMatches | undefined {
  if (!scope.keywords?.trim()) return undefined;
  const text = searchTextOf(scope.keywords);
  return text
    ? matchKeywords(keywords, text)
    : { positions: new Int32Array(0), relevance: new Float64Array(0) };
}
