/** The admin area's post categories screen (issue 22), in Croatian: the source the others follow. */
export const adminPosts = {
  postCategories: "Kategorije objava",
  intro:
    "Kategorije i oznake objava na jeziku sadržaja. Kategorija s nadređenom kategorijom je njezina potkategorija; adresa (slug) ne smije biti ista kao adresa neke objave.",
  type: "Vrsta",
  typeNames: { postCategory: "Kategorija", postTag: "Oznaka" },
  title: "Naziv",
  slug: "Adresa (slug)",
  slugMain: "Zajednički ključ (isti u svim jezicima)",
  parent: "Nadređena kategorija",
  noParent: "Nema",
  create: "Dodaj",
  edit: "Uredi",
  save: "Spremi",
  cancel: "Odustani",
  delete: "Obriši",
  deleteConfirm: "Obrisati {title} na svim jezicima?",
  list: "Kategorije i oznake ({total})",
  empty: "Još nema kategorija ni oznaka.",
  saved: "{title} je spremljeno.",
  deleted: "{title} je obrisano.",
} as const;
