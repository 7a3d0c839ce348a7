import type { DeepStrings } from "../types.ts";
import type { hr } from "../hr/index.ts";
import { api } from "./api.ts";
import { validation } from "./validation.ts";

/** English, typed against the Croatian source: a missing or extra key fails the type check. */
export const en: DeepStrings<typeof hr> = {
  common: {
    home: "Home",
    loading: "Loading…",
    skipToContent: "Skip to content",
    opensInNewTab: "(opens in a new tab)",
    languageNames: { hrv: "Hrvatski", eng: "English", deu: "Deutsch" },
  },
  core: {
    login: { success: "You are logged in" },
    notifications: {
      unknowUserOrPassword: "Unknown username or password",
      loggedOut: "You are logged out",
    },
  },
  layout: {
    header: {
      mainMenu: "Main menu",
      openMenu: "Open menu",
      closeMenu: "Close menu",
      menu: "Menu",
      expand: "Show submenu: {title}",
      collapse: "Hide submenu: {title}",
      languages: "Languages",
      switchTo: "Switch language to {language}",
    },
    footer: {
      footerMenu: "Footer menu",
      social: "Social networks",
      socialProfile: "{network} profile",
      euFunds: "This project was co-financed by the European Union",
      euFundsAlt: "European Union – European Regional Development Fund",
      copyright: "© {year} {brand}. All rights reserved.",
    },
    cookie: {
      label: "Cookie notice",
      text: "This site uses only the necessary cookies it needs to work.",
      agree: "I agree",
    },
  },
  errors: {
    notFound: "This page could not be found", // spec 8
    notFoundText: "The page you are looking for does not exist or has moved.",
    backHome: "Back to the home page",
    generic: "An error occurred",
    genericText: "Something went wrong. Please try again in a moment.",
    fallback: "An error occurred while showing the error page",
    fallbackHome: "Go to the home page",
    maintenance: "Maintenance in progress, we will be back soon!",
    maintenanceText: "We are updating the site. For bookings and questions, write to us:",
    unknownElement: "Unknown element: {type}",
  },
  toasts: {
    region: "Notifications",
    dismiss: "Dismiss notification",
    error: {
      somethingWentWrong: "Something went wrong",
      notFound: "The requested content was not found",
    },
  },
  elements: {
    map: {
      openLarger: "Open a larger map",
      mapOf: "Map: {title}",
      load: "Show the map",
      privacy: "The map loads from OpenStreetMap, which then sees your IP address.",
    },
    video: { unsupported: "Your browser cannot play this video." },
    pageList: { readMore: "Read more", readMoreAbout: "Read more: {title}" },
    gallery: { label: "Image gallery" },
    openingHours: { days: "Days", hours: "Opening hours" },
  },
  auth: {
    login: {
      title: "Editor login",
      intro: "Log in to edit the site and to see it while maintenance is on.",
      email: "E-mail address",
      password: "Password",
      submit: "Log in",
      submitting: "Logging in…",
      failed: "Login failed",
      loggedInAs: "You are logged in as {email}.",
      backToSite: "Back to the site",
    },
    logout: { submit: "Log out" },
    maintenanceNotice: {
      label: "Maintenance",
      text: "Maintenance is on — only editors can see the site",
    },
  },
  api,
  validation,
};
