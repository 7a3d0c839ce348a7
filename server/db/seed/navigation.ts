import type { NavigationItem } from "#generated/types.ts";
import { type ContentLanguage, anchorPath, blogPath, homePath, mapUrl, pagePath } from "./paths.ts";

/** A menu entry before it has a database id; children become rows with parent_id. */
export type MenuEntry = {
  title: string;
  link: string;
  type: NavigationItem["type"];
  children?: MenuEntry[];
};

export const mainMenuHandle = "main";

type Labels = {
  restaurant: string;
  menu: string;
  gallery: string;
  hall: string;
  weddings: string;
  celebrations: string;
  accommodation: string;
  about: string;
  blog: string;
  contact: string;
  directions: string;
};

const labels: Record<ContentLanguage, Labels> = {
  hr: {
    restaurant: "Restoran",
    menu: "Jelovnik",
    gallery: "Galerija",
    hall: "Dvorana",
    weddings: "Vjenčanja",
    celebrations: "Proslave i poslovni skupovi",
    accommodation: "Smještaj",
    about: "O nama",
    blog: "Objave",
    contact: "Kontakt",
    directions: "Kako do nas",
  },
  en: {
    restaurant: "Restaurant",
    menu: "Menu",
    gallery: "Gallery",
    hall: "Event hall",
    weddings: "Weddings",
    celebrations: "Parties and business events",
    accommodation: "Rooms",
    about: "About us",
    blog: "Blog",
    contact: "Contact",
    directions: "Getting here",
  },
  de: {
    restaurant: "Restaurant",
    menu: "Speisekarte",
    gallery: "Galerie",
    hall: "Festsaal",
    weddings: "Hochzeiten",
    celebrations: "Feiern und Firmenevents",
    accommodation: "Unterkunft",
    about: "Über uns",
    blog: "Blog",
    contact: "Kontakt",
    directions: "Anfahrt",
  },
};

/** The 'main' menu of one language: six top entries, two with dropdowns, one external. */
export function mainMenu(language: ContentLanguage): MenuEntry[] {
  const label = labels[language];
  return [
    {
      title: label.restaurant,
      link: homePath(language),
      type: "internal",
      children: [
        { title: label.menu, link: pagePath("menu", language), type: "internal" },
        { title: label.gallery, link: pagePath("gallery", language), type: "internal" },
      ],
    },
    {
      title: label.hall,
      link: pagePath("hall", language),
      type: "internal",
      children: [
        { title: label.weddings, link: anchorPath("hall", language, "weddings"), type: "internal" },
        {
          title: label.celebrations,
          link: anchorPath("hall", language, "celebrations"),
          type: "internal",
        },
      ],
    },
    { title: label.accommodation, link: pagePath("accommodation", language), type: "internal" },
    { title: label.about, link: pagePath("about", language), type: "internal" },
    { title: label.blog, link: blogPath(language), type: "internal" },
    { title: label.contact, link: pagePath("contact", language), type: "internal" },
    { title: label.directions, link: mapUrl, type: "external" },
  ];
}
