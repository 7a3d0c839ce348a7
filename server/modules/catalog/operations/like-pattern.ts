/** A LIKE pattern that matches the text anywhere; %, _ and \ in it match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
