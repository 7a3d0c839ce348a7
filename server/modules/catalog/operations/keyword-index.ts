import { sql } from "drizzle-orm";
import { searchTextOf } from "#common/search-text.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import { typoSimilarity } from "../../../db/search-settings.ts";
import type { Services } from "../../../platform/services.ts";
import {
  type FacetIndex,
  type IntLists,
  type Layout,
  carried,
  intLists,
  patchIntLists,
  positionOfId,
} from "./facet-index.ts";
import { wordSimilarity, wordTrigrams, wordsOf } from "./word-similarity.ts";

/** The texts of a keyword index cut into words and trigrams, and the postings of each trigram. */
export type KeywordTexts = {
  /** By position: the product's search text in the language ("" without a translation). */
  texts: string[];
  /** By position: the ids of its words, in order. */
  textWords: IntLists;
  /** By word id: the word's trigram ids, in order. */
  wordTrigrams: IntLists;
  /**
   * Shared by an index and the ones patched from it, only ever added to: an id past this index's
   * postings (trigramPositions) is one no text of this index holds.
   */
  trigramIds: Map<string, number>;
  wordIds: Map<string, number>;
  /** By trigram id: the positions whose text holds it, ascending, each once. */
  trigramPositions: IntLists;
};

/**
 * The names of a language in the database's order (its collation: `order by name`), each with a
 * key that orders as it does: a name new to the index gets a key between its neighbours.
 */
type NameOrder = { sorted: string[]; keyOf: Map<string, number> };

/**
 * The search texts of a site's products in one language, beside its facet index (decision 030):
 * each text, its words, the positions holding each trigram, and the order of each product's name
 * as the database orders it. Keyword matches and name sorts are then worked out in memory, the
 * same as the database works them out.
 */
export type KeywordIndex = KeywordTexts & {
  /** By position: the product's name in the language, null without a translation. */
  names: (string | null)[];
  /** By position: the name's key in the database's order (equal names share it); -1 without. */
  nameRank: Float64Array;
  /** Shared with the indexes patched from this one (decision 037). */
  nameOrder: NameOrder;
};

type TextRow = { id: number; text: string; name: string };

/**
 * Reads the language's translations of the indexed products in the database's order of names
 * and cuts their texts up.
 */
export async function buildKeywordIndex(
  services: Pick<Services, "db">,
  index: FacetIndex,
  siteId: string,
  languageCode: string,
): Promise<KeywordIndex> {
  const rows = await rowsOf<TextRow>(
    services.db,
    sql`select product_id as id, search_text as text, name from catalog_product_translations
      where site_id = ${siteId} and language_code = ${languageCode} order by name`,
  );
  const texts = Array.from({ length: index.size }, () => "");
  const names = Array.from({ length: index.size }, (): string | null => null);
  const nameRank = new Float64Array(index.size).fill(-1);
  const nameOrder: NameOrder = { sorted: [], keyOf: new Map() };
  for (const row of rows) {
    // the collation is deterministic: names it ranks equal are equal strings
    if (nameOrder.sorted.at(-1) !== row.name) {
      nameOrder.keyOf.set(row.name, nameOrder.sorted.length);
      nameOrder.sorted.push(row.name);
    }
    const position = positionOfId(index.ids, Number(row.id));
    if (position === -1) continue;
    texts[position] = row.text;
    names[position] = row.name;
    nameRank[position] = nameOrder.sorted.length - 1;
  }
  return { ...(await indexTexts(texts)), names, nameRank, nameOrder };
}

/** Gives the event loop a turn: a build at 100,000 products takes half a second of work. */
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A word's id, its trigrams added to the dictionaries when it is new. */
function wordIdOf(
  dictionaries: { wordIds: Map<string, number>; trigramIds: Map<string, number> },
  word: string,
  trigramsOfWord: number[][],
  firstNewWord: number,
  onNewTrigram: () => void,
): number {
  let id = dictionaries.wordIds.get(word);
  if (id !== undefined) return id;
  id = firstNewWord + trigramsOfWord.length;
  dictionaries.wordIds.set(word, id);
  trigramsOfWord.push(
    wordTrigrams(word).map((trigram) => {
      let trigramId = dictionaries.trigramIds.get(trigram);
      if (trigramId === undefined) {
        trigramId = dictionaries.trigramIds.size;
        dictionaries.trigramIds.set(trigram, trigramId);
        onNewTrigram();
      }
      return trigramId;
    }),
  );
  return id;
}

/**
 * Cuts texts (by position) into the keyword index's words, trigrams and postings, in slices
 * between which other requests are served.
 */
export async function indexTexts(texts: string[]): Promise<KeywordTexts> {
  const dictionaries = {
    wordIds: new Map<string, number>(),
    trigramIds: new Map<string, number>(),
  };
  const trigramsOfWord: number[][] = [];
  const positionsOfTrigram: number[][] = [];
  const lastPosition: number[] = [];
  const textWords: number[][] = [];
  const onNewTrigram = () => {
    positionsOfTrigram.push([]);
    lastPosition.push(-1);
  };
  for (const [position, text] of texts.entries()) {
    if (position % 5000 === 4999) await aTurn();
    textWords.push(
      wordsOf(text).map((word) => {
        const id = wordIdOf(dictionaries, word, trigramsOfWord, 0, onNewTrigram);
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
    ...dictionaries,
    trigramPositions: intLists(positionsOfTrigram),
  };
}

/** How many of `names` the database orders before `name` (its collation, not JavaScript's). */
async function countBefore(
  services: Pick<Services, "db">,
  names: readonly string[],
  name: string,
): Promise<number> {
  if (names.length === 0) return 0;
  const [row] = await rowsOf<{ n: number | string }>(
    services.db,
    sql`select count(*) as n from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as each(v)
      where v < ${name}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Gives a name new to the order its place: two small queries find it among the sorted names
 * (every s-th name, then the s names of its stretch, s the square root of their number), and
 * its key is halfway between its neighbours' keys. When no key is left between them, every name
 * is numbered again: answers true.
 */
async function placeName(
  services: Pick<Services, "db">,
  order: NameOrder,
  name: string,
): Promise<boolean> {
  if (order.keyOf.has(name)) return false;
  const { sorted, keyOf } = order;
  const step = Math.max(1, Math.ceil(Math.sqrt(sorted.length)));
  const samples = sorted.filter((_, at) => at % step === step - 1);
  const from = (await countBefore(services, samples, name)) * step;
  const at = from + (await countBefore(services, sorted.slice(from, from + step), name));
  const below = at > 0 ? keyOf.get(sorted[at - 1]!) : undefined;
  const above = at < sorted.length ? keyOf.get(sorted[at]!) : undefined;
  const key =
    below === undefined
      ? (above ?? 1) - 1
      : above === undefined
        ? below + 1
        : below + (above - below) / 2;
  sorted.splice(at, 0, name);
  if (key === below || key === above) {
    sorted.forEach((each, rank) => keyOf.set(each, rank));
    return true;
  }
  keyOf.set(name, key);
  return false;
}

/**
 * The keyword index after a write (decision 037), laid out as the patched facet index: the
 * changed products' texts and names (`rows`, by id: absent without a translation in the
 * language) cut into words and put in the postings, every other position copied.
 */
export async function patchKeywordIndex(
  services: Pick<Services, "db">,
  keywords: KeywordIndex,
  layout: Layout,
  rows: ReadonlyMap<number, { text: string; name: string }>,
): Promise<KeywordIndex> {
  const { ids, source, changed } = layout;
  const size = ids.length;
  let isRenumbered = false;
  for (const position of changed) {
    const row = rows.get(ids[position]!);
    if (row && (await placeName(services, keywords.nameOrder, row.name))) isRenumbered = true;
  }

  const texts = layout.isMoved
    ? Array.from(source, (from) => (from >= 0 ? keywords.texts[from]! : ""))
    : [...keywords.texts, ...Array.from({ length: size - keywords.texts.length }, () => "")];
  const names = layout.isMoved
    ? Array.from(source, (from) => (from >= 0 ? keywords.names[from]! : null))
    : [...keywords.names, ...Array.from({ length: size - keywords.names.length }, () => null)];
  for (const position of changed) {
    const row = rows.get(ids[position]!);
    texts[position] = row?.text ?? "";
    names[position] = row?.name ?? null;
  }
  const { keyOf } = keywords.nameOrder;
  const keyOfName = (name: string | null) => (name === null ? -1 : keyOf.get(name)!);
  const nameRank = isRenumbered
    ? Float64Array.from(names, keyOfName)
    : carried(keywords.nameRank, new Float64Array(size), layout);
  for (const position of changed) nameRank[position] = keyOfName(names[position]!);

  // the changed texts' words: new words and trigrams are added to the shared dictionaries
  const oldTrigrams = keywords.trigramPositions.start.length - 1;
  const oldWords = keywords.wordTrigrams.start.length - 1;
  const newWords: number[][] = [];
  const wordsAt = new Map<number, number[]>();
  for (const position of changed)
    wordsAt.set(
      position,
      wordsOf(texts[position]!).map((word) =>
        wordIdOf(keywords, word, newWords, oldWords, () => undefined),
      ),
    );
  const wordTrigramsOf = (word: number): Iterable<number> & ArrayLike<number> =>
    word < oldWords
      ? keywords.wordTrigrams.values.subarray(
          keywords.wordTrigrams.start[word],
          keywords.wordTrigrams.start[word + 1],
        )
      : newWords[word - oldWords]!;
  const wordTrigramLists =
    newWords.length === 0
      ? keywords.wordTrigrams
      : patchIntLists(
          keywords.wordTrigrams,
          Int32Array.from({ length: oldWords + newWords.length }, (_, word) =>
            word < oldWords ? word : -1,
          ),
          (word) => newWords[word - oldWords]!,
        );
  const textWords = patchIntLists(keywords.textWords, source, (position) =>
    Int32Array.from(wordsAt.get(position) ?? []),
  );

  // postings: the changed positions leave every trigram they held and join those they hold now
  const trigramCount = keywords.trigramIds.size;
  const touched = new Uint8Array(trigramCount);
  const added = new Map<number, number[]>();
  for (const position of changed) {
    // a product that had a position leaves the trigrams of its old text
    const before = layout.previous[position]!;
    if (before !== -1)
      for (
        let at = keywords.textWords.start[before]!;
        at < keywords.textWords.start[before + 1]!;
        at += 1
      )
        for (const trigram of wordTrigramsOf(keywords.textWords.values[at]!)) touched[trigram] = 1;
    const held = new Set<number>();
    for (const word of wordsAt.get(position) ?? [])
      for (const trigram of wordTrigramsOf(word)) held.add(trigram);
    for (const trigram of held) {
      touched[trigram] = 1;
      let list = added.get(trigram);
      if (!list) added.set(trigram, (list = []));
      list.push(position);
    }
  }
  // by old position: the new one, -1 for a changed product (it joins its trigrams' postings anew)
  const newPositionOf = new Int32Array(keywords.texts.length).fill(-1);
  source.forEach((from, position) => {
    if (from >= 0) newPositionOf[from] = position;
  });
  const old = keywords.trigramPositions;
  const start = new Int32Array(trigramCount + 1);
  let addedCount = 0;
  for (const list of added.values()) addedCount += list.length;
  const values = new Int32Array(old.values.length + addedCount);
  let length = 0;
  for (let trigram = 0; trigram < trigramCount; trigram += 1) {
    start[trigram] = length;
    const first = trigram < oldTrigrams ? old.start[trigram]! : 0;
    const end = trigram < oldTrigrams ? old.start[trigram + 1]! : 0;
    if (!layout.isMoved && touched[trigram] === 0) {
      values.set(old.values.subarray(first, end), length);
      length += end - first;
      continue;
    }
    const joining = added.get(trigram) ?? [];
    let next = 0;
    for (let at = first; at < end; at += 1) {
      const position = newPositionOf[old.values[at]!]!;
      if (position === -1) continue;
      while (next < joining.length && joining[next]! < position)
        values[length++] = joining[next++]!;
      values[length++] = position;
    }
    while (next < joining.length) values[length++] = joining[next++]!;
  }
  start[trigramCount] = length;
  return {
    texts,
    textWords,
    wordTrigrams: wordTrigramLists,
    trigramIds: keywords.trigramIds,
    wordIds: keywords.wordIds,
    trigramPositions: {
      start,
      values: values.subarray(0, length),
      largest: Math.max(old.largest, size - 1),
    },
    names,
    nameRank,
    nameOrder: keywords.nameOrder,
  };
}

/** The id of a trigram some text of this index holds, undefined for any other. */
function trigramIdOf(keywords: KeywordTexts, trigram: string): number | undefined {
  const id = keywords.trigramIds.get(trigram);
  return id !== undefined && id < keywords.trigramPositions.start.length - 1 ? id : undefined;
}

/** The products a keyword text matches, as ascending positions, and each one's relevance. */
export type KeywordMatches = { positions: Int32Array; relevance: Float64Array };

/**
 * Positions whose text contains `text` or is within one typo of it (`%>` at the typo threshold),
 * and the relevance the database ranks them by: 1 for containing it, plus the word similarity.
 * `text` is already a search text (searchTextOf).
 */
export function matchKeywords(keywords: KeywordTexts, text: string): KeywordMatches {
  const size = keywords.texts.length;
  const unique = new Set(wordsOf(text).flatMap(wordTrigrams));
  const keywordCount = unique.size;
  const known = [...unique].flatMap((trigram) => {
    const id = trigramIdOf(keywords, trigram);
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
function containingCandidates(keywords: KeywordTexts, text: string): Iterable<number> {
  const { start, values } = keywords.trigramPositions;
  let rarest: { first: number; end: number } | undefined;
  for (const word of wordsOf(text)) {
    const characters = Array.from(word);
    for (let at = 0; at + 2 < characters.length; at += 1) {
      const id = trigramIdOf(keywords, characters[at]! + characters[at + 1]! + characters[at + 2]!);
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
  keywords: KeywordTexts,
  scope: { keywords?: string | undefined },
): KeywordMatches | undefined {
  if (!scope.keywords?.trim()) return undefined;
  const text = searchTextOf(scope.keywords);
  return text
    ? matchKeywords(keywords, text)
    : { positions: new Int32Array(0), relevance: new Float64Array(0) };
}
