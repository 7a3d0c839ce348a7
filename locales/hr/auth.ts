/** Editor login and logout (spec 2 /adminLogin, spec 4 login, spec 6 maintenance preview). */
export const auth = {
  login: {
    title: "Prijava za urednike",
    intro: "Prijavite se kako biste uređivali stranicu i vidjeli je i dok je održavanje uključeno.",
    email: "Adresa e-pošte",
    password: "Lozinka",
    submit: "Prijava",
    submitting: "Prijava u tijeku…",
    // spec 8: INVALID_LOGIN
    failed: "Prijava nije uspjela",
    loggedInAs: "Prijavljeni ste kao {email}.",
    backToSite: "Povratak na stranicu",
  },
  logout: {
    submit: "Odjava",
  },
  maintenanceNotice: {
    label: "Održavanje",
    text: "Održavanje je uključeno — stranicu vide samo urednici",
  },
  // issue 7: the slim bar of a logged-in back-office user
  editorBar: {
    label: "Urednička traka",
    loggedInAs: "Prijavljeni ste kao {name}",
    editPage: "Uredi stranicu",
    closeEditor: "Zatvori uređivanje",
    adminArea: "Administracija",
  },
} as const;
