import type { api as source } from "../hr/api.ts";

export const api: Record<keyof typeof source, string> = {
  notFound: "Diese Seite wurde nicht gefunden",
  routeNotFound: "Die angeforderte API-Adresse existiert nicht",
  invalidInput: "Ungültige Eingabe",
  invalidJson: "Der Anfragetext ist kein gültiges JSON",
  lengthRequired: "Die Anfrage muss ihre Inhaltslänge angeben",
  payloadTooLarge: "Die Anfrage ist zu groß",
  unsupportedMediaType: "Nicht unterstützter Inhaltstyp; senden Sie application/json",
  unknownLanguage: "Unbekannte Sprache",
  unknownSite: "Unbekannte Website oder unbekannter API-Schlüssel",
  methodNotAllowed: "Methode nicht erlaubt",
  tooManyRequests: "Zu viele Anfragen, bitte versuchen Sie es gleich erneut",
  maintenance: "Wartungsarbeiten, wir sind bald wieder für Sie da!",
  somethingWentWrong: "Etwas ist schiefgelaufen",
  unknownUserOrPassword: "Benutzername oder Passwort ist falsch",
  unauthorized: "Bitte melden Sie sich an, um fortzufahren",
  invalidHost: "Der Host-Header nennt keinen gültigen Host",
  invalidUrl: "Die Anfrageadresse ist ungültig",
  headersTooLarge: "Die Anfrage-Header sind zu groß",
  requestTimeout: "Die Anfrage kam nicht rechtzeitig an",
  unsupportedFormType:
    "Formulare werden als application/x-www-form-urlencoded oder multipart/form-data gesendet",
};
