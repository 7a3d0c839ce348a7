import type { validation as source } from "../hr/validation.ts";

/** Validation messages in German, typed against the Croatian source (same keys). */
export const validation: Record<keyof typeof source, string> = {
  required: "Dieses Feld ist ein Pflichtfeld",
  email: "Geben Sie eine gültige E-Mail-Adresse ein",
  minLength: "Die Mindestanzahl an Zeichen ist {length}",
  maxLength: "Die Höchstanzahl an Zeichen ist {length}",
  sameAs: "Der Wert muss mit dem Feld {value} übereinstimmen",
  repeatPassword: "Das wiederholte Passwort muss mit dem neuen Passwort übereinstimmen",
  differentPassword: "Das neue Passwort muss sich vom alten Passwort unterscheiden",
  alphaSpecialCharsValidator: "Die Eingabe enthält Sonderzeichen! Verwenden Sie nur Buchstaben.",
  type: "Der Wert hat den falschen Typ (erwartet: {type})",
  enum: "Wählen Sie einen der erlaubten Werte: {values}",
  pattern: "Die Eingabe hat nicht die richtige Form",
  format: "Die Eingabe hat nicht das richtige Format ({format})",
  minimum: "Der kleinste erlaubte Wert ist {limit}",
  maximum: "Der größte erlaubte Wert ist {limit}",
  minItems: "Die Mindestanzahl an Einträgen ist {limit}",
  maxItems: "Die Höchstanzahl an Einträgen ist {limit}",
  uniqueItems: "Einträge dürfen sich nicht wiederholen",
  minProperties: "Die Mindestanzahl an Feldern ist {limit}",
  maxProperties: "Die Höchstanzahl an Feldern ist {limit}",
  additionalProperties: "Das Feld {property} ist nicht erlaubt",
  // spec 5: a form's required consents
  consentRequired:
    "Bitte akzeptieren Sie die erforderlichen Einwilligungen (mit Stern markiert), um fortzufahren",
  // spec 4, 5: a form whose consents could not be fetched (decision 047)
  consentsNotFetched:
    "Die Einwilligungen konnten nicht geladen werden. Bitte laden Sie die Seite in einer Minute neu.",
  oib: "Die OIB ist ungültig (11 Ziffern mit Prüfziffer)",
  passwordTooCommon:
    "Dieses Passwort ist zu verbreitet und leicht zu erraten; wählen Sie ein anderes",
  passwordBlank: "Das Passwort darf nicht nur aus Leerzeichen bestehen",
  passwordIsEmail: "Das Passwort darf nicht Ihre E-Mail-Adresse sein",
  unknownRule: "Prüfung fehlgeschlagen (Regel {rule} hat keine Meldung)",
  // spec 5: a page slug (common/page-slug.schema.json)
  slugTooShort: "Der Slug muss mindestens 4 Zeichen haben",
  invalidSlug: "Der Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten",
};
