/** spec 2: the desktop menu is split in two halves around the title; the left gets the extra. */
export function splitMenu<T>(items: readonly T[]): [left: T[], right: T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}
