/**
 * pg_trgm's word similarity in JavaScript (decision 030): the keyword search of the in-memory
 * index must find and rank exactly what `search_text %> keywords` and `word_similarity(keywords,
 * search_text)` find and rank in the database, which serves the same calls while the index is
 * built. Trigrams are those of pg_trgm: each word (a run of letters and digits) padded with two
 * spaces in front and one behind, cut into every three consecutive characters. Scores are float4
 * as in PostgreSQL, so ties and the threshold fall the same way.
 */

/** The words of a text as pg_trgm cuts them (search texts are already lower case). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The trigrams of one word, in order (repeats kept). */
export function wordTrigrams(word: string): string[] {
  const characters = Array.from(`  ${word} `);
  const trigrams: string[] = [];
  for (let at = 0; at + 2 < characters.length; at += 1)
    trigrams.push(characters[at]! + characters[at + 1]! + characters[at + 2]!);
  return trigrams;
}

/** pg_trgm's similarity of an extent: shared unique trigrams over the union of both sets. */
const similarityOf = (shared: number, keywordCount: number, extentCount: number): number =>
  Math.fround(Math.fround(shared) / Math.fround(keywordCount + extentCount - shared));

/**
 * The greatest similarity between the keywords' trigram set and a stretch of the text's trigram
 * sequence, found the way pg_trgm finds it: the stretch grows to each text trigram the keywords
 * hold, and its start moves right while that raises the similarity.
 *
 * `text`: the text's trigrams as ids, in order; `isKeyword(id)`: the keywords hold that trigram;
 * `keywordCount`: how many distinct trigrams the keywords have; `lastAt`: scratch space by
 * trigram id, every entry -1 (left so on return).
 */
export function wordSimilarity(
  text: Int32Array,
  length: number,
  isKeyword: Uint8Array,
  keywordCount: number,
  lastAt: Int32Array,
): number {
  let best = 0;
  let distinct = 0;
  let shared = 0;
  let start = -1;
  for (let at = 0; at < length; at += 1) {
    const trigram = text[at]!;
    const held = isKeyword[trigram] === 1;
    if (start >= 0 || held) {
      if (lastAt[trigram]! < 0) {
        distinct += 1;
        if (held) shared += 1;
      }
      lastAt[trigram] = at;
    }
    if (!held) continue;
    if (start === -1) {
      start = at;
      distinct = 1;
    }
    let current = similarityOf(shared, keywordCount, distinct);
    // try later starts: dropping a trigram seen for the last time at the old start shrinks the sets
    let trialShared = shared;
    let trialDistinct = distinct;
    const previousStart = start;
    for (let trial = start; trial <= at; trial += 1) {
      const similarity = similarityOf(trialShared, keywordCount, trialDistinct);
      if (similarity > current) {
        current = similarity;
        distinct = trialDistinct;
        start = trial;
        shared = trialShared;
      }
      const dropped = text[trial]!;
      if (lastAt[dropped] === trial) {
        trialDistinct -= 1;
        if (isKeyword[dropped] === 1) trialShared -= 1;
      }
    }
    if (current > best) best = current;
    for (let trial = previousStart; trial < start; trial += 1) {
      const dropped = text[trial]!;
      if (lastAt[dropped] === trial) lastAt[dropped] = -1;
    }
  }
  for (let at = 0; at < length; at += 1) lastAt[text[at]!] = -1;
  return best;
}
