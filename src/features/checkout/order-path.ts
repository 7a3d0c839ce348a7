/** The order detail path (route table entry `order`, e.g. /profil/narudzba/:number) of a number. */
export const orderPath = (pattern: string, number: string): string =>
  pattern.replace(":number", encodeURIComponent(number));
