/** Toast texts (spec 8 keys used by the site shell). */
export const toasts = {
  region: "Obavijesti",
  dismiss: "Zatvori obavijest",
  // spec 8 core.login.success; spec 2: logging out shows a logout toast
  login: { success: "Uspješno ste se prijavili" },
  logout: { success: "Uspješno ste se odjavili" },
  error: {
    somethingWentWrong: "Nešto je pošlo po zlu",
    notFound: "Traženi sadržaj nije pronađen",
  },
} as const;
