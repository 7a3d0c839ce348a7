/**
 * Validation messages (spec 5); the source locale. Keys are `validation.<name>`; `{length}`,
 * `{value}` … are filled in by interpolate() in common/validation-messages.ts. ajv keywords map
 * to these keys there.
 */
export const validation = {
  required: "Unos ovog polja je obavezan",
  email: "Unesite uzorak adrese elektroničke pošte",
  minLength: "Najmanji dopušteni broj znakova je {length}",
  maxLength: "Najveći dopušteni broj znakova je {length}",
  sameAs: "Unos mora biti jednak polju {value}",
  repeatPassword: "Ponovljena lozinka mora biti jednaka novoj lozinki",
  differentPassword: "Nova lozinka mora se razlikovati od stare lozinke",
  alphaSpecialCharsValidator: "Unos sadrži posebne znakove! Koristite samo slova.",
  type: "Vrijednost nije ispravne vrste (očekuje se {type})",
  enum: "Odaberite jednu od dopuštenih vrijednosti: {values}",
  pattern: "Unos nije u ispravnom obliku",
  format: "Unos nije u ispravnom formatu ({format})",
  minimum: "Najmanja dopuštena vrijednost je {limit}",
  maximum: "Najveća dopuštena vrijednost je {limit}",
  minItems: "Najmanji dopušteni broj stavki je {limit}",
  maxItems: "Najveći dopušteni broj stavki je {limit}",
  uniqueItems: "Stavke se ne smiju ponavljati",
  minProperties: "Najmanji dopušteni broj polja je {limit}",
  maxProperties: "Najveći dopušteni broj polja je {limit}",
  additionalProperties: "Polje {property} nije dopušteno",
  // spec 5: a form's required consents
  consentRequired: "Za nastavak prihvatite obavezne privole (označene zvjezdicom)",
  // spec 4, 5: a form whose consents could not be fetched (decision 047)
  consentsNotFetched: "Privole se trenutačno ne mogu učitati. Osvježite stranicu za koju minutu.",
  oib: "OIB nije ispravan (11 znamenki s kontrolnom znamenkom)",
  passwordTooCommon: "Lozinka je prečesta i lako se pogađa; odaberite drugu",
  passwordBlank: "Lozinka ne smije sadržavati samo razmake",
  passwordIsEmail: "Lozinka ne smije biti jednaka adresi e-pošte",
  // Developer fallback (spec 5): a rule without a message of its own.
  unknownRule: "Provjera nije prošla (pravilo {rule} nema poruku)",
  // spec 5: a page slug (common/page-slug.schema.json)
  slugTooShort: "Poveznica mora imati najmanje 4 znaka",
  invalidSlug: "Poveznica smije sadržavati samo mala slova, brojeve i crtice",
} as const;
