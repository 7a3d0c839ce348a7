/** Message keys spec 8 names (core.*), spelled as the spec spells them. */
export const core = {
  login: { success: "Uspješno ste se prijavili" },
  notifications: {
    unknowUserOrPassword: "Neispravno korisničko ime ili lozinka",
    // spec 2: logging out shows a logout toast (the spec names no key)
    loggedOut: "Uspješno ste se odjavili",
  },
} as const;
