import type { DeepStrings } from "../types.ts";
import type { adminRedirects as hr } from "../hr/admin-redirects.ts";

/** German texts of the redirects screen, typed against the Croatian source. */
export const adminRedirects: DeepStrings<typeof hr> = {
  redirects: "Weiterleitungen",
  intro:
    "Alte Adressen, die zu neuen führen (301 dauerhaft, 302 vorübergehend), und die Adressen, die Besucher gesucht und nicht gefunden haben (404), die meistgesuchten zuerst.",
  search: "Pfad",
  filters: "Weiterleitungen suchen",
  from: "Von Pfad",
  to: "Zu Pfad oder Adresse",
  status: "Art",
  statusNames: { "301": "301 dauerhaft", "302": "302 vorübergehend" },
  create: "Weiterleitung hinzufügen",
  edit: "Weiterleitung bearbeiten",
  save: "Speichern",
  cancel: "Abbrechen",
  delete: "Löschen",
  deleteConfirm: "Die Weiterleitung von {from} löschen?",
  created: "Die Weiterleitung von {from} wurde hinzugefügt.",
  saved: "Die Weiterleitung von {from} wurde gespeichert.",
  deleted: "Die Weiterleitung von {from} wurde gelöscht.",
  list: "Weiterleitungen ({total})",
  empty: "Noch keine Weiterleitungen.",
  missing: "Nicht gefundene Adressen ({total})",
  missingEmpty: "Noch keine Adresse hat mit 404 geantwortet.",
  hits: "Anfragen",
  lastSeen: "Zuletzt",
  redirectThis: "Weiterleiten",
  covered: "Weitergeleitet",
};
