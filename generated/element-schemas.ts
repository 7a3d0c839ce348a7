// DO NOT EDIT: generated from schemas/elements/*.schema.json and the files they $ref by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { ElementType } from "./types.ts";

/** A JSON Schema (2020-12) as plain data. */
export type JsonSchemaObject = { readonly [key: string]: unknown };

/** The props schema of each element type (sections: their options), every $ref inlined. */
export const elementSchemas: { readonly [T in ElementType]: JsonSchemaObject } = {
  button: {
    title: "ButtonProps",
    description: "Props of the button element; variants and sizes are those of spec 9.",
    type: "object",
    properties: {
      label: {
        type: "string",
        minLength: 1,
        maxLength: 100,
      },
      link: {
        description:
          "A link inside element props; kind says what it targets (spec 2 'Links resolve by target').",
        type: "object",
        properties: {
          kind: {
            type: "string",
            enum: [
              "page",
              "post",
              "product",
              "bundle",
              "category",
              "tag",
              "event",
              "internal",
              "static",
              "external",
            ],
          },
          href: {
            description:
              "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
            type: "string",
            minLength: 1,
            maxLength: 500,
            pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
          },
          newTab: {
            description: "Open in a new tab; external links always do (spec 2).",
            type: "boolean",
          },
        },
        required: ["kind", "href"],
        additionalProperties: false,
      },
      variant: {
        type: "string",
        enum: ["filled", "outlined", "ghost"],
        default: "filled",
      },
      size: {
        type: "string",
        enum: ["small", "medium", "big"],
        default: "medium",
      },
    },
    required: ["label", "link"],
    additionalProperties: false,
    examples: [
      {
        label: "Rezervirajte",
        link: {
          kind: "internal",
          href: "/",
        },
      },
    ],
  },
  "call-to-action": {
    title: "CallToActionProps",
    description:
      "Props of the call-to-action element: a coloured band with a title, text and one button.",
    type: "object",
    properties: {
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      text: {
        type: "string",
        maxLength: 1000,
      },
      button: {
        description: "A call-to-action: a visible label and a typed Link (hero, call-to-action).",
        type: "object",
        properties: {
          label: {
            type: "string",
            minLength: 1,
            maxLength: 100,
          },
          link: {
            description:
              "A link inside element props; kind says what it targets (spec 2 'Links resolve by target').",
            type: "object",
            properties: {
              kind: {
                type: "string",
                enum: [
                  "page",
                  "post",
                  "product",
                  "bundle",
                  "category",
                  "tag",
                  "event",
                  "internal",
                  "static",
                  "external",
                ],
              },
              href: {
                description:
                  "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
                type: "string",
                minLength: 1,
                maxLength: 500,
                pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
              },
              newTab: {
                description: "Open in a new tab; external links always do (spec 2).",
                type: "boolean",
              },
            },
            required: ["kind", "href"],
            additionalProperties: false,
          },
        },
        required: ["label", "link"],
        additionalProperties: false,
      },
      background: {
        type: "string",
        enum: ["primary", "secondary", "light", "dark"],
        default: "primary",
      },
    },
    required: ["title", "button"],
    additionalProperties: false,
    examples: [
      {
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
    ],
  },
  "category-list": {
    title: "CategoryListProps",
    description:
      "Props of the category-list element: a grid titled 'Categories' (spec 2) of the shop's top categories or of one category's children, each linking to /shop/{slug}; resolved into category-list.data.schema.json.",
    type: "object",
    properties: {
      title: {
        description: "The grid's heading; 'Categories' when left empty (spec 2).",
        type: "string",
        maxLength: 200,
      },
      parent: {
        description:
          "A product category id whose subcategories to show; the top categories when left out.",
        type: "integer",
        minimum: 1,
        maximum: 2147483647,
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 24,
        default: 12,
      },
    },
    required: [],
    additionalProperties: false,
    examples: [
      {
        limit: 6,
      },
    ],
  },
  columns: {
    title: "ColumnsProps",
    description:
      "Props of the columns element; its children live in the slots column-1 .. column-<count>.",
    type: "object",
    properties: {
      count: {
        type: "integer",
        minimum: 1,
        maximum: 4,
        default: 2,
      },
      gap: {
        type: "string",
        enum: ["small", "medium", "large"],
        default: "medium",
      },
      verticalAlign: {
        type: "string",
        enum: ["start", "center", "end"],
        default: "start",
      },
    },
    additionalProperties: false,
    examples: [
      {
        count: 2,
      },
    ],
  },
  "cookie-section": {
    title: "CookieSectionOptions",
    description:
      "Options of the cookie banner: only necessary cookies are used, one button (spec 2).",
    type: "object",
    properties: {
      text: {
        type: "string",
        minLength: 1,
        maxLength: 1000,
        default: "Ova stranica koristi samo nužne kolačiće, potrebne za njezin rad.",
      },
      buttonLabel: {
        type: "string",
        minLength: 1,
        maxLength: 50,
        default: "Slažem se",
      },
      link: {
        description: "A plain link with a visible label (footer and cookie links).",
        type: "object",
        properties: {
          label: {
            type: "string",
            minLength: 1,
            maxLength: 100,
          },
          href: {
            description:
              "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
            type: "string",
            minLength: 1,
            maxLength: 500,
            pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
          },
        },
        required: ["label", "href"],
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  "cross-sell": {
    title: "CrossSellProps",
    description:
      "Props of the cross-sell element: the cross-sell products of one product (as its product page shows them), at most `limit`; resolved into product-list.data.schema.json.",
    type: "object",
    properties: {
      product: {
        description:
          "The product id whose cross-sell products are shown; none shows nothing on the site.",
        type: "integer",
        minimum: 1,
        maximum: 2147483647,
      },
      title: {
        description: "The heading; empty: the product page's own ('Uz ovo preporučujemo').",
        type: "string",
        maxLength: 200,
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 24,
        default: 6,
      },
    },
    required: [],
    additionalProperties: false,
    examples: [
      {
        product: 1,
        limit: 4,
      },
    ],
  },
  events: {
    title: "EventsProps",
    description:
      "Props of the events element: the next upcoming or the latest past published events (issue 22); the server resolves them into events.data.schema.json.",
    type: "object",
    properties: {
      title: {
        type: "string",
        maxLength: 200,
      },
      when: {
        type: "string",
        enum: ["upcoming", "past"],
        default: "upcoming",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 12,
        default: 3,
      },
    },
    required: [],
    additionalProperties: false,
    examples: [
      {
        when: "upcoming",
        limit: 3,
      },
    ],
  },
  "feature-list": {
    title: "FeatureListProps",
    description: "Props of the feature-list element: icon, title and text per item.",
    type: "object",
    properties: {
      title: {
        type: "string",
        maxLength: 200,
      },
      items: {
        type: "array",
        minItems: 1,
        maxItems: 12,
        items: {
          title: "FeatureItem",
          type: "object",
          properties: {
            icon: {
              title: "FeatureIcon",
              type: "string",
              enum: [
                "clock",
                "phone",
                "mail",
                "map-pin",
                "star",
                "heart",
                "utensils",
                "wine",
                "bed",
                "users",
                "music",
                "calendar",
                "wifi",
                "car",
                "leaf",
                "sun",
              ],
            },
            title: {
              type: "string",
              minLength: 1,
              maxLength: 100,
            },
            text: {
              type: "string",
              maxLength: 500,
            },
            link: {
              description:
                "A link inside element props; kind says what it targets (spec 2 'Links resolve by target').",
              type: "object",
              properties: {
                kind: {
                  type: "string",
                  enum: [
                    "page",
                    "post",
                    "product",
                    "bundle",
                    "category",
                    "tag",
                    "event",
                    "internal",
                    "static",
                    "external",
                  ],
                },
                href: {
                  description:
                    "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
                  type: "string",
                  minLength: 1,
                  maxLength: 500,
                  pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
                },
                newTab: {
                  description: "Open in a new tab; external links always do (spec 2).",
                  type: "boolean",
                },
              },
              required: ["kind", "href"],
              additionalProperties: false,
            },
          },
          required: ["icon", "title", "text"],
          additionalProperties: false,
        },
      },
      columns: {
        type: "integer",
        minimum: 2,
        maximum: 4,
        default: 3,
      },
    },
    required: ["items"],
    additionalProperties: false,
    examples: [
      {
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
    ],
  },
  "featured-products": {
    title: "FeaturedProductsProps",
    description:
      "Props of the featured-products element: a strip of the featured products (of a category, with its subcategories), by category priority; resolved into product-list.data.schema.json.",
    type: "object",
    properties: {
      title: {
        type: "string",
        maxLength: 200,
      },
      category: {
        description: "A product category id; all featured products when left out.",
        type: "integer",
        minimum: 1,
        maximum: 2147483647,
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 12,
        default: 6,
      },
    },
    required: [],
    additionalProperties: false,
    examples: [
      {
        limit: 6,
      },
    ],
  },
  "footer-section": {
    title: "FooterSectionOptions",
    description: "Options of the footer (spec 2 Footer, spec 9: four link columns).",
    type: "object",
    properties: {
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      link: {
        description: "A plain link with a visible label (footer and cookie links).",
        type: "object",
        properties: {
          label: {
            type: "string",
            minLength: 1,
            maxLength: 100,
          },
          href: {
            description:
              "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
            type: "string",
            minLength: 1,
            maxLength: 500,
            pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
          },
        },
        required: ["label", "href"],
        additionalProperties: false,
      },
      logos: {
        type: "array",
        maxItems: 6,
        default: [],
        items: {
          title: "FooterLogo",
          type: "object",
          properties: {
            src: {
              description:
                "Address of an image or video: a site path or an https URL (never javascript: or data:).",
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^(?:/|https://)[^\\s<>\"']*$",
            },
            alt: {
              type: "string",
              maxLength: 300,
            },
            href: {
              description:
                "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
            },
          },
          required: ["src", "alt"],
          additionalProperties: false,
        },
      },
      columns: {
        type: "array",
        minItems: 4,
        maxItems: 4,
        default: [
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
        items: {
          title: "FooterColumn",
          type: "object",
          properties: {
            title: {
              type: "string",
              maxLength: 100,
            },
            links: {
              type: "array",
              maxItems: 10,
              items: {
                title: "FooterColumnLink",
                type: "object",
                properties: {
                  label: {
                    type: "string",
                    minLength: 1,
                    maxLength: 100,
                  },
                  href: {
                    description:
                      "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
                    type: "string",
                    minLength: 1,
                    maxLength: 500,
                    pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
                  },
                  type: {
                    type: "string",
                    enum: ["internal", "static", "external"],
                  },
                },
                required: ["label", "href", "type"],
                additionalProperties: false,
              },
            },
          },
          required: ["title", "links"],
          additionalProperties: false,
        },
      },
      social: {
        type: "array",
        maxItems: 8,
        default: [],
        items: {
          title: "FooterSocialLink",
          type: "object",
          properties: {
            network: {
              type: "string",
              enum: ["facebook", "instagram", "youtube", "linkedin", "x", "tiktok"],
            },
            url: {
              type: "string",
              minLength: 9,
              maxLength: 500,
              pattern: '^https://[^\\s<>"]+$',
            },
          },
          required: ["network", "url"],
          additionalProperties: false,
        },
      },
      copyright: {
        type: "string",
        minLength: 1,
        maxLength: 300,
      },
      footerMenu: {
        type: "array",
        maxItems: 8,
        default: [],
        items: {
          description: "A plain link with a visible label (footer and cookie links).",
          type: "object",
          properties: {
            label: {
              type: "string",
              minLength: 1,
              maxLength: 100,
            },
            href: {
              description:
                "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
            },
          },
          required: ["label", "href"],
          additionalProperties: false,
        },
      },
      euLogos: {
        description: "Shown only with the bugarin and vitrina themes (spec 2).",
        type: "array",
        maxItems: 4,
        default: [],
        items: {
          description: "An image with its alternative text (logos, EU logos).",
          type: "object",
          properties: {
            src: {
              description:
                "Address of an image or video: a site path or an https URL (never javascript: or data:).",
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^(?:/|https://)[^\\s<>\"']*$",
            },
            alt: {
              type: "string",
              maxLength: 300,
            },
          },
          required: ["src", "alt"],
          additionalProperties: false,
        },
      },
    },
    required: ["title", "copyright"],
    additionalProperties: false,
  },
  form: {
    title: "FormProps",
    description:
      "Props of the form element (issue 21): a form made in the builder. `fields` is its structure, one for every language (name, type, required, limits; schemas/form-fields/); `labels` holds its texts per language. Submissions go to spec 7 form storeData under formSlug, which also names the form's consent assignment.",
    type: "object",
    properties: {
      formSlug: {
        type: "string",
        minLength: 3,
        maxLength: 41,
        pattern: "^[a-z][a-z0-9-]{2,40}$",
      },
      title: {
        type: "string",
        maxLength: 200,
      },
      submitLabel: {
        type: "string",
        maxLength: 60,
      },
      successMessage: {
        type: "string",
        maxLength: 500,
      },
      fields: {
        type: "array",
        minItems: 1,
        maxItems: 30,
        items: {
          description: "One field of a form: one of the types of schemas/form-fields/ (codegen).",
          type: "object",
          discriminator: {
            propertyName: "type",
          },
          oneOf: [
            {
              description:
                "A form's checkboxes field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Potvrdni okviri",
                  en: "Checkboxes",
                  de: "Kontrollkästchen",
                },
                value: {
                  type: "array",
                  uniqueItems: true,
                  maxItems: 50,
                  items: {
                    type: "string",
                    maxLength: 100,
                  },
                },
                settings: {
                  options: {
                    at: "/items/enum",
                  },
                },
              },
              type: "object",
              properties: {
                type: {
                  const: "checkboxes",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
                options: {
                  description:
                    "The values a select or checkboxes field offers (the same in every language; their texts are in the form's labels).",
                  type: "array",
                  minItems: 1,
                  maxItems: 50,
                  uniqueItems: true,
                  items: {
                    type: "string",
                    minLength: 1,
                    maxLength: 100,
                    pattern: "^[^\\s].*$",
                  },
                },
              },
              required: ["type", "name", "options"],
              additionalProperties: false,
            },
            {
              description:
                "A form's date field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Datum",
                  en: "Date",
                  de: "Datum",
                },
                value: {
                  type: "string",
                  format: "date",
                  maxLength: 10,
                },
                settings: {},
              },
              type: "object",
              properties: {
                type: {
                  const: "date",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
              },
              required: ["type", "name"],
              additionalProperties: false,
            },
            {
              description:
                "A form's email field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "E-pošta",
                  en: "E-mail",
                  de: "E-Mail",
                },
                value: {
                  type: "string",
                  format: "email",
                  maxLength: 254,
                },
                settings: {},
              },
              type: "object",
              properties: {
                type: {
                  const: "email",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
              },
              required: ["type", "name"],
              additionalProperties: false,
            },
            {
              description:
                "A form's file field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Datoteka",
                  en: "File",
                  de: "Datei",
                },
                value: {
                  type: "array",
                  maxItems: 10,
                  items: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                  },
                },
                settings: {
                  maxFiles: {
                    at: "/maxItems",
                    default: 1,
                  },
                },
              },
              type: "object",
              properties: {
                type: {
                  const: "file",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
                accept: {
                  type: "array",
                  minItems: 1,
                  maxItems: 5,
                  uniqueItems: true,
                  items: {
                    title: "FormFileType",
                    type: "string",
                    enum: ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"],
                  },
                },
                maxFiles: {
                  type: "integer",
                  minimum: 1,
                  maximum: 10,
                },
              },
              required: ["type", "name"],
              additionalProperties: false,
            },
            {
              description:
                "A form's number field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Broj",
                  en: "Number",
                  de: "Zahl",
                },
                value: {
                  type: "number",
                },
                settings: {
                  minimum: {
                    at: "/minimum",
                  },
                  maximum: {
                    at: "/maximum",
                  },
                },
              },
              type: "object",
              properties: {
                type: {
                  const: "number",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
                minimum: {
                  type: "number",
                  minimum: -1000000000,
                  maximum: 1000000000,
                },
                maximum: {
                  type: "number",
                  minimum: -1000000000,
                  maximum: 1000000000,
                },
              },
              required: ["type", "name"],
              additionalProperties: false,
            },
            {
              description:
                "A form's phone field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Telefon",
                  en: "Phone",
                  de: "Telefon",
                },
                value: {
                  type: "string",
                  pattern: "^\\+?[0-9 ()/-]{6,30}$",
                  maxLength: 30,
                },
                settings: {},
              },
              type: "object",
              properties: {
                type: {
                  const: "phone",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
              },
              required: ["type", "name"],
              additionalProperties: false,
            },
            {
              description:
                "A form's select field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Padajući izbor",
                  en: "Select",
                  de: "Auswahl",
                },
                value: {
                  type: "string",
                  maxLength: 100,
                },
                settings: {
                  options: {
                    at: "/enum",
                  },
                },
              },
              type: "object",
              properties: {
                type: {
                  const: "select",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
                options: {
                  description:
                    "The values a select or checkboxes field offers (the same in every language; their texts are in the form's labels).",
                  type: "array",
                  minItems: 1,
                  maxItems: 50,
                  uniqueItems: true,
                  items: {
                    type: "string",
                    minLength: 1,
                    maxLength: 100,
                    pattern: "^[^\\s].*$",
                  },
                },
              },
              required: ["type", "name", "options"],
              additionalProperties: false,
            },
            {
              description:
                "A form's text field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Tekst",
                  en: "Text",
                  de: "Text",
                },
                value: {
                  type: "string",
                },
                settings: {
                  maxLength: {
                    at: "/maxLength",
                    default: 200,
                  },
                },
              },
              type: "object",
              properties: {
                type: {
                  const: "text",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
                maxLength: {
                  type: "integer",
                  minimum: 1,
                  maximum: 2000,
                },
              },
              required: ["type", "name"],
              additionalProperties: false,
            },
            {
              description:
                "A form's textarea field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.",
              "x-form-field": {
                label: {
                  hr: "Dulji tekst",
                  en: "Long text",
                  de: "Langer Text",
                },
                value: {
                  type: "string",
                },
                settings: {
                  maxLength: {
                    at: "/maxLength",
                    default: 2000,
                  },
                },
              },
              type: "object",
              properties: {
                type: {
                  const: "textarea",
                },
                name: {
                  description:
                    "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z][a-z0-9_]{0,39}$",
                },
                required: {
                  type: "boolean",
                },
                maxLength: {
                  type: "integer",
                  minimum: 1,
                  maximum: 5000,
                },
              },
              required: ["type", "name"],
              additionalProperties: false,
            },
          ],
        },
      },
      labels: {
        type: "array",
        maxItems: 30,
        items: {
          description:
            "The text of one form field in one language: its label, and the texts of its options (in the order of the field's options; a missing one shows the option's value).",
          type: "object",
          properties: {
            field: {
              description:
                "The name of a form's field: the key of its value in a submission and of its label in the form's labels.",
              type: "string",
              minLength: 1,
              maxLength: 40,
              pattern: "^[a-z][a-z0-9_]{0,39}$",
            },
            label: {
              type: "string",
              minLength: 1,
              maxLength: 200,
            },
            options: {
              type: "array",
              maxItems: 50,
              items: {
                type: "string",
                maxLength: 200,
              },
            },
          },
          required: ["field", "label"],
          additionalProperties: false,
        },
      },
    },
    required: ["formSlug", "fields"],
    additionalProperties: false,
    examples: [
      {
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
    ],
  },
  gallery: {
    title: "GalleryProps",
    description: "Props of the gallery element.",
    type: "object",
    properties: {
      images: {
        type: "array",
        minItems: 1,
        maxItems: 24,
        items: {
          title: "GalleryImage",
          type: "object",
          properties: {
            src: {
              description:
                "Address of an image or video: a site path or an https URL (never javascript: or data:).",
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^(?:/|https://)[^\\s<>\"']*$",
            },
            alt: {
              type: "string",
              maxLength: 300,
            },
            caption: {
              type: "string",
              maxLength: 300,
            },
          },
          required: ["src", "alt"],
          additionalProperties: false,
        },
      },
      columns: {
        type: "integer",
        minimum: 2,
        maximum: 6,
        default: 3,
      },
    },
    required: ["images"],
    additionalProperties: false,
    examples: [
      {
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
    ],
  },
  "header-section": {
    title: "HeaderSectionOptions",
    description:
      "Options of the header: the desktop menu is split in two halves around the title (spec 2).",
    type: "object",
    properties: {
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      logo: {
        description: "An image with its alternative text (logos, EU logos).",
        type: "object",
        properties: {
          src: {
            description:
              "Address of an image or video: a site path or an https URL (never javascript: or data:).",
            type: "string",
            minLength: 1,
            maxLength: 500,
            pattern: "^(?:/|https://)[^\\s<>\"']*$",
          },
          alt: {
            type: "string",
            maxLength: 300,
          },
        },
        required: ["src", "alt"],
        additionalProperties: false,
      },
      menu: {
        description: "The navigation tree shown (GET /api/v1/cms/navigation/tree/main).",
        type: "string",
        const: "main",
        default: "main",
      },
      sticky: {
        type: "boolean",
        default: true,
      },
      showLanguageSwitch: {
        type: "boolean",
        default: true,
      },
    },
    required: ["title"],
    additionalProperties: false,
  },
  heading: {
    title: "HeadingProps",
    description: "Props of the heading element.",
    type: "object",
    properties: {
      text: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      level: {
        type: "integer",
        minimum: 1,
        maximum: 6,
        default: 2,
      },
      align: {
        type: "string",
        enum: ["left", "center", "right"],
        default: "left",
      },
      anchor: {
        description:
          "id for in-page links (#anchor); the header scrolls to it with a 120px offset.",
        type: "string",
        maxLength: 64,
        pattern: "^[a-z][a-z0-9-]*$",
      },
    },
    required: ["text"],
    additionalProperties: false,
    examples: [
      {
        text: "Novi naslov",
      },
    ],
  },
  hero: {
    title: "HeroProps",
    description:
      "Props of the hero element: a full-width image with a title and an optional call to action.",
    type: "object",
    properties: {
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      subtitle: {
        type: "string",
        maxLength: 300,
      },
      image: {
        description:
          "Address of an image or video: a site path or an https URL (never javascript: or data:).",
        type: "string",
        minLength: 1,
        maxLength: 500,
        pattern: "^(?:/|https://)[^\\s<>\"']*$",
      },
      overlay: {
        description: "Darkening of the image in percent, so the title stays readable.",
        type: "integer",
        minimum: 0,
        maximum: 90,
        default: 40,
      },
      height: {
        type: "string",
        enum: ["medium", "large", "full"],
        default: "large",
      },
      align: {
        type: "string",
        enum: ["left", "center"],
        default: "center",
      },
      cta: {
        description: "A call-to-action: a visible label and a typed Link (hero, call-to-action).",
        type: "object",
        properties: {
          label: {
            type: "string",
            minLength: 1,
            maxLength: 100,
          },
          link: {
            description:
              "A link inside element props; kind says what it targets (spec 2 'Links resolve by target').",
            type: "object",
            properties: {
              kind: {
                type: "string",
                enum: [
                  "page",
                  "post",
                  "product",
                  "bundle",
                  "category",
                  "tag",
                  "event",
                  "internal",
                  "static",
                  "external",
                ],
              },
              href: {
                description:
                  "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
                type: "string",
                minLength: 1,
                maxLength: 500,
                pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
              },
              newTab: {
                description: "Open in a new tab; external links always do (spec 2).",
                type: "boolean",
              },
            },
            required: ["kind", "href"],
            additionalProperties: false,
          },
        },
        required: ["label", "link"],
        additionalProperties: false,
      },
    },
    required: ["title", "image"],
    additionalProperties: false,
    examples: [
      {
        title: "Dobro došli",
        image: "/images/demo/sea-960.jpg",
      },
    ],
  },
  image: {
    title: "ImageProps",
    description:
      "Props of the image element; width and height reserve space so the page does not shift.",
    type: "object",
    properties: {
      src: {
        description:
          "Address of an image or video: a site path or an https URL (never javascript: or data:).",
        type: "string",
        minLength: 1,
        maxLength: 500,
        pattern: "^(?:/|https://)[^\\s<>\"']*$",
      },
      alt: {
        type: "string",
        maxLength: 300,
      },
      caption: {
        type: "string",
        maxLength: 300,
      },
      width: {
        type: "integer",
        minimum: 1,
        maximum: 10000,
      },
      height: {
        type: "integer",
        minimum: 1,
        maximum: 10000,
      },
      link: {
        description:
          "A link inside element props; kind says what it targets (spec 2 'Links resolve by target').",
        type: "object",
        properties: {
          kind: {
            type: "string",
            enum: [
              "page",
              "post",
              "product",
              "bundle",
              "category",
              "tag",
              "event",
              "internal",
              "static",
              "external",
            ],
          },
          href: {
            description:
              "Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\\ (issue 18: browsers read both as another host).",
            type: "string",
            minLength: 1,
            maxLength: 500,
            pattern: '^(?:/(?![/\\\\])|#|https?://|mailto:|tel:)[^\\s<>"]*$',
          },
          newTab: {
            description: "Open in a new tab; external links always do (spec 2).",
            type: "boolean",
          },
        },
        required: ["kind", "href"],
        additionalProperties: false,
      },
      rounded: {
        type: "boolean",
        default: false,
      },
    },
    required: ["src", "alt", "width", "height"],
    additionalProperties: false,
    examples: [
      {
        src: "/images/demo/terrace-960.jpg",
        alt: "Terasa uz more",
        width: 1600,
        height: 1000,
      },
    ],
  },
  map: {
    title: "MapProps",
    description: "Props of the map element: a location with its address.",
    type: "object",
    properties: {
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      address: {
        type: "string",
        minLength: 1,
        maxLength: 300,
      },
      lat: {
        type: "number",
        minimum: -90,
        maximum: 90,
      },
      lng: {
        type: "number",
        minimum: -180,
        maximum: 180,
      },
      zoom: {
        type: "integer",
        minimum: 1,
        maximum: 19,
        default: 15,
      },
      height: {
        type: "integer",
        minimum: 200,
        maximum: 800,
        default: 360,
      },
    },
    required: ["title", "address", "lat", "lng"],
    additionalProperties: false,
    examples: [
      {
        title: "Gdje smo",
        address: "Obala 1, Primošten",
        lat: 43.5862,
        lng: 15.9233,
      },
    ],
  },
  master: {
    title: "MasterProps",
    description:
      "Props of an instance of a master component (spec 2 'choose master component'): the server draws the master's current subtree in its place, so every instance follows the master.",
    type: "object",
    properties: {
      masterId: {
        type: "integer",
        minimum: 1,
        maximum: 2147483647,
      },
    },
    required: ["masterId"],
    additionalProperties: false,
    examples: [
      {
        masterId: 1,
      },
    ],
  },
  newsletter: {
    title: "NewsletterProps",
    description:
      "Props of the newsletter element (issue 21): a sign-up band with a title, text, the e-mail field, the newsletter assignment's consents, a button and the message shown once the confirmation mail is on its way.",
    type: "object",
    properties: {
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
        default: "Newsletter",
      },
      text: {
        type: "string",
        maxLength: 1000,
        default: "Prijavite se i saznajte prvi za ponude i događanja.",
      },
      buttonLabel: {
        type: "string",
        minLength: 1,
        maxLength: 60,
        default: "Prijavi se",
      },
      successMessage: {
        type: "string",
        minLength: 1,
        maxLength: 500,
        default: "Hvala! Poslali smo vam e-poruku: prijavu potvrdite klikom na poveznicu u njoj.",
      },
    },
    required: ["title", "buttonLabel", "successMessage"],
    additionalProperties: false,
    examples: [
      {
        title: "Budite u tijeku",
        text: "Jednom mjesečno: nova jela, vina i događanja.",
        buttonLabel: "Prijavi se",
        successMessage: "Hvala! Prijavu potvrdite poveznicom iz e-poruke koju smo vam poslali.",
      },
    ],
  },
  "opening-hours": {
    title: "OpeningHoursProps",
    description: "Props of the opening-hours element: one row per group of days.",
    type: "object",
    properties: {
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      rows: {
        type: "array",
        minItems: 1,
        maxItems: 14,
        items: {
          title: "OpeningHoursRow",
          type: "object",
          properties: {
            days: {
              type: "string",
              minLength: 1,
              maxLength: 100,
            },
            hours: {
              type: "string",
              minLength: 1,
              maxLength: 100,
            },
          },
          required: ["days", "hours"],
          additionalProperties: false,
        },
      },
      note: {
        type: "string",
        maxLength: 300,
      },
    },
    required: ["title", "rows"],
    additionalProperties: false,
    examples: [
      {
        title: "Radno vrijeme",
        rows: [
          {
            days: "Ponedjeljak – nedjelja",
            hours: "12:00 – 23:00",
          },
        ],
      },
    ],
  },
  "page-list": {
    title: "PageListProps",
    description:
      "Props of the page-list element; the server resolves the listed pages into page-list.data.schema.json.",
    type: "object",
    properties: {
      title: {
        type: "string",
        maxLength: 200,
      },
      slugMains: {
        description: "Canonical slugs (slugMain) of the pages to list, in this order.",
        type: "array",
        minItems: 1,
        maxItems: 12,
        uniqueItems: true,
        items: {
          description: "One URL segment: lower-case letters and digits joined by single hyphens.",
          type: "string",
          minLength: 1,
          maxLength: 120,
          pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
        },
      },
      layout: {
        type: "string",
        enum: ["cards", "list"],
        default: "cards",
      },
    },
    required: ["slugMains"],
    additionalProperties: false,
    examples: [
      {
        slugMains: ["restaurant"],
      },
    ],
  },
  "post-list": {
    title: "PostListProps",
    description:
      "Props of the post-list element: the latest published posts, of one post category (its slug in the page's language) or of all, newest first (issue 22); the server resolves them into post-list.data.schema.json.",
    type: "object",
    properties: {
      title: {
        type: "string",
        maxLength: 200,
      },
      category: {
        description: "A post category's slug in the page's language: its posts only.",
        type: "string",
        minLength: 1,
        maxLength: 120,
        pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 12,
        default: 3,
      },
    },
    required: [],
    additionalProperties: false,
    examples: [
      {
        limit: 3,
      },
    ],
  },
  "product-list": {
    title: "ProductListProps",
    description:
      "Props of the product-list element: products of a category (with its subcategories), of a tag or picked by id, sorted (spec 9) and limited; the server resolves them into product-list.data.schema.json.",
    type: "object",
    properties: {
      title: {
        type: "string",
        maxLength: 200,
      },
      category: {
        description: "A product category id: its products and its subcategories'.",
        type: "integer",
        minimum: 1,
        maximum: 2147483647,
      },
      tag: {
        description: "A product tag id.",
        type: "integer",
        minimum: 1,
        maximum: 2147483647,
      },
      productIds: {
        description:
          "Products picked by id; listed in this order when no other filter narrows them.",
        type: "array",
        maxItems: 24,
        uniqueItems: true,
        items: {
          type: "integer",
          minimum: 1,
          maximum: 2147483647,
        },
      },
      sort: {
        description:
          "Sorts of spec 9: newest first (default, id descending), oldest first, cheapest and most expensive (finalPrice), name A-Z and Z-A, category priority low or high first.",
        type: "string",
        enum: [
          "newest",
          "oldest",
          "priceAsc",
          "priceDesc",
          "nameAsc",
          "nameDesc",
          "priorityAsc",
          "priorityDesc",
        ],
        default: "newest",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 24,
        default: 8,
      },
    },
    required: [],
    additionalProperties: false,
    examples: [
      {
        limit: 4,
      },
    ],
  },
  quote: {
    title: "QuoteProps",
    description: "Props of the quote element.",
    type: "object",
    properties: {
      text: {
        type: "string",
        minLength: 1,
        maxLength: 2000,
      },
      author: {
        type: "string",
        maxLength: 100,
      },
      role: {
        type: "string",
        maxLength: 100,
      },
    },
    required: ["text"],
    additionalProperties: false,
    examples: [
      {
        text: "Najbolja riba na obali.",
      },
    ],
  },
  "rich-text": {
    title: "RichTextProps",
    description:
      "Props of the rich-text element; html is sanitised on the server before it is stored.",
    type: "object",
    properties: {
      html: {
        type: "string",
        maxLength: 20000,
      },
      align: {
        type: "string",
        enum: ["left", "center", "right"],
        default: "left",
      },
    },
    required: ["html"],
    additionalProperties: false,
    examples: [
      {
        html: "<p>Ovdje upišite tekst.</p>",
      },
    ],
  },
  spacer: {
    title: "SpacerProps",
    description: "Props of the spacer element: empty vertical space in pixels.",
    type: "object",
    properties: {
      height: {
        type: "integer",
        minimum: 0,
        maximum: 400,
        default: 48,
      },
    },
    additionalProperties: false,
    examples: [{}],
  },
  video: {
    title: "VideoProps",
    description: "Props of the video element: youtube and vimeo need videoId, file needs src.",
    type: "object",
    properties: {
      provider: {
        type: "string",
        enum: ["youtube", "vimeo", "file"],
      },
      videoId: {
        type: "string",
        minLength: 1,
        maxLength: 32,
        pattern: "^[A-Za-z0-9_-]+$",
      },
      src: {
        description:
          "Address of an image or video: a site path or an https URL (never javascript: or data:).",
        type: "string",
        minLength: 1,
        maxLength: 500,
        pattern: "^(?:/|https://)[^\\s<>\"']*$",
      },
      title: {
        type: "string",
        minLength: 1,
        maxLength: 200,
      },
      poster: {
        description:
          "Address of an image or video: a site path or an https URL (never javascript: or data:).",
        type: "string",
        minLength: 1,
        maxLength: 500,
        pattern: "^(?:/|https://)[^\\s<>\"']*$",
      },
    },
    required: ["provider", "title"],
    allOf: [
      {
        if: {
          properties: {
            provider: {
              const: "youtube",
            },
          },
        },
        then: {
          required: ["videoId"],
          properties: {
            videoId: {
              type: "string",
              pattern: "^[A-Za-z0-9_-]{11}$",
            },
          },
        },
      },
      {
        if: {
          properties: {
            provider: {
              const: "vimeo",
            },
          },
        },
        then: {
          required: ["videoId"],
          properties: {
            videoId: {
              type: "string",
              pattern: "^[0-9]{6,12}$",
            },
          },
        },
      },
      {
        if: {
          properties: {
            provider: {
              const: "file",
            },
          },
        },
        then: {
          required: ["src"],
          properties: {
            src: {
              description:
                "Address of an image or video: a site path or an https URL (never javascript: or data:).",
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^(?:/|https://)[^\\s<>\"']*$",
            },
          },
        },
      },
    ],
    additionalProperties: false,
    examples: [
      {
        provider: "youtube",
        videoId: "dQw4w9WgXcQ",
        title: "Video",
      },
    ],
  },
};
