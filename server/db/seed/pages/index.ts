import type { SlugMain } from "../paths.ts";
import { about } from "./about.ts";
import { accommodation } from "./accommodation.ts";
import type { PageTranslations } from "./build.ts";
import { contact } from "./contact.ts";
import { gallery } from "./gallery.ts";
import { hall } from "./hall.ts";
import { menu } from "./menu.ts";
import { privacy } from "./privacy.ts";
import { restaurant } from "./restaurant.ts";

/** Every demo page by its slugMain, each in hr, en and de; the home page first. */
export const pages: Record<SlugMain, PageTranslations> = {
  restaurant,
  hall,
  accommodation,
  about,
  contact,
  menu,
  gallery,
  privacy,
};
