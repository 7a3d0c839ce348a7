import { screenPath } from "#common/route-paths.ts";
/** Languages, page slugs and the paths between them: the one table every seed file links through. */
import { languages, type LanguageCode, type LanguageCode2 } from "#generated/languages.ts";

/** Two-letter content keys, from the one language table (schemas/languages.json). */
export type ContentLanguage = LanguageCode2;
const table = Object.values(languages);
export const contentLanguages = table.map((language) => language.code2);

/** Two-letter content key -> the three-letter code stored in language_code columns. */
export const languageCodeOf = Object.fromEntries(
  table.map((language) => [language.code2, language.code]),
) as Record<ContentLanguage, LanguageCode>;

const prefixOf = Object.fromEntries(
  table.map((language) => [language.code2, language.prefix]),
) as Record<ContentLanguage, string>;

// spec 5: slugs are at least 4 characters; no diacritics in URLs.
export const pageSlugs = {
  restaurant: { hr: "restoran", en: "restaurant", de: "restaurant" },
  hall: { hr: "dvorana", en: "hall", de: "saal" },
  accommodation: { hr: "smjestaj", en: "accommodation", de: "unterkunft" },
  about: { hr: "o-nama", en: "about-us", de: "uber-uns" },
  contact: { hr: "kontakt", en: "contact", de: "kontakt" },
  menu: { hr: "jelovnik", en: "menu", de: "speisekarte" },
  gallery: { hr: "galerija", en: "gallery", de: "galerie" },
  privacy: { hr: "privatnost", en: "privacy", de: "datenschutz" },
} as const satisfies Record<string, Record<ContentLanguage, string>>;

export type SlugMain = keyof typeof pageSlugs;

/** The landing page (HomePageSlug option). */
export const homeSlugMain: SlugMain = "restaurant";

/** The language's home: "/" for Croatian, "/en", "/de". */
export function homePath(language: ContentLanguage): string {
  return prefixOf[language] || "/";
}

/** A page's path in one language: "/kontakt", "/en/contact", "/de/kontakt". */
export function pagePath(slugMain: SlugMain, language: ContentLanguage): string {
  return `${prefixOf[language]}/${pageSlugs[slugMain][language]}`;
}

/** The blog's list in one language (spec 2): "/objave", "/en/blog", "/de/blog". */
export function blogPath(language: ContentLanguage): string {
  return screenPath("blog", language).replace("/:slug?", "");
}

/** In-page anchors (heading anchor props) that menus and links point to, per language. */
export const anchors = {
  weddings: { hr: "vjencanja", en: "weddings", de: "hochzeiten" },
  celebrations: { hr: "proslave", en: "celebrations", de: "feiern" },
  hours: { hr: "radno-vrijeme", en: "opening-hours", de: "oeffnungszeiten" },
  cookies: { hr: "kolacici", en: "cookies", de: "cookies" },
} as const satisfies Record<string, Record<ContentLanguage, string>>;

export type AnchorKey = keyof typeof anchors;

/** A path with an anchor on a page, e.g. "/kontakt#radno-vrijeme". */
export function anchorPath(
  slugMain: SlugMain,
  language: ContentLanguage,
  anchor: AnchorKey,
): string {
  return `${pagePath(slugMain, language)}#${anchors[anchor][language]}`;
}

/** A Link object to a seeded page (spec 2 links resolve by target). */
export function pageLink(slugMain: SlugMain, language: ContentLanguage) {
  return { kind: "page", href: pagePath(slugMain, language) } as const;
}

/** External links always open in a new tab (spec 2). */
export function externalLink(href: string) {
  return { kind: "external", href, newTab: true } as const;
}

/** The venue's contact details, shared by pages, footer and options. */
export const venue = {
  brand: "Konoba Vitrina",
  company: "Vitrina ugostiteljstvo d.o.o.",
  street: "Put Murve 14",
  postalCode: "22202",
  city: "Primošten",
  country: "Hrvatska",
  phone: "+385 22 555 014",
  phoneHref: "tel:+38522555014",
  mobile: "+385 91 555 0140",
  email: "info@konoba-vitrina.example",
  eventsEmail: "dogadjanja@konoba-vitrina.example",
  privacyEmail: "privatnost@konoba-vitrina.example",
  latitude: 43.58624,
  longitude: 15.92318,
  socials: {
    facebook: "https://www.facebook.com/konobavitrina.demo",
    instagram: "https://www.instagram.com/konobavitrina.demo",
    tripadvisor: "https://www.tripadvisor.com/konobavitrina.demo",
  },
} as const;

/** The venue on OpenStreetMap (menus, footer and contact page link to it). */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${venue.latitude}&mlon=${venue.longitude}#map=17/${venue.latitude}/${venue.longitude}`;
