// DO NOT EDIT: generated from schemas/elements/*.schema.json and *.ui.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ElementPropsByType, ElementType } from "./types.ts";

/** What the site's renderer knows about an element type (the builder reads element-meta.ts). */
export type ElementRenderMeta<T extends ElementType = ElementType> = {
  /** Props allowed in ElementNode.mobileProps (below 1024px). */
  mobileOverrides: readonly string[];
  /** The server resolves data for it (src/renderer/elements/<type>/resolve.server.ts). */
  resolver: boolean;
  /** Schema defaults; validation fills them in too (ajv useDefaults). */
  defaults: Partial<ElementPropsByType[T]>;
};

export const elementRenderMeta: { [T in ElementType]: ElementRenderMeta<T> } = {
  button: {
    mobileOverrides: ["size"],
    resolver: false,
    defaults: {
      variant: "filled",
      size: "medium",
    },
  },
  "call-to-action": {
    mobileOverrides: [],
    resolver: false,
    defaults: {
      background: "primary",
    },
  },
  "category-list": {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      limit: 12,
    },
  },
  columns: {
    mobileOverrides: ["gap"],
    resolver: false,
    defaults: {
      count: 2,
      gap: "medium",
      verticalAlign: "start",
    },
  },
  "cookie-section": {
    mobileOverrides: [],
    resolver: false,
    defaults: {
      text: "Ova stranica koristi samo nužne kolačiće, potrebne za njezin rad.",
      buttonLabel: "Slažem se",
    },
  },
  "cross-sell": {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      limit: 6,
    },
  },
  events: {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      when: "upcoming",
      limit: 3,
    },
  },
  "feature-list": {
    mobileOverrides: ["columns"],
    resolver: false,
    defaults: {
      columns: 3,
    },
  },
  "featured-products": {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      limit: 6,
    },
  },
  "footer-section": {
    mobileOverrides: [],
    resolver: false,
    defaults: {
      logos: [],
      columns: [
        {
          title: "",
          links: [],
        },
        {
          title: "",
          links: [],
        },
        {
          title: "",
          links: [],
        },
        {
          title: "",
          links: [],
        },
      ],
      social: [],
      footerMenu: [],
      euLogos: [],
    },
  },
  form: {
    mobileOverrides: [],
    resolver: true,
    defaults: {},
  },
  gallery: {
    mobileOverrides: ["columns"],
    resolver: false,
    defaults: {
      columns: 3,
    },
  },
  "header-section": {
    mobileOverrides: ["sticky"],
    resolver: false,
    defaults: {
      menu: "main",
      sticky: true,
      showLanguageSwitch: true,
    },
  },
  heading: {
    mobileOverrides: ["align"],
    resolver: false,
    defaults: {
      level: 2,
      align: "left",
    },
  },
  hero: {
    mobileOverrides: ["height", "align", "overlay"],
    resolver: false,
    defaults: {
      overlay: 40,
      height: "large",
      align: "center",
    },
  },
  image: {
    mobileOverrides: [],
    resolver: false,
    defaults: {
      rounded: false,
    },
  },
  map: {
    mobileOverrides: ["height", "zoom"],
    resolver: false,
    defaults: {
      zoom: 15,
      height: 360,
    },
  },
  master: {
    mobileOverrides: [],
    resolver: false,
    defaults: {},
  },
  newsletter: {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      title: "Newsletter",
      text: "Prijavite se i saznajte prvi za ponude i događanja.",
      buttonLabel: "Prijavi se",
      successMessage:
        "Hvala! Poslali smo vam e-poruku: prijavu potvrdite klikom na poveznicu u njoj.",
    },
  },
  "opening-hours": {
    mobileOverrides: [],
    resolver: false,
    defaults: {},
  },
  "page-list": {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      layout: "cards",
    },
  },
  "post-list": {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      limit: 3,
    },
  },
  "product-list": {
    mobileOverrides: [],
    resolver: true,
    defaults: {
      sort: "newest",
      limit: 8,
    },
  },
  quote: {
    mobileOverrides: [],
    resolver: false,
    defaults: {},
  },
  "rich-text": {
    mobileOverrides: ["align"],
    resolver: false,
    defaults: {
      align: "left",
    },
  },
  spacer: {
    mobileOverrides: ["height"],
    resolver: false,
    defaults: {
      height: 48,
    },
  },
  video: {
    mobileOverrides: [],
    resolver: false,
    defaults: {},
  },
};
