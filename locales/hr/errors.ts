/** Error, not-found and maintenance screens (spec 1, 2, 8). */
export const errors = {
  notFound: "Stranica nije pronađena",
  notFoundText: "Stranica koju tražite ne postoji ili je premještena.",
  backHome: "Povratak na početnu",
  generic: "Došlo je do pogreške",
  genericText: "Nešto je pošlo po zlu. Pokušajte ponovo za nekoliko trenutaka.",
  // spec 2: the fallback is English in every language
  fallback: "An error occurred while showing the error page",
  fallbackHome: "Go to the home page",
  maintenance: "Održavanje u toku, biti ćemo s Vama uskoro!",
  maintenanceText: "Stranica se upravo uređuje. Za rezervacije i upite javite nam se e‑poštom:",
  unknownElement: "Nepoznat element: {type}",
} as const;
