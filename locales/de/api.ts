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
  crossOriginWrite: "Diese Anfrage wird nur von dieser Website angenommen",
  // builder and admin area (issue 7)
  forbidden: "Für diese Aktion ist die Redakteursrolle nötig",
  draftConflict: "Jemand anderes hat diese Seite inzwischen gespeichert; prüfen Sie die Änderungen",
  slugTaken: "Eine Seite mit diesem Slug existiert bereits",
  untranslatedTexts:
    "Einige Texte dieser Sprache sind nicht übersetzt: Blenden Sie diese Elemente in dieser Sprache aus oder bestätigen Sie sie für die Veröffentlichung",
  homePageDelete: "Die Startseite kann nicht gelöscht werden",
  translationExists: "Die Seite existiert in dieser Sprache bereits",
  translationMissing: "Die Seite hat in dieser Sprache noch keine Fassung",
  domainTaken: "Diese Domain wurde bereits hinzugefügt",
  domainUrlMismatch: "Die Adresse muss auf dieser Domain liegen",
  lastDomain: "Die Website braucht mindestens eine Domain",
  domainInUse: "Die Domain, über die Sie gerade zugreifen, kann nicht entfernt werden",
  settingMissing: "Die Einstellung wurde nicht gespeichert",
  cacheUnavailable: "Die Cache-Ansicht gibt es nur mit Redis",
  inUse: "Kann nicht gelöscht werden, solange es verwendet wird",
  unsupportedFile: "Die Datei ist kein unterstütztes Bild (JPEG, PNG, WebP, AVIF oder GIF)",
  fileTooLarge: "Die Datei ist zu groß (höchstens 20 MB)",
  emptyFile: "Die Datei ist leer",
  tooManyFiles: "Höchstens 20 Dateien auf einmal",
  // forms (issue 21): storeData, its captcha and files
  formNotFound: "Das Formular wurde auf den veröffentlichten Seiten nicht gefunden",
  formTooManyFiles: "Höchstens 10 Dateien auf einmal",
  formFileTooLarge: "Die Datei ist zu groß (höchstens 5 MB)",
  formFileType: "Die Datei {name} hat keinen erlaubten Typ (erlaubt: {types})",
  formFileField: "Das Formular hat kein Dateifeld {field}",
  formConfirmEmailMissing:
    "Geben Sie Ihre E-Mail-Adresse ein: Wir senden den Bestätigungslink dorthin",
  formTokenInvalid:
    "Der Link ist ungültig: Er wurde benutzt, ist abgelaufen (48 Stunden gültig) oder existiert nicht. Senden Sie das Formular erneut.",
  recaptchaMissing: "Bestätigen Sie, dass Sie kein Roboter sind, und senden Sie erneut",
  recaptchaNoKey: "ReCaptcha error: No key provided",
  recaptchaNoVersion: "ReCaptcha error: No version provided",
  captchaInvalid: "Die Roboterprüfung ist fehlgeschlagen; bitte erneut versuchen",
  captchaExpired: "Die Roboterprüfung ist abgelaufen; bitte erneut versuchen",
  captchaReplayed: "Diese Roboterprüfung wurde bereits verwendet; bitte erneut versuchen",
  captchaUnavailable:
    "Die Roboterprüfung ist gerade nicht erreichbar; versuchen Sie es in ein paar Minuten",
  formMailSubject: "Neue Formularnachricht: {title}",
  formMailIntro: "Das Formular „{title}“ wurde von der Seite {path} gesendet.",
  formMailFiles: "Angehängte Dateien (in der Verwaltung unter Formulare herunterladen)",
  formMailReplyHint: "Antworten Sie an die im Formular angegebene Adresse.",
  contactTitle: "Kontakt",
  contactName: "Name",
  contactEmail: "E-Mail",
  contactPhone: "Telefon",
  contactMessage: "Nachricht",
  contactAdminTitle: "Nachricht aus der Verwaltung: {subject}",
  contactAdminFrom: "Von",
  noFiles: "Wählen Sie mindestens eine Datei",
  imageTooLarge: "Das Bild hat zu viele Pixel",
  unknownTemplate: "Die Vorlage existiert nicht",
  unknownPostTerm: "Die Kategorie oder das Schlagwort des Beitrags existiert nicht",
  emailNotVerified:
    "Ihre E-Mail-Adresse ist noch nicht bestätigt: öffnen Sie den Link in der Nachricht, die wir Ihnen geschickt haben",
  invalidToken: "Der Link ist ungültig oder abgelaufen",
  incorrectOldPassword: "Das alte Passwort ist falsch",
  incorrectPassword: "Das Passwort ist falsch",
  backofficeAccountDelete:
    "Ein Redaktionskonto wird nicht über das Profil gelöscht; wenden Sie sich an die Administration",
  invalidBarcode: "Der Barcode der Mitgliedskarte ist ungültig",
  tooManyAddresses: "Sie haben so viele Adressen gespeichert wie erlaubt",
  wishlistFull: "Ihre Wunschliste ist voll: Entfernen Sie ein Produkt, um ein anderes hinzuzufügen",
  socialProviderUnknown: "Die Anmeldung über diesen Anbieter ist auf dieser Seite nicht verfügbar",
  socialProviderUnavailable:
    "Der Anmeldeanbieter antwortet gerade nicht. Versuchen Sie es in ein paar Minuten erneut oder melden Sie sich mit Ihrem Passwort an.",
  socialStateInvalid:
    "Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Starten Sie sie auf dieser Seite erneut.",
  socialDenied:
    "Anmeldung abgebrochen: Sie haben den Zugriff auf Ihr Konto beim Anbieter nicht erlaubt.",
  socialFailed:
    "Der Anmeldeanbieter hat Ihre Identität nicht bestätigt. Bitte versuchen Sie es erneut.",
  socialEmailMissing:
    "Der Anmeldeanbieter hat keine E-Mail-Adresse übermittelt. Erlauben Sie den Zugriff darauf oder registrieren Sie sich.",
  socialEmailUnverified:
    "Der Anmeldeanbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher können wir sie keinem Konto zuordnen. Bestätigen Sie sie beim Anbieter oder melden Sie sich mit Ihrem Passwort an.",
  socialBackoffice: "Redaktionskonten melden sich mit ihrem Passwort an, nicht über andere Konten.",
  unknownAttribute: "Unbekanntes Filterattribut",
  invalidFilterValue: "Ungültiger Filterwert",
  unknownCurrency: "Währung nicht zulässig",
  conflict: "Ein Eintrag mit diesem Code oder dieser Adresse existiert bereits",
  productConflict:
    "Jemand hat dieses Produkt inzwischen gespeichert; öffnen Sie es erneut und wiederholen Sie Ihre Änderungen",
  unknownReference:
    "Ein verknüpftes Produkt, eine Kategorie, ein Schlagwort oder ein Attribut existiert nicht",
  invalidProduct: "Das Produkt ist nicht richtig zusammengestellt",
  missingSearchCategories: "Wählen Sie mindestens eine Suchkategorie",
  priceFilter: "Preis",
  // cart (issue 17, spec 4, 8)
  cartNotFound: "Warenkorb nicht gefunden",
  cartArchived: "Der Warenkorb ist archiviert.",
  sessionUsed: "Die Sitzung wurde bereits verwendet.",
  configurationNotSet: "Die Konfiguration des Produkts fehlt: wählen Sie eine Variante",
  bundleNotConfigured: "Wählen Sie für jeden Teil des Pakets ein Produkt",
  bundleNested: "Ein Paket in einem Paket kann nicht in den Warenkorb gelegt werden",
  outOfStock: "Nicht genug auf Lager: noch {qty} verfügbar",
  itemNotInCart: "Das Produkt ist nicht im Warenkorb",
  cartFull: "Der Warenkorb enthält bereits die größte erlaubte Zahl an Positionen",
  couponNotFound: "Gutschein nicht gefunden!",
  couponMinimum: "Der Warenkorbwert liegt unter dem Mindestbetrag dieses Gutscheins",
  couponUsedUp: "Dieser Gutschein ist aufgebraucht",
  couponNotApplicable: "Der Gutschein gilt für kein Produkt im Warenkorb",
  membershipCardBarcodeInvalid: "Der Barcode der Mitgliedskarte ist ungültig",
  // checkout and orders (issue 17, spec 4, 5, 8)
  noActiveUser: "Kein aktiver Benutzer",
  shippingMethodUndefined: "Wählen Sie vor dem Fortfahren eine Versandart.",
  shippingMethodNotFound:
    "Die gewählte Versandart ist für diesen Warenkorb und dieses Land nicht verfügbar",
  shippingBranchUndefined: "Wählen Sie eine Filiale oder Packstation zur Abholung",
  paymentMethodUndefined: "Wählen Sie eine Zahlungsart.",
  cartChanged:
    "Ihr Warenkorb hat sich inzwischen geändert: Bitte prüfen Sie ihn vor der Bestellung",
  cartEmpty: "Der Warenkorb ist leer",
  addressMissing: "Geben Sie die Liefer- und Rechnungsadresse ein",
  unknownCountry: "Unbekanntes Land",
  orderDocumentTitle: "Bestellbestätigung {number}",
  // shop admin: orders and shop settings (issue 17, server/modules/shop-admin)
  orderTransition:
    "Die Bestellung kann nicht in diesen Status wechseln: neu → in Bearbeitung → versandt → zugestellt; stornieren lässt sich nur eine neue oder eine Bestellung in Bearbeitung",
  orderPaymentNotManual:
    "Die Zahlung wird nur bei Nachnahme und Banküberweisung von Hand erfasst; eine Kartenzahlung bestätigt die Bank",
  unknownTaxClass: "Die Steuerklasse existiert nicht",
  taxRateTooHigh: "Ein Mehrwertsteuersatz beträgt höchstens 100 %",
  codeFixed: "Der Code eines bestehenden Eintrags ändert sich nicht",
  couponPercent: "Ein Prozentrabatt ist eine ganze Zahl von 1 bis 100",
  couponAmount: "Der Rabatt muss größer als null sein",
  couponWindow: "Die Gültigkeit muss nach ihrem Beginn enden",
  couponLimitBelowUsed: "Das Nutzungslimit liegt unter der Zahl bisheriger Einlösungen",
  // deleting shop settings (issue 17): what stays refused, and what to do instead
  couponUsed:
    "Der Gutschein wurde in Bestellungen eingelöst (Einlösungen: {count}) und kann nicht gelöscht werden: deaktivieren Sie ihn stattdessen",
  taxClassInUse:
    "Die Steuerklasse wird noch verwendet (Produkte: {products}, Versandarten: {methods}) und kann nicht gelöscht werden: weisen Sie ihnen zuerst eine andere Steuerklasse zu",
  taxClassDefault:
    "Die Standard-Steuerklasse kann nicht gelöscht werden: Produkte, die ohne Steuerklasse gespeichert werden, erhalten sie",
  // card payments (issue 20, decision 045)
  paymentReturnsMissing:
    "Eine Kartenzahlung braucht die Rücksprungadressen (successURL, failureURL)",
  paymentSignature: "Die Signatur der Zahlungsnachricht ist ungültig",
  paymentOrderNotFound: "Die Zahlungsnachricht nennt keine Bestellung dieses Shops",
  paymentNotAwaiting: "Diese Bestellung wartet nicht mehr auf ihre Zahlung",
  orderRefundNotByProvider:
    "Nur Karten- und Wallet-Zahlungen werden über den Zahlungsanbieter erstattet; Nachnahme und Überweisung erstatten Sie selbst",
  orderNotRefundable: "Nur eine bezahlte Bestellung kann erstattet werden",
  refundTooMuch: "Zu erstatten bleiben höchstens {amount}",
  refundDeclined: "Der Zahlungsanbieter hat die Erstattung abgelehnt: {reason}",
  refundUnanswered:
    "Der Zahlungsanbieter hat auf die Erstattung nicht geantwortet; versuchen Sie es in einer Minute erneut",
  walletOrderMismatch: "Die Freigabe der Wallet gilt nicht für diese Bestellung",
  walletNotApproved:
    "Die Wallet-Zahlung wurde nicht freigegeben; versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart",
  walletUnanswered:
    "Der Zahlungsanbieter hat nicht geantwortet; versuchen Sie es in einer Minute erneut",
  alreadySubscribedToNewsletter: "Diese E-Mail-Adresse ist bereits für den Newsletter angemeldet",
  newsletterTokenInvalid:
    "Der Link ist nicht gültig: Er wurde bereits verwendet, ist abgelaufen (48 Stunden gültig) oder existiert nicht. Bitte melden Sie sich erneut an.",
  newsletterConfirmed: "Danke! Ihre Newsletter-Anmeldung ist bestätigt.",
  // redirects (issue 22)
  redirectExists: "Für diesen Pfad gibt es bereits eine Weiterleitung.",
  redirectLoop: "Eine Weiterleitung darf nicht auf ihren eigenen Pfad führen.",
  // events (issue 22)
  eventEndBeforeStart: "Eine Veranstaltung muss nach ihrem Beginn enden",
  eventOverCapacity: "Es darf nicht mehr Teilnehmer als Plätze geben",
  dateRangeReversed: "Das Enddatum darf nicht vor dem Startdatum liegen",
  // signing up for an event (issue 22, decision 054)
  eventSoldOut: "Leider sind alle Plätze dieser Veranstaltung vergeben",
  eventFull: "So viele Plätze sind nicht mehr frei: noch {seatsLeft}",
  eventEnded: "Diese Veranstaltung ist vorbei: Anmeldungen sind nicht mehr möglich",
  eventSignupsClosed: "Für diese Veranstaltung gibt es keine Anmeldung über das Formular",
  eventSeatsInvalid: "Die Zahl der Plätze muss eine ganze Zahl von 1 bis {max} sein",
  eventSignupTitle: "Anmeldung zur Veranstaltung: {title}",
  eventSignupEvent: "Veranstaltung",
  // comments and ratings (issue 22, spec 8)
  commentEditNotAllowed: "Dieser Kommentar darf nicht bearbeitet werden",
  oneUserOneComment: "Sie können nur einen Kommentar hinterlassen",
  alreadyPostedComment: "Von dieser Adresse wurde bereits eine Bewertung gesendet",
  loggedUsersOnly: "Nur angemeldete Benutzer können kommentieren",
  sendContentOrRating: "Schreiben Sie einen Kommentar oder geben Sie eine Bewertung ab",
  rateToComment: "Ein Kommentar braucht auch eine Bewertung",
  commentToRate: "Eine Bewertung braucht auch einen Kommentar",
  commentsClosed: "Kommentare sind ausgeschaltet",
  ratingOutOfRange: "Die Bewertung muss zwischen 1 und {stars} liegen",
};
