/** Texts of the blog (src/features/blog, spec 2 post list, category view and post page). */
export const blog = {
  title: "Objave",
  intro: "Novosti, recepti i priče iz konobe.",
  categories: "Kategorije objava",
  allPosts: "Sve objave",
  subcategories: "Potkategorije",
  noPosts: "Ovdje još nema objava.",
  readMore: "Pročitajte više",
  by: "Autor: {author}",
  tags: "Oznake",
  loadMore: "Učitaj više",
  pageOf: "Stranica {page} od {total}",
  firstPage: "Prva stranica",
  lastPage: "Zadnja stranica",
  backToBlog: "Natrag na objave",
} as const;
