import { searchTextOf } from "./search-text.ts";

/** A piece of a text: the words that match the search are marked. */
export type TextSegment = { text: string; isMatch: boolean };

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Levenshtein distance of two short strings, stopping early past 1 (one typo is all we forgive). */
function isWithinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) || // one letter replaced
    restA.slice(1) === restB || // one letter too many
    restA === restB.slice(1) || // one letter missing
    (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) // swapped
  );
}

/**
 * Whether a word of a text answers a search term the way the search does: the word (without
 * diacritics) starts with the term, or, for terms of four letters or more, its start is one typo
 * away from the term (kosarica finds Košarica, kosarcia too).
 */
function isMatch(word: string, terms: readonly string[]): boolean {
  const plain = searchTextOf(word);
  return terms.some((term) => {
    if (plain.startsWith(term)) return true;
    if (term.length < 4) return false;
    return [term.length - 1, term.length, term.length + 1].some((length) =>
      isWithinOneEdit(plain.slice(0, length), term),
    );
  });
}

/** The search's terms as the matching compares them (no diacritics, lower case). */
export function searchTerms(search: string): string[] {
  return searchTextOf(search)
    .split(" ")
    .filter((term) => term.length > 0);
}

/** A text cut into segments, the words that match the search marked (spec 2: highlighted). */
export function highlightSegments(text: string, search: string): TextSegment[] {
  const terms = searchTerms(search);
  const segments: TextSegment[] = [];
  const push = (piece: string, matched: boolean) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last && last.isMatch === matched && !matched) last.text += piece;
    else segments.push({ text: piece, isMatch: matched });
  };
  let at = 0;
  for (const found of text.matchAll(wordPattern)) {
    push(text.slice(at, found.index), false);
    push(found[0], terms.length > 0 && isMatch(found[0], terms));
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return segments;
}

/**
 * A stretch of at most `length` characters of a long text around its first match (the whole
 * text when short), cut at word boundaries and marked with ellipses where it was cut.
 */
export function excerptAround(text: string, search: string, length = 180): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const terms = searchTerms(search);
  let first = 0;
  for (const found of flat.matchAll(wordPattern)) {
    if (terms.length > 0 && isMatch(found[0], terms)) {
      first = found.index;
      break;
    }
  }
  let start = Math.max(0, first - Math.floor(length / 4));
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  let end = Math.min(flat.length, start + length);
  if (end < flat.length)
    end = flat.lastIndexOf(" ", end) > start ? flat.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${flat.slice(start, end).trim()}${end < flat.length ? " …" : ""}`;
}
