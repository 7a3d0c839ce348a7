/** Message keys spec 8 names (core.*), spelled as the spec spells them. */
export const core = {
  login: { success: "Uspješno ste se prijavili" },
  notifications: {
    unknowUserOrPassword: "Neispravno korisničko ime ili lozinka",
    // spec 2: logging out shows a logout toast (the spec names no key)
    loggedOut: "Uspješno ste se odjavili",
    registered: "Registracija je uspjela",
    confirmEmail: "Potvrdite adresu e-pošte: otvorite poveznicu iz poruke koju smo Vam poslali",
    emailConfirmed: "Adresa e-pošte je potvrđena",
    inccorectOldPassword: "Stara lozinka nije točna",
    membershipCardBarcodeInvalid: "Barkod članske iskaznice nije ispravan",
    membershipCardBarcodeError: "Barkod članske iskaznice nije moguće provjeriti",
    memebrshipCardBarcodeApplied: "Članska iskaznica je spremljena",
    addedToWishlist: "Proizvod je dodan na listu želja",
    removedFromWishlist: "Proizvod je uklonjen s liste želja",
    // the cart (issue 17, spec 8 toasts)
    addedToCart: "Proizvod je dodan u košaricu",
    removedFromCart: "Proizvod je uklonjen iz košarice",
    itemRemovedFromCart: "Proizvod je uklonjen iz košarice",
    configurationNotSet: "Odaberite varijantu proizvoda prije dodavanja u košaricu",
    itemNotInCart: "Proizvod nije u košarici",
  },
} as const;
