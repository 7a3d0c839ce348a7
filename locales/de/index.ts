import type { DeepStrings } from "../types.ts";
import type { hr } from "../hr/index.ts";
import { api } from "./api.ts";
import { validation } from "./validation.ts";

/** German, typed against the Croatian source: a missing or extra key fails the type check. */
export const de: DeepStrings<typeof hr> = {
  common: {
    home: "Startseite",
    loading: "Wird geladen…",
    skipToContent: "Zum Inhalt springen",
    opensInNewTab: "(öffnet in einem neuen Fenster)",
    languageNames: { hrv: "Hrvatski", eng: "English", deu: "Deutsch" },
  },
  core: {
    login: { success: "Sie sind angemeldet" },
    notifications: {
      unknowUserOrPassword: "Benutzername oder Passwort ist falsch",
      loggedOut: "Sie sind abgemeldet",
    },
  },
  layout: {
    header: {
      mainMenu: "Hauptmenü",
      openMenu: "Menü öffnen",
      closeMenu: "Menü schließen",
      menu: "Menü",
      expand: "Untermenü anzeigen: {title}",
      collapse: "Untermenü ausblenden: {title}",
      languages: "Sprachen",
      switchTo: "Sprache wechseln zu {language}",
    },
    footer: {
      footerMenu: "Fußzeilenmenü",
      social: "Soziale Netzwerke",
      socialProfile: "{network}-Profil",
      euFunds: "Dieses Projekt wurde von der Europäischen Union kofinanziert",
      euFundsAlt: "Europäische Union – Europäischer Fonds für regionale Entwicklung",
      copyright: "© {year} {brand}. Alle Rechte vorbehalten.",
    },
    cookie: {
      label: "Cookie-Hinweis",
      text: "Diese Website verwendet nur die für ihren Betrieb notwendigen Cookies.",
      agree: "Einverstanden",
    },
  },
  errors: {
    notFound: "Seite nicht gefunden",
    notFoundText: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
    backHome: "Zurück zur Startseite",
    generic: "Ein Fehler ist aufgetreten",
    genericText: "Etwas ist schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    fallback: "An error occurred while showing the error page",
    fallbackHome: "Go to the home page",
    maintenance: "Wartungsarbeiten, wir sind bald wieder für Sie da!",
    maintenanceText:
      "Wir überarbeiten gerade die Website. Für Reservierungen und Anfragen schreiben Sie uns:",
    unknownElement: "Unbekanntes Element: {type}",
  },
  toasts: {
    region: "Benachrichtigungen",
    dismiss: "Benachrichtigung schließen",
    error: {
      somethingWentWrong: "Etwas ist schiefgelaufen",
      notFound: "Der angeforderte Inhalt wurde nicht gefunden",
    },
  },
  elements: {
    map: {
      openLarger: "Größere Karte öffnen",
      mapOf: "Karte: {title}",
      load: "Karte anzeigen",
      privacy: "Die Karte wird von OpenStreetMap geladen, das dabei Ihre IP-Adresse sieht.",
    },
    video: { unsupported: "Ihr Browser kann dieses Video nicht abspielen." },
    pageList: { readMore: "Mehr erfahren", readMoreAbout: "Mehr erfahren: {title}" },
    gallery: { label: "Bildergalerie" },
    openingHours: { days: "Tage", hours: "Öffnungszeiten" },
  },
  auth: {
    login: {
      title: "Anmeldung für Redakteure",
      intro:
        "Melden Sie sich an, um die Website zu bearbeiten und sie auch während der Wartung zu sehen.",
      email: "E-Mail-Adresse",
      password: "Passwort",
      submit: "Anmelden",
      submitting: "Anmeldung läuft…",
      failed: "Anmeldung fehlgeschlagen",
      loggedInAs: "Sie sind als {email} angemeldet.",
      backToSite: "Zurück zur Website",
    },
    logout: { submit: "Abmelden" },
    maintenanceNotice: {
      label: "Wartung",
      text: "Die Wartung ist eingeschaltet — nur Redakteure sehen die Website",
    },
  },
  api,
  validation,
};
