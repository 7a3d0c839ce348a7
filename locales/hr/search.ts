/** Texts of the search screen and the header's search box (src/features/search, spec 2). */
export const search = {
  title: "Pretraga",
  label: "Pojam za pretragu",
  quickSearch: "Brza pretraga",
  placeholder: "Pretražite stranice i trgovinu…",
  headerPlaceholder: "Pretraži…",
  submit: "Traži",
  categories: "Kategorije pretrage",
  category: {
    pages: "Stranice",
    products: "Proizvodi",
    posts: "Objave",
    productCategories: "Kategorije proizvoda",
  },
  total: "Rezultati za „{search}”: {count}",
  prompt: "Upišite što tražite: jelo, vino, dvoranu ili smještaj.",
  empty: "Nema rezultata za „{search}” u ovoj kategoriji.",
  emptyHint: "Provjerite pravopis ili pokušajte s kraćim ili općenitijim pojmom.",
  emptyEverywhere: "Nema rezultata za „{search}”.",
  page: "Stranica",
  post: "Objava",
  productCategory: "Kategorija proizvoda",
} as const;
