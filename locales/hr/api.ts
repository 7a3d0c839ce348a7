/** Messages of the HTTP API (spec 8 envelope); the source locale. */
export const api = {
  notFound: "Stranica nije pronađena",
  routeNotFound: "Tražena adresa API-ja ne postoji",
  invalidInput: "Neispravan unos",
  invalidJson: "Tijelo zahtjeva nije ispravan JSON",
  lengthRequired: "Zahtjev mora navesti duljinu sadržaja",
  payloadTooLarge: "Zahtjev je prevelik",
  unsupportedMediaType: "Vrsta sadržaja zahtjeva nije podržana; pošaljite application/json",
  unknownLanguage: "Nepoznat jezik",
  unknownSite: "Nepoznata stranica ili API ključ",
  methodNotAllowed: "Metoda nije dopuštena",
  tooManyRequests: "Previše zahtjeva, pokušajte ponovo uskoro",
  maintenance: "Održavanje u toku, biti ćemo s Vama uskoro!",
  somethingWentWrong: "Nešto je pošlo po zlu",
  unknownUserOrPassword: "Neispravno korisničko ime ili lozinka",
  unauthorized: "Prijavite se za nastavak",
  invalidHost: "Zaglavlje Host ne navodi ispravno ime poslužitelja",
  invalidUrl: "Adresa zahtjeva nije ispravna",
  headersTooLarge: "Zaglavlja zahtjeva su prevelika",
  requestTimeout: "Zahtjev nije stigao na vrijeme",
  unsupportedFormType:
    "Obrazac se šalje kao application/x-www-form-urlencoded ili multipart/form-data",
} as const;
