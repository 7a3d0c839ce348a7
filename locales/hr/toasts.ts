/** Toast texts (spec 8 keys used by the site shell). */
export const toasts = {
  region: "Obavijesti",
  dismiss: "Zatvori obavijest",
  error: {
    somethingWentWrong: "Nešto je pošlo po zlu",
    notFound: "Traženi sadržaj nije pronađen",
  },
} as const;
