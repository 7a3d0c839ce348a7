// DO NOT EDIT: generated from schemas/elements/*.schema.json and *.ui.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ValidateFunction } from "ajv";
import { elementMeta, type ElementMeta } from "./element-meta.ts";
import type {
  ElementDataByType,
  ElementPropsByType,
  ElementType,
  ElementUi,
  SectionDocumentByType,
} from "./types.ts";
import validateButton from "./validators/elements/button.js";
import validateCallToAction from "./validators/elements/call-to-action.js";
import validateCategoryList from "./validators/elements/category-list.js";
import validateCategoryListData from "./validators/elements/category-list.data.js";
import validateColumns from "./validators/elements/columns.js";
import validateCookieSection from "./validators/elements/cookie-section.options.js";
import validateCookieSectionDocument from "./validators/elements/cookie-section.js";
import validateCrossSell from "./validators/elements/cross-sell.js";
import validateCrossSellData from "./validators/elements/cross-sell.data.js";
import validateEvents from "./validators/elements/events.js";
import validateEventsData from "./validators/elements/events.data.js";
import validateFeatureList from "./validators/elements/feature-list.js";
import validateFeaturedProducts from "./validators/elements/featured-products.js";
import validateFeaturedProductsData from "./validators/elements/featured-products.data.js";
import validateFooterSection from "./validators/elements/footer-section.options.js";
import validateFooterSectionDocument from "./validators/elements/footer-section.js";
import validateForm from "./validators/elements/form.js";
import validateFormData from "./validators/elements/form.data.js";
import validateGallery from "./validators/elements/gallery.js";
import validateHeaderSection from "./validators/elements/header-section.options.js";
import validateHeaderSectionDocument from "./validators/elements/header-section.js";
import validateHeading from "./validators/elements/heading.js";
import validateHero from "./validators/elements/hero.js";
import validateImage from "./validators/elements/image.js";
import validateMap from "./validators/elements/map.js";
import validateMaster from "./validators/elements/master.js";
import validateNewsletter from "./validators/elements/newsletter.js";
import validateNewsletterData from "./validators/elements/newsletter.data.js";
import validateOpeningHours from "./validators/elements/opening-hours.js";
import validatePageList from "./validators/elements/page-list.js";
import validatePageListData from "./validators/elements/page-list.data.js";
import validatePostList from "./validators/elements/post-list.js";
import validatePostListData from "./validators/elements/post-list.data.js";
import validateProductList from "./validators/elements/product-list.js";
import validateProductListData from "./validators/elements/product-list.data.js";
import validateQuote from "./validators/elements/quote.js";
import validateRichText from "./validators/elements/rich-text.js";
import validateSpacer from "./validators/elements/spacer.js";
import validateVideo from "./validators/elements/video.js";

export { contentTypes, isElementType, sectionTypes } from "./element-meta.ts";

/** One element type: what the builder, the renderer and the API need to know about it. */
export type ElementDefinition<T extends ElementType = ElementType> = ElementMeta<T> & {
  /** Form hints (schemas/elements/<type>.ui.json). */
  ui: ElementUi;
  /** A new element's props in the builder: the schema's first example, valid from the start. */
  starter: Partial<ElementPropsByType[T]>;
  /** Validates props (sections: options) and fills in their defaults. */
  validate: ValidateFunction<ElementPropsByType[T]>;
};

export const elements: { [T in ElementType]: ElementDefinition<T> } = {
  button: {
    ...elementMeta["button"],
    ui: {
      order: ["label", "link", "variant", "size"],
      fields: {
        label: {
          widget: "text",
          label: {
            hr: "Natpis",
            en: "Label",
            de: "Beschriftung",
          },
        },
        link: {
          widget: "link",
          label: {
            hr: "Poveznica",
            en: "Link",
            de: "Link",
          },
        },
        variant: {
          widget: "select",
          label: {
            hr: "Izgled",
            en: "Variant",
            de: "Variante",
          },
          options: {
            filled: {
              hr: "Ispunjen",
              en: "Filled",
              de: "Gefüllt",
            },
            outlined: {
              hr: "S obrubom",
              en: "Outlined",
              de: "Umrandet",
            },
            ghost: {
              hr: "Bez okvira",
              en: "Plain",
              de: "Ohne Rahmen",
            },
          },
        },
        size: {
          widget: "select",
          label: {
            hr: "Veličina",
            en: "Size",
            de: "Größe",
          },
          options: {
            small: {
              hr: "Malen",
              en: "Small",
              de: "Klein",
            },
            medium: {
              hr: "Srednji",
              en: "Medium",
              de: "Mittel",
            },
            big: {
              hr: "Velik",
              en: "Large",
              de: "Groß",
            },
          },
        },
      },
    },
    starter: {
      label: "Rezervirajte",
      link: {
        kind: "internal",
        href: "/",
      },
    },
    validate: validateButton,
  },
  "call-to-action": {
    ...elementMeta["call-to-action"],
    ui: {
      order: ["title", "text", "button", "background"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        text: {
          widget: "textarea",
          label: {
            hr: "Tekst",
            en: "Text",
            de: "Text",
          },
        },
        button: {
          widget: "group",
          label: {
            hr: "Gumb",
            en: "Button",
            de: "Schaltfläche",
          },
          order: ["label", "link"],
          fields: {
            label: {
              widget: "text",
              label: {
                hr: "Natpis",
                en: "Label",
                de: "Beschriftung",
              },
            },
            link: {
              widget: "link",
              label: {
                hr: "Poveznica",
                en: "Link",
                de: "Link",
              },
            },
          },
        },
        background: {
          widget: "select",
          label: {
            hr: "Pozadina",
            en: "Background",
            de: "Hintergrund",
          },
          options: {
            primary: {
              hr: "Glavna boja",
              en: "Primary colour",
              de: "Hauptfarbe",
            },
            secondary: {
              hr: "Sporedna boja",
              en: "Secondary colour",
              de: "Zweitfarbe",
            },
            light: {
              hr: "Svijetla",
              en: "Light",
              de: "Hell",
            },
            dark: {
              hr: "Tamna",
              en: "Dark",
              de: "Dunkel",
            },
          },
        },
      },
    },
    starter: {
      title: "Rezervirajte svoj stol",
      text: "Javite nam se i pripremit ćemo sve za vaš dolazak.",
      button: {
        label: "Kontakt",
        link: {
          kind: "internal",
          href: "/",
        },
      },
    },
    validate: validateCallToAction,
  },
  "category-list": {
    ...elementMeta["category-list"],
    ui: {
      order: ["title", "parent", "limit"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
          help: {
            hr: "Prazno: „Categories”.",
            en: "Empty: “Categories”.",
            de: "Leer: „Categories“.",
          },
        },
        parent: {
          widget: "picker",
          source: "category",
          label: {
            hr: "Nadređena kategorija",
            en: "Parent category",
            de: "Übergeordnete Kategorie",
          },
        },
        limit: {
          widget: "number",
          label: {
            hr: "Najviše kategorija",
            en: "At most",
            de: "Höchstens",
          },
        },
      },
    },
    starter: {
      limit: 6,
    },
    validate: validateCategoryList,
  },
  columns: {
    ...elementMeta["columns"],
    ui: {
      order: ["count", "gap", "verticalAlign"],
      fields: {
        count: {
          widget: "number",
          label: {
            hr: "Broj stupaca",
            en: "Number of columns",
            de: "Anzahl der Spalten",
          },
        },
        gap: {
          widget: "select",
          label: {
            hr: "Razmak",
            en: "Gap",
            de: "Abstand",
          },
          options: {
            small: {
              hr: "Malen",
              en: "Small",
              de: "Klein",
            },
            medium: {
              hr: "Srednji",
              en: "Medium",
              de: "Mittel",
            },
            large: {
              hr: "Velik",
              en: "Large",
              de: "Groß",
            },
          },
        },
        verticalAlign: {
          widget: "select",
          label: {
            hr: "Okomito poravnanje",
            en: "Vertical alignment",
            de: "Vertikale Ausrichtung",
          },
          options: {
            start: {
              hr: "Vrh",
              en: "Top",
              de: "Oben",
            },
            center: {
              hr: "Sredina",
              en: "Middle",
              de: "Mitte",
            },
            end: {
              hr: "Dno",
              en: "Bottom",
              de: "Unten",
            },
          },
        },
      },
    },
    starter: {
      count: 2,
    },
    validate: validateColumns,
  },
  "cookie-section": {
    ...elementMeta["cookie-section"],
    ui: {
      order: ["text", "buttonLabel", "link"],
      fields: {
        text: {
          widget: "textarea",
          label: {
            hr: "Tekst obavijesti",
            en: "Notice text",
            de: "Hinweistext",
          },
        },
        buttonLabel: {
          widget: "text",
          label: {
            hr: "Natpis gumba",
            en: "Button label",
            de: "Schaltflächentext",
          },
        },
        link: {
          widget: "group",
          label: {
            hr: "Poveznica",
            en: "Link",
            de: "Link",
          },
          order: ["label", "href"],
          fields: {
            label: {
              widget: "text",
              label: {
                hr: "Natpis",
                en: "Label",
                de: "Beschriftung",
              },
            },
            href: {
              widget: "text",
              label: {
                hr: "Adresa poveznice",
                en: "Link address",
                de: "Linkadresse",
              },
            },
          },
        },
      },
    },
    starter: {},
    validate: validateCookieSection,
  },
  "cross-sell": {
    ...elementMeta["cross-sell"],
    ui: {
      order: ["product", "title", "limit"],
      fields: {
        product: {
          widget: "picker",
          source: "product",
          label: {
            hr: "Proizvod",
            en: "Product",
            de: "Produkt",
          },
          help: {
            hr: "Prikazuju se proizvodi koje ovaj proizvod preporučuje uz sebe.",
            en: "Shows the cross-sell products of this product.",
            de: "Zeigt die passenden Produkte dieses Produkts.",
          },
        },
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
          help: {
            hr: "Prazno: „Uz ovo preporučujemo”.",
            en: "Empty: “Goes well with”.",
            de: "Leer: „Passt dazu“.",
          },
        },
        limit: {
          widget: "number",
          label: {
            hr: "Najviše proizvoda",
            en: "At most",
            de: "Höchstens",
          },
        },
      },
    },
    starter: {
      product: 1,
      limit: 4,
    },
    validate: validateCrossSell,
  },
  events: {
    ...elementMeta["events"],
    ui: {
      order: ["title", "when", "limit"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        when: {
          widget: "select",
          label: {
            hr: "Koji događaji",
            en: "Which events",
            de: "Welche Veranstaltungen",
          },
          options: {
            upcoming: {
              hr: "Nadolazeći",
              en: "Upcoming",
              de: "Kommende",
            },
            past: {
              hr: "Prošli",
              en: "Past",
              de: "Vergangene",
            },
          },
        },
        limit: {
          widget: "number",
          label: {
            hr: "Najviše događaja",
            en: "At most",
            de: "Höchstens",
          },
        },
      },
    },
    starter: {
      when: "upcoming",
      limit: 3,
    },
    validate: validateEvents,
  },
  "feature-list": {
    ...elementMeta["feature-list"],
    ui: {
      order: ["title", "items", "columns"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        items: {
          widget: "list",
          label: {
            hr: "Stavke",
            en: "Items",
            de: "Einträge",
          },
          order: ["icon", "title", "text", "link"],
          fields: {
            icon: {
              widget: "icon",
              label: {
                hr: "Ikona",
                en: "Icon",
                de: "Symbol",
              },
              options: {
                clock: {
                  hr: "Sat",
                  en: "Clock",
                  de: "Uhr",
                },
                phone: {
                  hr: "Telefon",
                  en: "Phone",
                  de: "Telefon",
                },
                mail: {
                  hr: "E-pošta",
                  en: "Mail",
                  de: "E-Mail",
                },
                "map-pin": {
                  hr: "Lokacija",
                  en: "Location",
                  de: "Standort",
                },
                star: {
                  hr: "Zvijezda",
                  en: "Star",
                  de: "Stern",
                },
                heart: {
                  hr: "Srce",
                  en: "Heart",
                  de: "Herz",
                },
                utensils: {
                  hr: "Pribor za jelo",
                  en: "Cutlery",
                  de: "Besteck",
                },
                wine: {
                  hr: "Vino",
                  en: "Wine",
                  de: "Wein",
                },
                bed: {
                  hr: "Krevet",
                  en: "Bed",
                  de: "Bett",
                },
                users: {
                  hr: "Ljudi",
                  en: "People",
                  de: "Personen",
                },
                music: {
                  hr: "Glazba",
                  en: "Music",
                  de: "Musik",
                },
                calendar: {
                  hr: "Kalendar",
                  en: "Calendar",
                  de: "Kalender",
                },
                wifi: {
                  hr: "Wi-Fi",
                  en: "Wi-Fi",
                  de: "WLAN",
                },
                car: {
                  hr: "Automobil",
                  en: "Car",
                  de: "Auto",
                },
                leaf: {
                  hr: "List",
                  en: "Leaf",
                  de: "Blatt",
                },
                sun: {
                  hr: "Sunce",
                  en: "Sun",
                  de: "Sonne",
                },
              },
            },
            title: {
              widget: "text",
              label: {
                hr: "Naslov",
                en: "Title",
                de: "Titel",
              },
            },
            text: {
              widget: "textarea",
              label: {
                hr: "Tekst",
                en: "Text",
                de: "Text",
              },
            },
            link: {
              widget: "link",
              label: {
                hr: "Poveznica",
                en: "Link",
                de: "Link",
              },
            },
          },
        },
        columns: {
          widget: "number",
          label: {
            hr: "Broj stupaca",
            en: "Columns",
            de: "Spalten",
          },
        },
      },
    },
    starter: {
      title: "Zašto mi",
      items: [
        {
          icon: "utensils",
          title: "Domaća kuhinja",
          text: "Jela od sezonskih namirnica iz susjedstva.",
        },
        {
          icon: "sun",
          title: "Terasa uz more",
          text: "Večera uz zalazak sunca.",
        },
        {
          icon: "heart",
          title: "Obiteljski",
          text: "Gostoljubivost koja se pamti.",
        },
      ],
    },
    validate: validateFeatureList,
  },
  "featured-products": {
    ...elementMeta["featured-products"],
    ui: {
      order: ["title", "category", "limit"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        category: {
          widget: "picker",
          source: "category",
          label: {
            hr: "Kategorija",
            en: "Category",
            de: "Kategorie",
          },
        },
        limit: {
          widget: "number",
          label: {
            hr: "Najviše proizvoda",
            en: "At most",
            de: "Höchstens",
          },
        },
      },
    },
    starter: {
      limit: 6,
    },
    validate: validateFeaturedProducts,
  },
  "footer-section": {
    ...elementMeta["footer-section"],
    ui: {
      order: ["title", "link", "logos", "columns", "social", "copyright", "footerMenu", "euLogos"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        link: {
          widget: "group",
          label: {
            hr: "Poveznica",
            en: "Link",
            de: "Link",
          },
          order: ["label", "href"],
          fields: {
            label: {
              widget: "text",
              label: {
                hr: "Natpis",
                en: "Label",
                de: "Beschriftung",
              },
            },
            href: {
              widget: "text",
              label: {
                hr: "Adresa poveznice",
                en: "Link address",
                de: "Linkadresse",
              },
            },
          },
        },
        logos: {
          widget: "list",
          label: {
            hr: "Logotipi",
            en: "Logos",
            de: "Logos",
          },
          order: ["src", "alt", "href"],
          fields: {
            src: {
              widget: "media",
              label: {
                hr: "Slika",
                en: "Image",
                de: "Bild",
              },
            },
            alt: {
              widget: "text",
              label: {
                hr: "Alternativni tekst",
                en: "Alt text",
                de: "Alternativtext",
              },
            },
            href: {
              widget: "text",
              label: {
                hr: "Adresa poveznice",
                en: "Link address",
                de: "Linkadresse",
              },
            },
          },
        },
        columns: {
          widget: "list",
          label: {
            hr: "Stupci poveznica",
            en: "Link columns",
            de: "Linkspalten",
          },
          order: ["title", "links"],
          fields: {
            title: {
              widget: "text",
              label: {
                hr: "Naslov",
                en: "Title",
                de: "Titel",
              },
            },
            links: {
              widget: "list",
              label: {
                hr: "Poveznice",
                en: "Links",
                de: "Links",
              },
              order: ["label", "href", "type"],
              fields: {
                label: {
                  widget: "text",
                  label: {
                    hr: "Natpis",
                    en: "Label",
                    de: "Beschriftung",
                  },
                },
                href: {
                  widget: "text",
                  label: {
                    hr: "Adresa poveznice",
                    en: "Link address",
                    de: "Linkadresse",
                  },
                },
                type: {
                  widget: "select",
                  label: {
                    hr: "Vrsta poveznice",
                    en: "Link type",
                    de: "Linktyp",
                  },
                },
              },
            },
          },
        },
        social: {
          widget: "list",
          label: {
            hr: "Društvene mreže",
            en: "Social networks",
            de: "Soziale Netzwerke",
          },
          order: ["network", "url"],
          fields: {
            network: {
              widget: "select",
              label: {
                hr: "Mreža",
                en: "Network",
                de: "Netzwerk",
              },
            },
            url: {
              widget: "text",
              label: {
                hr: "Adresa",
                en: "URL",
                de: "URL",
              },
            },
          },
        },
        copyright: {
          widget: "text",
          label: {
            hr: "Autorska prava",
            en: "Copyright",
            de: "Urheberrecht",
          },
        },
        footerMenu: {
          widget: "list",
          label: {
            hr: "Izbornik podnožja",
            en: "Footer menu",
            de: "Fußmenü",
          },
          order: ["label", "href"],
          fields: {
            label: {
              widget: "text",
              label: {
                hr: "Natpis",
                en: "Label",
                de: "Beschriftung",
              },
            },
            href: {
              widget: "text",
              label: {
                hr: "Adresa poveznice",
                en: "Link address",
                de: "Linkadresse",
              },
            },
          },
        },
        euLogos: {
          widget: "list",
          label: {
            hr: "EU logotipi",
            en: "EU logos",
            de: "EU-Logos",
          },
          help: {
            hr: "Prikazuju se samo uz teme bugarin i vitrina.",
            en: "Shown only with the bugarin and vitrina themes.",
            de: "Nur bei den Themes bugarin und vitrina sichtbar.",
          },
          order: ["src", "alt"],
          fields: {
            src: {
              widget: "media",
              label: {
                hr: "Slika",
                en: "Image",
                de: "Bild",
              },
            },
            alt: {
              widget: "text",
              label: {
                hr: "Alternativni tekst",
                en: "Alt text",
                de: "Alternativtext",
              },
            },
          },
        },
      },
    },
    starter: {},
    validate: validateFooterSection,
  },
  form: {
    ...elementMeta["form"],
    ui: {
      order: ["formSlug", "title", "fields", "labels", "submitLabel", "successMessage"],
      fields: {
        formSlug: {
          widget: "text",
          label: {
            hr: "Oznaka obrasca",
            en: "Form id",
            de: "Formular-Kennung",
          },
          help: {
            hr: "Mala slova, brojke i crtice; pod njom se spremaju poruke i vežu privole (Privole).",
            en: "Lower-case letters, digits and hyphens; names the form's messages and its consents.",
            de: "Kleinbuchstaben, Ziffern und Bindestriche; benennt Nachrichten und Einwilligungen.",
          },
        },
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        fields: {
          widget: "list",
          label: {
            hr: "Polja",
            en: "Fields",
            de: "Felder",
          },
        },
        labels: {
          widget: "list",
          label: {
            hr: "Natpisi polja",
            en: "Field labels",
            de: "Feldbeschriftungen",
          },
          help: {
            hr: "Za svako polje njegov natpis na ovom jeziku (i natpisi mogućnosti, redom).",
            en: "For each field its label in this language (and its options' texts, in order).",
            de: "Für jedes Feld seine Beschriftung in dieser Sprache (und die Texte der Optionen).",
          },
          order: ["field", "label", "options"],
          fields: {
            field: {
              widget: "text",
              label: {
                hr: "Naziv polja",
                en: "Field name",
                de: "Feldname",
              },
            },
            label: {
              widget: "text",
              label: {
                hr: "Natpis",
                en: "Label",
                de: "Beschriftung",
              },
            },
            options: {
              widget: "list",
              label: {
                hr: "Natpisi mogućnosti",
                en: "Option texts",
                de: "Optionstexte",
              },
            },
          },
        },
        submitLabel: {
          widget: "text",
          label: {
            hr: "Tekst gumba",
            en: "Button text",
            de: "Schaltflächentext",
          },
        },
        successMessage: {
          widget: "textarea",
          label: {
            hr: "Poruka nakon slanja",
            en: "Message after sending",
            de: "Nachricht nach dem Senden",
          },
        },
      },
    },
    starter: {
      formSlug: "kontakt",
      title: "Pišite nam",
      submitLabel: "Pošalji",
      successMessage: "Hvala! Javit ćemo vam se uskoro.",
      fields: [
        {
          type: "text",
          name: "ime",
          required: true,
          maxLength: 100,
        },
        {
          type: "email",
          name: "email",
          required: true,
        },
        {
          type: "textarea",
          name: "poruka",
          required: true,
          maxLength: 2000,
        },
      ],
      labels: [
        {
          field: "ime",
          label: "Ime i prezime",
        },
        {
          field: "email",
          label: "E-pošta",
        },
        {
          field: "poruka",
          label: "Poruka",
        },
      ],
    },
    validate: validateForm,
  },
  gallery: {
    ...elementMeta["gallery"],
    ui: {
      order: ["images", "columns"],
      fields: {
        images: {
          widget: "list",
          label: {
            hr: "Slike",
            en: "Images",
            de: "Bilder",
          },
          order: ["src", "alt", "caption"],
          fields: {
            src: {
              widget: "media",
              label: {
                hr: "Slika",
                en: "Image",
                de: "Bild",
              },
            },
            alt: {
              widget: "text",
              label: {
                hr: "Alternativni tekst",
                en: "Alt text",
                de: "Alternativtext",
              },
            },
            caption: {
              widget: "text",
              label: {
                hr: "Opis slike",
                en: "Caption",
                de: "Bildunterschrift",
              },
            },
          },
        },
        columns: {
          widget: "number",
          label: {
            hr: "Broj stupaca",
            en: "Columns",
            de: "Spalten",
          },
        },
      },
    },
    starter: {
      images: [
        {
          src: "/images/demo/terrace-960.jpg",
          alt: "Terasa",
        },
        {
          src: "/images/demo/peka-960.jpg",
          alt: "Peka",
        },
        {
          src: "/images/demo/harbour-960.jpg",
          alt: "Luka",
        },
      ],
    },
    validate: validateGallery,
  },
  "header-section": {
    ...elementMeta["header-section"],
    ui: {
      order: ["title", "logo", "menu", "sticky", "showLanguageSwitch"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        logo: {
          widget: "group",
          label: {
            hr: "Logotip",
            en: "Logo",
            de: "Logo",
          },
          order: ["src", "alt"],
          fields: {
            src: {
              widget: "media",
              label: {
                hr: "Slika",
                en: "Image",
                de: "Bild",
              },
            },
            alt: {
              widget: "text",
              label: {
                hr: "Alternativni tekst",
                en: "Alt text",
                de: "Alternativtext",
              },
            },
          },
        },
        menu: {
          widget: "select",
          label: {
            hr: "Izbornik",
            en: "Menu",
            de: "Menü",
          },
        },
        sticky: {
          widget: "checkbox",
          label: {
            hr: "Zaglavlje prati pomicanje",
            en: "Sticky header",
            de: "Fixierter Kopfbereich",
          },
        },
        showLanguageSwitch: {
          widget: "checkbox",
          label: {
            hr: "Prikaži odabir jezika",
            en: "Show language switch",
            de: "Sprachauswahl anzeigen",
          },
        },
      },
    },
    starter: {},
    validate: validateHeaderSection,
  },
  heading: {
    ...elementMeta["heading"],
    ui: {
      order: ["text", "level", "align", "anchor"],
      fields: {
        text: {
          widget: "text",
          label: {
            hr: "Tekst",
            en: "Text",
            de: "Text",
          },
        },
        level: {
          widget: "select",
          label: {
            hr: "Razina",
            en: "Level",
            de: "Ebene",
          },
        },
        align: {
          widget: "select",
          label: {
            hr: "Poravnanje",
            en: "Alignment",
            de: "Ausrichtung",
          },
          options: {
            left: {
              hr: "Lijevo",
              en: "Left",
              de: "Links",
            },
            center: {
              hr: "Sredina",
              en: "Centre",
              de: "Mittig",
            },
            right: {
              hr: "Desno",
              en: "Right",
              de: "Rechts",
            },
          },
        },
        anchor: {
          widget: "text",
          label: {
            hr: "Sidro",
            en: "Anchor",
            de: "Anker",
          },
          help: {
            hr: "Za poveznice unutar stranice (#sidro).",
            en: "For in-page links (#anchor).",
            de: "Für Sprünge innerhalb der Seite (#anker).",
          },
        },
      },
    },
    starter: {
      text: "Novi naslov",
    },
    validate: validateHeading,
  },
  hero: {
    ...elementMeta["hero"],
    ui: {
      order: ["title", "subtitle", "image", "overlay", "height", "align", "cta"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        subtitle: {
          widget: "textarea",
          label: {
            hr: "Podnaslov",
            en: "Subtitle",
            de: "Untertitel",
          },
        },
        image: {
          widget: "media",
          label: {
            hr: "Slika",
            en: "Image",
            de: "Bild",
          },
        },
        overlay: {
          widget: "number",
          label: {
            hr: "Zatamnjenje (%)",
            en: "Overlay (%)",
            de: "Abdunklung (%)",
          },
          help: {
            hr: "Zatamnjuje sliku da naslov ostane čitljiv.",
            en: "Darkens the image so the title stays readable.",
            de: "Dunkelt das Bild ab, damit der Titel lesbar bleibt.",
          },
        },
        height: {
          widget: "select",
          label: {
            hr: "Visina",
            en: "Height",
            de: "Höhe",
          },
          options: {
            medium: {
              hr: "Srednja",
              en: "Medium",
              de: "Mittel",
            },
            large: {
              hr: "Velika",
              en: "Large",
              de: "Groß",
            },
            full: {
              hr: "Cijeli zaslon",
              en: "Full screen",
              de: "Ganzer Bildschirm",
            },
          },
        },
        align: {
          widget: "select",
          label: {
            hr: "Poravnanje",
            en: "Alignment",
            de: "Ausrichtung",
          },
          options: {
            left: {
              hr: "Lijevo",
              en: "Left",
              de: "Links",
            },
            center: {
              hr: "Sredina",
              en: "Centre",
              de: "Mittig",
            },
          },
        },
        cta: {
          widget: "group",
          label: {
            hr: "Poziv na akciju",
            en: "Call to action",
            de: "Handlungsaufforderung",
          },
          order: ["label", "link"],
          fields: {
            label: {
              widget: "text",
              label: {
                hr: "Natpis",
                en: "Label",
                de: "Beschriftung",
              },
            },
            link: {
              widget: "link",
              label: {
                hr: "Poveznica",
                en: "Link",
                de: "Link",
              },
            },
          },
        },
      },
    },
    starter: {
      title: "Dobro došli",
      image: "/images/demo/sea-960.jpg",
    },
    validate: validateHero,
  },
  image: {
    ...elementMeta["image"],
    ui: {
      order: ["src", "alt", "caption", "width", "height", "link", "rounded"],
      fields: {
        src: {
          widget: "media",
          label: {
            hr: "Slika",
            en: "Image",
            de: "Bild",
          },
        },
        alt: {
          widget: "text",
          label: {
            hr: "Alternativni tekst",
            en: "Alt text",
            de: "Alternativtext",
          },
        },
        caption: {
          widget: "text",
          label: {
            hr: "Opis slike",
            en: "Caption",
            de: "Bildunterschrift",
          },
        },
        width: {
          widget: "number",
          label: {
            hr: "Širina (px)",
            en: "Width (px)",
            de: "Breite (px)",
          },
        },
        height: {
          widget: "number",
          label: {
            hr: "Visina (px)",
            en: "Height (px)",
            de: "Höhe (px)",
          },
        },
        link: {
          widget: "link",
          label: {
            hr: "Poveznica",
            en: "Link",
            de: "Link",
          },
        },
        rounded: {
          widget: "checkbox",
          label: {
            hr: "Zaobljeni rubovi",
            en: "Rounded corners",
            de: "Abgerundete Ecken",
          },
        },
      },
    },
    starter: {
      src: "/images/demo/terrace-960.jpg",
      alt: "Terasa uz more",
      width: 1600,
      height: 1000,
    },
    validate: validateImage,
  },
  map: {
    ...elementMeta["map"],
    ui: {
      order: ["title", "address", "lat", "lng", "zoom", "height"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        address: {
          widget: "textarea",
          label: {
            hr: "Adresa",
            en: "Address",
            de: "Adresse",
          },
        },
        lat: {
          widget: "number",
          label: {
            hr: "Geografska širina",
            en: "Latitude",
            de: "Breitengrad",
          },
        },
        lng: {
          widget: "number",
          label: {
            hr: "Geografska dužina",
            en: "Longitude",
            de: "Längengrad",
          },
        },
        zoom: {
          widget: "number",
          label: {
            hr: "Uvećanje",
            en: "Zoom",
            de: "Zoom",
          },
        },
        height: {
          widget: "number",
          label: {
            hr: "Visina (px)",
            en: "Height (px)",
            de: "Höhe (px)",
          },
        },
      },
    },
    starter: {
      title: "Gdje smo",
      address: "Obala 1, Primošten",
      lat: 43.5862,
      lng: 15.9233,
    },
    validate: validateMap,
  },
  master: {
    ...elementMeta["master"],
    ui: {
      order: ["masterId"],
      fields: {
        masterId: {
          widget: "number",
          label: {
            hr: "Glavna komponenta",
            en: "Master component",
            de: "Master-Komponente",
          },
        },
      },
    },
    starter: {
      masterId: 1,
    },
    validate: validateMaster,
  },
  newsletter: {
    ...elementMeta["newsletter"],
    ui: {
      order: ["title", "text", "buttonLabel", "successMessage"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        text: {
          widget: "textarea",
          label: {
            hr: "Tekst",
            en: "Text",
            de: "Text",
          },
        },
        buttonLabel: {
          widget: "text",
          label: {
            hr: "Natpis gumba",
            en: "Button label",
            de: "Beschriftung der Schaltfläche",
          },
        },
        successMessage: {
          widget: "textarea",
          label: {
            hr: "Poruka nakon prijave",
            en: "Message after subscribing",
            de: "Nachricht nach der Anmeldung",
          },
        },
      },
    },
    starter: {
      title: "Budite u tijeku",
      text: "Jednom mjesečno: nova jela, vina i događanja.",
      buttonLabel: "Prijavi se",
      successMessage: "Hvala! Prijavu potvrdite poveznicom iz e-poruke koju smo vam poslali.",
    },
    validate: validateNewsletter,
  },
  "opening-hours": {
    ...elementMeta["opening-hours"],
    ui: {
      order: ["title", "rows", "note"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        rows: {
          widget: "list",
          label: {
            hr: "Retci",
            en: "Rows",
            de: "Zeilen",
          },
          order: ["days", "hours"],
          fields: {
            days: {
              widget: "text",
              label: {
                hr: "Dani",
                en: "Days",
                de: "Tage",
              },
            },
            hours: {
              widget: "text",
              label: {
                hr: "Sati",
                en: "Hours",
                de: "Uhrzeiten",
              },
            },
          },
        },
        note: {
          widget: "text",
          label: {
            hr: "Napomena",
            en: "Note",
            de: "Hinweis",
          },
        },
      },
    },
    starter: {
      title: "Radno vrijeme",
      rows: [
        {
          days: "Ponedjeljak – nedjelja",
          hours: "12:00 – 23:00",
        },
      ],
    },
    validate: validateOpeningHours,
  },
  "page-list": {
    ...elementMeta["page-list"],
    ui: {
      order: ["title", "slugMains", "layout"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        slugMains: {
          widget: "list",
          label: {
            hr: "Stranice",
            en: "Pages",
            de: "Seiten",
          },
          help: {
            hr: "Kanonski slugovi stranica (slugMain), redom kojim se prikazuju.",
            en: "Canonical slugs (slugMain) of the pages, in display order.",
            de: "Kanonische Slugs (slugMain) der Seiten in Anzeigereihenfolge.",
          },
        },
        layout: {
          widget: "select",
          label: {
            hr: "Prikaz",
            en: "Layout",
            de: "Darstellung",
          },
          options: {
            cards: {
              hr: "Kartice",
              en: "Cards",
              de: "Karten",
            },
            list: {
              hr: "Popis",
              en: "List",
              de: "Liste",
            },
          },
        },
      },
    },
    starter: {
      slugMains: ["restaurant"],
    },
    validate: validatePageList,
  },
  "post-list": {
    ...elementMeta["post-list"],
    ui: {
      order: ["title", "category", "limit"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        category: {
          widget: "text",
          label: {
            hr: "Kategorija objava",
            en: "Post category",
            de: "Beitragskategorie",
          },
          help: {
            hr: "Poveznica (slug) kategorije na jeziku stranice; prazno: sve objave.",
            en: "The category's slug in the page's language; empty: every post.",
            de: "Der Slug der Kategorie in der Sprache der Seite; leer: alle Beiträge.",
          },
        },
        limit: {
          widget: "number",
          label: {
            hr: "Najviše objava",
            en: "At most",
            de: "Höchstens",
          },
        },
      },
    },
    starter: {
      limit: 3,
    },
    validate: validatePostList,
  },
  "product-list": {
    ...elementMeta["product-list"],
    ui: {
      order: ["title", "category", "tag", "productIds", "sort", "limit"],
      fields: {
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        category: {
          widget: "picker",
          source: "category",
          label: {
            hr: "Kategorija",
            en: "Category",
            de: "Kategorie",
          },
          help: {
            hr: "Proizvodi kategorije i njezinih podkategorija.",
            en: "Products of the category and its subcategories.",
            de: "Produkte der Kategorie und ihrer Unterkategorien.",
          },
        },
        tag: {
          widget: "picker",
          source: "tag",
          label: {
            hr: "Oznaka",
            en: "Tag",
            de: "Schlagwort",
          },
          help: {
            hr: "Proizvodi s ovom oznakom.",
            en: "Products with this tag.",
            de: "Produkte mit diesem Schlagwort.",
          },
        },
        productIds: {
          widget: "list",
          source: "product",
          label: {
            hr: "Odabrani proizvodi",
            en: "Picked products",
            de: "Ausgewählte Produkte",
          },
        },
        sort: {
          widget: "select",
          label: {
            hr: "Poredak",
            en: "Sort",
            de: "Sortierung",
          },
        },
        limit: {
          widget: "number",
          label: {
            hr: "Najviše proizvoda",
            en: "At most",
            de: "Höchstens",
          },
        },
      },
    },
    starter: {
      limit: 4,
    },
    validate: validateProductList,
  },
  quote: {
    ...elementMeta["quote"],
    ui: {
      order: ["text", "author", "role"],
      fields: {
        text: {
          widget: "textarea",
          label: {
            hr: "Tekst",
            en: "Text",
            de: "Text",
          },
        },
        author: {
          widget: "text",
          label: {
            hr: "Autor",
            en: "Author",
            de: "Autor",
          },
        },
        role: {
          widget: "text",
          label: {
            hr: "Uloga",
            en: "Role",
            de: "Rolle",
          },
        },
      },
    },
    starter: {
      text: "Najbolja riba na obali.",
    },
    validate: validateQuote,
  },
  "rich-text": {
    ...elementMeta["rich-text"],
    ui: {
      order: ["html", "align"],
      fields: {
        html: {
          widget: "richtext",
          label: {
            hr: "Sadržaj",
            en: "Content",
            de: "Inhalt",
          },
          help: {
            hr: "Sadržaj se čisti na poslužitelju prije spremanja.",
            en: "The content is sanitised on the server before it is saved.",
            de: "Der Inhalt wird vor dem Speichern auf dem Server bereinigt.",
          },
        },
        align: {
          widget: "select",
          label: {
            hr: "Poravnanje",
            en: "Alignment",
            de: "Ausrichtung",
          },
          options: {
            left: {
              hr: "Lijevo",
              en: "Left",
              de: "Links",
            },
            center: {
              hr: "Sredina",
              en: "Centre",
              de: "Mittig",
            },
            right: {
              hr: "Desno",
              en: "Right",
              de: "Rechts",
            },
          },
        },
      },
    },
    starter: {
      html: "<p>Ovdje upišite tekst.</p>",
    },
    validate: validateRichText,
  },
  spacer: {
    ...elementMeta["spacer"],
    ui: {
      order: ["height"],
      fields: {
        height: {
          widget: "number",
          label: {
            hr: "Visina (px)",
            en: "Height (px)",
            de: "Höhe (px)",
          },
        },
      },
    },
    starter: {},
    validate: validateSpacer,
  },
  video: {
    ...elementMeta["video"],
    ui: {
      order: ["provider", "videoId", "src", "title", "poster"],
      fields: {
        provider: {
          widget: "select",
          label: {
            hr: "Izvor",
            en: "Provider",
            de: "Anbieter",
          },
          options: {
            youtube: {
              hr: "YouTube",
              en: "YouTube",
              de: "YouTube",
            },
            vimeo: {
              hr: "Vimeo",
              en: "Vimeo",
              de: "Vimeo",
            },
            file: {
              hr: "Datoteka",
              en: "File",
              de: "Datei",
            },
          },
        },
        videoId: {
          widget: "text",
          label: {
            hr: "ID videa",
            en: "Video ID",
            de: "Video-ID",
          },
          help: {
            hr: "YouTube: 11 znakova; Vimeo: samo brojke.",
            en: "YouTube: 11 characters; Vimeo: digits only.",
            de: "YouTube: 11 Zeichen; Vimeo: nur Ziffern.",
          },
        },
        src: {
          widget: "media",
          label: {
            hr: "Video datoteka",
            en: "Video file",
            de: "Videodatei",
          },
        },
        title: {
          widget: "text",
          label: {
            hr: "Naslov",
            en: "Title",
            de: "Titel",
          },
        },
        poster: {
          widget: "media",
          label: {
            hr: "Naslovna slika",
            en: "Poster",
            de: "Vorschaubild",
          },
        },
      },
    },
    starter: {
      provider: "youtube",
      videoId: "dQw4w9WgXcQ",
      title: "Video",
    },
    validate: validateVideo,
  },
};

/** Validators of the whole layout element document of each section. */
export const sectionDocumentValidators: {
  [T in keyof SectionDocumentByType]: ValidateFunction<SectionDocumentByType[T]>;
} = {
  "cookie-section": validateCookieSectionDocument,
  "footer-section": validateFooterSectionDocument,
  "header-section": validateHeaderSectionDocument,
};

/** Validators of what the server resolves for elements with resolver: true. */
export const resolvedDataValidators: {
  [T in keyof ElementDataByType]: ValidateFunction<ElementDataByType[T]>;
} = {
  "category-list": validateCategoryListData,
  "cross-sell": validateCrossSellData,
  events: validateEventsData,
  "featured-products": validateFeaturedProductsData,
  form: validateFormData,
  newsletter: validateNewsletterData,
  "page-list": validatePageListData,
  "post-list": validatePostListData,
  "product-list": validateProductListData,
};
