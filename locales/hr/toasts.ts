/** Toast texts (spec 8 keys used by the site shell). */
export const toasts = {
  region: "Obavijesti",
  dismiss: "Zatvori obavijest",
  error: {
    somethingWentWrong: "Nešto je pošlo po zlu",
    notFound: "Traženi sadržaj nije pronađen",
    // the cart (issue 17, spec 5, 8)
    invalidQuantity: "Količina mora biti cijeli broj veći od 0",
    removeFromCartFailed: "Proizvod nije moguće ukloniti iz košarice",
    cartUpdateError: "Košaricu nije moguće ažurirati. Pokušajte ponovo.",
  },
} as const;
