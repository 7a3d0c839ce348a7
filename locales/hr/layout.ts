/** Header, footer and cookie banner (spec 2, layouts). */
export const layout = {
  header: {
    mainMenu: "Glavni izbornik",
    openMenu: "Otvori izbornik",
    closeMenu: "Zatvori izbornik",
    menu: "Izbornik",
    expand: "Prikaži podizbornik: {title}",
    collapse: "Sakrij podizbornik: {title}",
    languages: "Jezici",
    switchTo: "Prebaci na jezik: {language}",
    currency: "Valuta",
    pricesIn: "cijene u valuti {currency}",
    login: "Prijava",
    profile: "Moj profil",
  },
  footer: {
    footerMenu: "Izbornik u podnožju",
    social: "Društvene mreže",
    socialProfile: "{network} profil",
    euFunds: "Projekt je sufinancirala Europska unija",
    euFundsAlt: "Europska unija – Europski fond za regionalni razvoj",
    copyright: "© {year} {brand}. Sva prava pridržana.",
  },
  cookie: {
    label: "Obavijest o kolačićima",
    text: "Ova stranica koristi samo nužne kolačiće potrebne za njezin rad.",
    agree: "Slažem se",
  },
} as const;
