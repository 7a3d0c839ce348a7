import type { ContentLanguage } from "./paths.ts";

/** Texts of the header, footer and cookie notice in one language. */
export type SectionCopy = {
  footerTitle: string;
  book: string;
  localBadge: string;
  columns: [string, string, string, string];
  menu: string;
  gallery: string;
  hallAbout: string;
  weddings: string;
  celebrations: string;
  rooms: string;
  about: string;
  directions: string;
  hours: string;
  country: string;
  rights: string;
  privacy: string;
  cookies: string;
  contact: string;
  euErdf: string;
  euFunds: string;
  cookieTitle: string;
  cookieText: string;
  cookieButton: string;
  cookieLink: string;
};

export const sectionCopy: Record<ContentLanguage, SectionCopy> = {
  hr: {
    footerTitle: "Podnožje",
    book: "Rezervirajte stol",
    localBadge: "Domaće s obiteljskog imanja",
    columns: ["Konoba", "Dvorana Maslina", "Smještaj", "Kontakt"],
    menu: "Jelovnik",
    gallery: "Galerija",
    hallAbout: "O dvorani",
    weddings: "Vjenčanja",
    celebrations: "Proslave i skupovi",
    rooms: "Sobe i apartmani",
    about: "O nama",
    directions: "Kako do nas",
    hours: "Radno vrijeme",
    country: "Hrvatska",
    rights: "Sva prava pridržana.",
    privacy: "Zaštita privatnosti",
    cookies: "Kolačići",
    contact: "Kontakt",
    euErdf: "Europska unija – Europski fond za regionalni razvoj",
    euFunds: "Europski strukturni i investicijski fondovi",
    cookieTitle: "Obavijest o kolačićima",
    cookieText:
      "Ova stranica koristi samo nužne kolačiće, potrebne za njezin rad. Ne pratimo vas i ne koristimo kolačiće za oglašavanje.",
    cookieButton: "Slažem se",
    cookieLink: "Više o kolačićima",
  },
  en: {
    footerTitle: "Footer",
    book: "Book a table",
    localBadge: "Home-grown on the family estate",
    columns: ["Konoba", "The Maslina Hall", "Rooms", "Contact"],
    menu: "Menu",
    gallery: "Gallery",
    hallAbout: "About the hall",
    weddings: "Weddings",
    celebrations: "Parties and meetings",
    rooms: "Rooms and apartments",
    about: "About us",
    directions: "Getting here",
    hours: "Opening hours",
    country: "Croatia",
    rights: "All rights reserved.",
    privacy: "Privacy policy",
    cookies: "Cookies",
    contact: "Contact",
    euErdf: "European Union – European Regional Development Fund",
    euFunds: "European Structural and Investment Funds",
    cookieTitle: "Cookie notice",
    cookieText:
      "This website uses only the cookies it needs to work. We do not track you and use no advertising cookies.",
    cookieButton: "I agree",
    cookieLink: "More about cookies",
  },
  de: {
    footerTitle: "Fußbereich",
    book: "Tisch reservieren",
    localBadge: "Aus eigenem Anbau",
    columns: ["Konoba", "Festsaal Maslina", "Unterkunft", "Kontakt"],
    menu: "Speisekarte",
    gallery: "Galerie",
    hallAbout: "Über den Saal",
    weddings: "Hochzeiten",
    celebrations: "Feiern und Tagungen",
    rooms: "Zimmer und Apartments",
    about: "Über uns",
    directions: "Anfahrt",
    hours: "Öffnungszeiten",
    country: "Kroatien",
    rights: "Alle Rechte vorbehalten.",
    privacy: "Datenschutz",
    cookies: "Cookies",
    contact: "Kontakt",
    euErdf: "Europäische Union – Europäischer Fonds für regionale Entwicklung",
    euFunds: "Europäische Struktur- und Investitionsfonds",
    cookieTitle: "Cookie-Hinweis",
    cookieText:
      "Diese Website verwendet nur Cookies, die für ihren Betrieb notwendig sind. Wir verfolgen Sie nicht und setzen keine Werbe-Cookies ein.",
    cookieButton: "Einverstanden",
    cookieLink: "Mehr über Cookies",
  },
};
