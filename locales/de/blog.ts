import type { DeepStrings } from "../types.ts";
import type { blog as source } from "../hr/blog.ts";

export const blog: DeepStrings<typeof source> = {
  title: "Blog",
  intro: "Neuigkeiten, Rezepte und Geschichten aus der Konoba.",
  categories: "Beitragskategorien",
  allPosts: "Alle Beiträge",
  subcategories: "Unterkategorien",
  noPosts: "Hier gibt es noch keine Beiträge.",
  readMore: "Weiterlesen",
  by: "Von {author}",
  tags: "Schlagwörter",
  loadMore: "Mehr laden",
  pageOf: "Seite {page} von {total}",
  firstPage: "Erste Seite",
  lastPage: "Letzte Seite",
  backToBlog: "Zurück zum Blog",
};
