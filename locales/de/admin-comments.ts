import type { DeepStrings } from "../types.ts";
import type { adminComments as hr } from "../hr/admin-comments.ts";

/** Deutsche Texte der Kommentarseite, gegen die kroatische Quelle typisiert. */
export const adminComments: DeepStrings<typeof hr> = {
  comments: "Kommentare",
  intro:
    "Kommentare zu Beiträgen und Produktbewertungen. Neue Kommentare warten auf Freigabe, solange die Option RequireAdminPublishing an ist; sie stehen oben in der Liste.",
  filters: "Kommentarfilter",
  status: "Status",
  all: "Alle",
  statusNames: { pending: "Wartend", published: "Veröffentlicht", rejected: "Abgelehnt" },
  show: "Anzeigen",
  list: "Kommentare ({total})",
  pending: "Wartend: {count}",
  empty: "Keine Kommentare mit diesem Status.",
  author: "Autor",
  target: "Zu",
  post: "Beitrag",
  product: "Produkt",
  text: "Kommentar",
  rating: "Bewertung",
  noRating: "—",
  stars: "{stars} ★",
  date: "Datum",
  anonymous: "(nicht angemeldet)",
  approve: "Freigeben",
  reject: "Ablehnen",
  delete: "Löschen",
  approveLabel: "Kommentar von {author} freigeben",
  rejectLabel: "Kommentar von {author} ablehnen",
  deleteLabel: "Kommentar von {author} löschen",
  approved: "Der Kommentar von {author} ist veröffentlicht.",
  rejected: "Der Kommentar von {author} ist abgelehnt.",
  deleted: "Der Kommentar ist gelöscht.",
};
