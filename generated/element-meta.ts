// DO NOT EDIT: generated from schemas/elements/*.schema.json and *.ui.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type {
  ContentElementType,
  ElementCategory,
  ElementPropsByType,
  ElementType,
  LocalisedLabel,
} from "./types.ts";
import { elementRenderMeta } from "./element-render-meta.ts";

/** What the renderer and the builder know about an element type, without its validator. */
export type ElementMeta<T extends ElementType = ElementType> = {
  type: T;
  /** A section is a layout element (header, footer, cookie); its props are the options. */
  kind: "content" | "section";
  /** x-element.version: the version of the props (sections: options) schema. */
  version: number;
  label: LocalisedLabel;
  category: ElementCategory;
  /** Props whose text differs per language. */
  localised: readonly string[];
  slots: readonly string[];
  /** Content element types its slots take (x-element.slotRejects left out); empty without slots. */
  accepts: readonly ContentElementType[];
  /** Props allowed in ElementNode.mobileProps (below 1024px). */
  mobileOverrides: readonly string[];
  /** The server resolves data for it (src/renderer/elements/<type>/resolve.server.ts). */
  resolver: boolean;
  /** Schema defaults; validation fills them in too (ajv useDefaults). */
  defaults: Partial<ElementPropsByType[T]>;
};

export const elementMeta: { [T in ElementType]: ElementMeta<T> } = {
  button: {
    ...elementRenderMeta["button"],
    type: "button",
    kind: "content",
    version: 2,
    label: {
      hr: "Gumb",
      en: "Button",
      de: "Schaltfläche",
    },
    category: "action",
    localised: ["label", "link"],
    slots: [],
    accepts: [],
  },
  "call-to-action": {
    ...elementRenderMeta["call-to-action"],
    type: "call-to-action",
    kind: "content",
    version: 2,
    label: {
      hr: "Poziv na akciju",
      en: "Call to action",
      de: "Handlungsaufforderung",
    },
    category: "action",
    localised: ["title", "text", "button"],
    slots: [],
    accepts: [],
  },
  "category-list": {
    ...elementRenderMeta["category-list"],
    type: "category-list",
    kind: "content",
    version: 1,
    label: {
      hr: "Popis kategorija",
      en: "Category list",
      de: "Kategorienliste",
    },
    category: "data",
    localised: ["title"],
    slots: [],
    accepts: [],
  },
  columns: {
    ...elementRenderMeta["columns"],
    type: "columns",
    kind: "content",
    version: 1,
    label: {
      hr: "Stupci",
      en: "Columns",
      de: "Spalten",
    },
    category: "layout",
    localised: [],
    slots: ["column-1", "column-2", "column-3", "column-4"],
    accepts: [
      "button",
      "call-to-action",
      "category-list",
      "cross-sell",
      "feature-list",
      "featured-products",
      "gallery",
      "heading",
      "hero",
      "image",
      "map",
      "master",
      "opening-hours",
      "page-list",
      "product-list",
      "quote",
      "rich-text",
      "spacer",
      "video",
    ],
  },
  "cookie-section": {
    ...elementRenderMeta["cookie-section"],
    type: "cookie-section",
    kind: "section",
    version: 2,
    label: {
      hr: "Obavijest o kolačićima",
      en: "Cookie notice",
      de: "Cookie-Hinweis",
    },
    category: "layout",
    localised: ["text", "buttonLabel", "link"],
    slots: [],
    accepts: [],
  },
  "cross-sell": {
    ...elementRenderMeta["cross-sell"],
    type: "cross-sell",
    kind: "content",
    version: 1,
    label: {
      hr: "Uz ovo preporučujemo",
      en: "Cross-sell",
      de: "Passende Produkte",
    },
    category: "data",
    localised: ["title"],
    slots: [],
    accepts: [],
  },
  "feature-list": {
    ...elementRenderMeta["feature-list"],
    type: "feature-list",
    kind: "content",
    version: 2,
    label: {
      hr: "Popis značajki",
      en: "Feature list",
      de: "Merkmalliste",
    },
    category: "text",
    localised: ["title", "items"],
    slots: [],
    accepts: [],
  },
  "featured-products": {
    ...elementRenderMeta["featured-products"],
    type: "featured-products",
    kind: "content",
    version: 1,
    label: {
      hr: "Izdvojeni proizvodi",
      en: "Featured products",
      de: "Empfohlene Produkte",
    },
    category: "data",
    localised: ["title"],
    slots: [],
    accepts: [],
  },
  "footer-section": {
    ...elementRenderMeta["footer-section"],
    type: "footer-section",
    kind: "section",
    version: 2,
    label: {
      hr: "Podnožje",
      en: "Footer",
      de: "Fußbereich",
    },
    category: "layout",
    localised: ["title", "link", "columns", "copyright", "footerMenu"],
    slots: [],
    accepts: [],
  },
  gallery: {
    ...elementRenderMeta["gallery"],
    type: "gallery",
    kind: "content",
    version: 1,
    label: {
      hr: "Galerija",
      en: "Gallery",
      de: "Galerie",
    },
    category: "media",
    localised: ["images"],
    slots: [],
    accepts: [],
  },
  "header-section": {
    ...elementRenderMeta["header-section"],
    type: "header-section",
    kind: "section",
    version: 1,
    label: {
      hr: "Zaglavlje",
      en: "Header",
      de: "Kopfbereich",
    },
    category: "layout",
    localised: ["title"],
    slots: [],
    accepts: [],
  },
  heading: {
    ...elementRenderMeta["heading"],
    type: "heading",
    kind: "content",
    version: 1,
    label: {
      hr: "Naslov",
      en: "Heading",
      de: "Überschrift",
    },
    category: "text",
    localised: ["text", "anchor"],
    slots: [],
    accepts: [],
  },
  hero: {
    ...elementRenderMeta["hero"],
    type: "hero",
    kind: "content",
    version: 2,
    label: {
      hr: "Naslovna slika",
      en: "Hero",
      de: "Hero-Bereich",
    },
    category: "media",
    localised: ["title", "subtitle", "cta"],
    slots: [],
    accepts: [],
  },
  image: {
    ...elementRenderMeta["image"],
    type: "image",
    kind: "content",
    version: 2,
    label: {
      hr: "Slika",
      en: "Image",
      de: "Bild",
    },
    category: "media",
    localised: ["alt", "caption", "link"],
    slots: [],
    accepts: [],
  },
  map: {
    ...elementRenderMeta["map"],
    type: "map",
    kind: "content",
    version: 1,
    label: {
      hr: "Karta",
      en: "Map",
      de: "Karte",
    },
    category: "media",
    localised: ["title", "address"],
    slots: [],
    accepts: [],
  },
  master: {
    ...elementRenderMeta["master"],
    type: "master",
    kind: "content",
    version: 1,
    label: {
      hr: "Glavna komponenta",
      en: "Master component",
      de: "Master-Komponente",
    },
    category: "layout",
    localised: [],
    slots: [],
    accepts: [],
  },
  "opening-hours": {
    ...elementRenderMeta["opening-hours"],
    type: "opening-hours",
    kind: "content",
    version: 1,
    label: {
      hr: "Radno vrijeme",
      en: "Opening hours",
      de: "Öffnungszeiten",
    },
    category: "data",
    localised: ["title", "rows", "note"],
    slots: [],
    accepts: [],
  },
  "page-list": {
    ...elementRenderMeta["page-list"],
    type: "page-list",
    kind: "content",
    version: 1,
    label: {
      hr: "Popis stranica",
      en: "Page list",
      de: "Seitenliste",
    },
    category: "data",
    localised: ["title"],
    slots: [],
    accepts: [],
  },
  "product-list": {
    ...elementRenderMeta["product-list"],
    type: "product-list",
    kind: "content",
    version: 1,
    label: {
      hr: "Popis proizvoda",
      en: "Product list",
      de: "Produktliste",
    },
    category: "data",
    localised: ["title"],
    slots: [],
    accepts: [],
  },
  quote: {
    ...elementRenderMeta["quote"],
    type: "quote",
    kind: "content",
    version: 1,
    label: {
      hr: "Citat",
      en: "Quote",
      de: "Zitat",
    },
    category: "text",
    localised: ["text", "role"],
    slots: [],
    accepts: [],
  },
  "rich-text": {
    ...elementRenderMeta["rich-text"],
    type: "rich-text",
    kind: "content",
    version: 1,
    label: {
      hr: "Tekst",
      en: "Rich text",
      de: "Formatierter Text",
    },
    category: "text",
    localised: ["html"],
    slots: [],
    accepts: [],
  },
  spacer: {
    ...elementRenderMeta["spacer"],
    type: "spacer",
    kind: "content",
    version: 1,
    label: {
      hr: "Razmak",
      en: "Spacer",
      de: "Abstand",
    },
    category: "layout",
    localised: [],
    slots: [],
    accepts: [],
  },
  video: {
    ...elementRenderMeta["video"],
    type: "video",
    kind: "content",
    version: 1,
    label: {
      hr: "Video",
      en: "Video",
      de: "Video",
    },
    category: "media",
    localised: ["title"],
    slots: [],
    accepts: [],
  },
};

export const contentTypes = [
  "button",
  "call-to-action",
  "category-list",
  "columns",
  "cross-sell",
  "feature-list",
  "featured-products",
  "gallery",
  "heading",
  "hero",
  "image",
  "map",
  "master",
  "opening-hours",
  "page-list",
  "product-list",
  "quote",
  "rich-text",
  "spacer",
  "video",
] as const;
export const sectionTypes = ["cookie-section", "footer-section", "header-section"] as const;

/** Narrows a stored ElementNode.type to a registered element type. */
export const isElementType = (type: string): type is ElementType =>
  Object.hasOwn(elementMeta, type);
