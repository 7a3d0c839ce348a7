/** The shape of a translation of the source locale: same keys, any string values. */
export type DeepStrings<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]>;
};
