import type { DeepStrings } from "../types.ts";
import type { adminPosts as hr } from "../hr/admin-posts.ts";

/** German texts of the post categories screen, typed against the Croatian source. */
export const adminPosts: DeepStrings<typeof hr> = {
  postCategories: "Beitragskategorien",
  intro:
    "Die Kategorien und Schlagwörter der Beiträge in der Inhaltssprache. Eine Kategorie mit übergeordneter Kategorie ist deren Unterkategorie; ihr Slug darf nicht der eines Beitrags sein.",
  type: "Art",
  typeNames: { postCategory: "Kategorie", postTag: "Schlagwort" },
  title: "Name",
  slug: "Adresse (Slug)",
  slugMain: "Gemeinsamer Schlüssel (in allen Sprachen gleich)",
  parent: "Übergeordnete Kategorie",
  noParent: "Keine",
  create: "Hinzufügen",
  createTitle: "Neue Kategorie oder neues Schlagwort",
  editTitle: "Bearbeiten: {title}",
  edit: "Bearbeiten",
  save: "Speichern",
  cancel: "Abbrechen",
  delete: "Löschen",
  deleteConfirm: "{title} in allen Sprachen löschen?",
  list: "Kategorien und Schlagwörter ({total})",
  empty: "Es gibt noch keine Kategorien oder Schlagwörter.",
  saved: "{title} ist gespeichert.",
  deleted: "{title} ist gelöscht.",
};
