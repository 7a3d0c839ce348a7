// Typo tolerance of keyword search: pg_trgm word similarity of the keywords to the best
// matching stretch of a text (one wrong or swapped letter in a word of 8 scores 0.6; a
// different word sharing its first letters, posip/postup, 0.5).
export const typoSimilarity = 0.55;

/**
 * What every session sets (server/db/client.ts): pg_trgm's `%>` and `<%` operators match at
 * word_similarity >= pg_trgm.word_similarity_threshold (default 0.6), so with it a trigram
 * index serves the one-typo match. Set before pg_trgm loads, it is a placeholder the
 * extension adopts when it loads.
 */
export const searchSettings = `set pg_trgm.word_similarity_threshold = ${typoSimilarity}`;

/** The same as a connection's startup options (PostgreSQL's `options`, `-c name=value`). */
export const searchStartupOptions = `-c pg_trgm.word_similarity_threshold=${typoSimilarity}`;
