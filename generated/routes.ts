// DO NOT EDIT: generated from schemas/routes.json and schemas/languages.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.

/** Localised routes (spec 2): a URL is prefixes[language] + paths[language]. */
export const routes = {
  defaultLanguage: "hr",
  prefixes: {
    hr: "",
    en: "/en",
    de: "/de",
  },
  entries: [
    {
      id: "product",
      paths: {
        hr: "/product/:slug?",
        en: "/product/:slug?",
        de: "/produkt/:slug?",
      },
    },
    {
      id: "login",
      paths: {
        hr: "/prijava",
        en: "/login",
        de: "/login",
      },
    },
    {
      id: "register",
      paths: {
        hr: "/registracija",
        en: "/register",
        de: "/register",
      },
    },
    {
      id: "profile",
      paths: {
        hr: "/profil",
        en: "/profile",
        de: "/profil",
      },
    },
    {
      id: "order",
      paths: {
        hr: "/profil/narudzba/:number",
        en: "/profile/order/:number",
        de: "/profil/bestellung/:number",
      },
    },
    {
      id: "orderPdf",
      paths: {
        hr: "/profil/narudzba/:number/pdf",
        en: "/profile/order/:number/pdf",
        de: "/profil/bestellung/:number/pdf",
      },
    },
    {
      id: "myData",
      paths: {
        hr: "/profil/moji-podaci",
        en: "/profile/my-data",
        de: "/profil/meine-daten",
      },
    },
    {
      id: "cart",
      paths: {
        hr: "/kosarica",
        en: "/cart",
        de: "/einkaufswagen",
      },
    },
    {
      id: "shopCategory",
      paths: {
        hr: "/shop/:slug?",
        en: "/shop/:slug?",
        de: "/shop/:slug?",
      },
    },
    {
      id: "checkout",
      paths: {
        hr: "/naplata",
        en: "/checkout",
        de: "/kasse",
      },
    },
    {
      id: "checkoutSuccess",
      paths: {
        hr: "/naplata/uspjesna",
        en: "/checkout/success",
        de: "/checkout/success",
      },
    },
    {
      id: "checkoutFailure",
      paths: {
        hr: "/checkout/failure",
        en: "/checkout/failure",
        de: "/checkout/failure",
      },
    },
    {
      id: "search",
      paths: {
        hr: "/pretraga",
        en: "/search",
        de: "/suche",
      },
    },
    {
      id: "blog",
      paths: {
        hr: "/objave/:slug?",
        en: "/blog/:slug?",
        de: "/blog/:slug?",
      },
    },
    {
      id: "forgotPassword",
      paths: {
        hr: "/zaboravljena-lozinka",
        en: "/forgot-password",
        de: "/passwort-vergessen",
      },
    },
    {
      id: "socialLogin",
      paths: {
        hr: "/social-login",
        en: "/social-login",
        de: "/social-login",
      },
    },
    {
      id: "event",
      paths: {
        hr: "/dogadjaj/:id",
        en: "/event/:id",
        de: "/Veranstaltung/:id",
      },
    },
    {
      id: "confirmEmail",
      paths: {
        hr: "/potvrdi-email",
        en: "/confirm-email",
        de: "/bestatigungs-email",
      },
    },
    {
      id: "newsletter",
      paths: {
        hr: "/newsletter",
        en: "/newsletter",
        de: "/newsletter",
      },
    },
    {
      id: "page",
      paths: {
        hr: "/:slug?",
        en: "/:slug?",
        de: "/:slug?",
      },
    },
  ],
} as const;

export type RouteId = (typeof routes.entries)[number]["id"];
export type RouteLanguage = keyof typeof routes.prefixes;
