// DO NOT EDIT: generated from requests/product-save.schema.json, requests/product-category-save.schema.json, requests/attribute-save.schema.json and the files they $ref by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { JsonSchemaObject } from "./element-schemas.ts";

/** The save request schema of each catalogue entity the admin area edits, every $ref inlined. */
export const adminSchemas = {
  product: {
    title: "ProductSaveRequest",
    description:
      "A product as the back office creates or replaces it: texts per language, prices, categories, attribute values, variants, bundle components, custom options, cross-sell.",
    type: "object",
    properties: {
      sku: {
        type: "string",
        maxLength: 64,
        minLength: 1,
        pattern: "^[A-Za-z0-9._-]+$",
      },
      format: {
        description: "The four product formats of spec 3.",
        type: "string",
        enum: ["Simple", "Configurable", "Bundle", "EProduct"],
      },
      translations: {
        type: "object",
        propertyNames: {
          description: "Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.",
          type: "string",
          minLength: 3,
          maxLength: 3,
          pattern: "^[a-z]{3}$",
        },
        additionalProperties: {
          type: "object",
          properties: {
            name: {
              type: "string",
              maxLength: 200,
              minLength: 1,
            },
            slug: {
              description:
                "One URL segment: lower-case letters and digits joined by single hyphens.",
              type: "string",
              minLength: 1,
              maxLength: 120,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
            },
            description: {
              type: "string",
              maxLength: 20000,
            },
            shortDescription: {
              type: "string",
              maxLength: 1000,
            },
          },
          required: ["name", "slug"],
          additionalProperties: false,
        },
        minProperties: 1,
        maxProperties: 10,
      },
      basicPrice: {
        type: "number",
        minimum: 0,
        maximum: 100000000,
      },
      retailPrice: {
        type: "number",
        minimum: 0,
        maximum: 100000000,
      },
      finalPrice: {
        type: "number",
        minimum: 0,
        maximum: 100000000,
      },
      membershipPrice: {
        anyOf: [
          {
            type: "number",
            minimum: 0,
            maximum: 100000000,
          },
          {
            type: "null",
          },
        ],
      },
      categoryPriority: {
        type: "integer",
        minimum: 0,
        maximum: 1000000,
      },
      isFeatured: {
        type: "boolean",
      },
      isArchived: {
        type: "boolean",
      },
      isVisibleIndividually: {
        type: "boolean",
      },
      isInStock: {
        type: "boolean",
      },
      categoryIds: {
        type: "array",
        maxItems: 50,
        items: {
          type: "integer",
          minimum: 1,
          maximum: 2147483647,
        },
      },
      mainCategoryId: {
        anyOf: [
          {
            type: "integer",
            minimum: 1,
            maximum: 2147483647,
          },
          {
            type: "null",
          },
        ],
      },
      tagIds: {
        type: "array",
        maxItems: 50,
        items: {
          type: "integer",
          minimum: 1,
          maximum: 2147483647,
        },
      },
      media: {
        type: "array",
        maxItems: 30,
        items: {
          description:
            "One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.",
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
      attributes: {
        type: "array",
        maxItems: 100,
        items: {
          type: "object",
          properties: {
            attributeCode: {
              description:
                "An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.",
              type: "string",
              minLength: 1,
              maxLength: 50,
              pattern: "^[a-z][A-Za-z0-9]*$",
            },
            value: {
              anyOf: [
                {
                  type: "number",
                },
                {
                  type: "string",
                  maxLength: 100,
                },
                {
                  type: "array",
                  maxItems: 50,
                  items: {
                    type: "integer",
                    minimum: 1,
                    maximum: 2147483647,
                  },
                },
              ],
            },
          },
          required: ["attributeCode", "value"],
          additionalProperties: false,
        },
      },
      customOptions: {
        type: "array",
        maxItems: 20,
        items: {
          description: "A personalisation a shopper types (spec 3 customOptions): text or number.",
          type: "object",
          properties: {
            option_title: {
              type: "string",
              maxLength: 200,
              minLength: 1,
            },
            option_titles: {
              description:
                "option_title in other languages, by three-letter code: web/get serves the request language's, else option_title (the text it was written in).",
              type: "object",
              propertyNames: {
                description: "Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.",
                type: "string",
                minLength: 3,
                maxLength: 3,
                pattern: "^[a-z]{3}$",
              },
              additionalProperties: {
                type: "string",
                maxLength: 200,
                minLength: 1,
              },
              maxProperties: 10,
            },
            option_type: {
              type: "string",
              enum: ["text", "number"],
            },
            is_required: {
              type: "boolean",
            },
            max_characters: {
              type: "integer",
              minimum: 1,
              maximum: 1000,
            },
            custom_option_values: {
              type: "array",
              maxItems: 20,
              items: {
                type: "object",
                properties: {
                  sku: {
                    type: "string",
                    maxLength: 64,
                    minLength: 1,
                  },
                  label: {
                    type: "string",
                    maxLength: 200,
                    minLength: 1,
                  },
                  labels: {
                    description:
                      "label in other languages, by three-letter code, as option_titles.",
                    type: "object",
                    propertyNames: {
                      description: "Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.",
                      type: "string",
                      minLength: 3,
                      maxLength: 3,
                      pattern: "^[a-z]{3}$",
                    },
                    additionalProperties: {
                      type: "string",
                      maxLength: 200,
                      minLength: 1,
                    },
                    maxProperties: 10,
                  },
                  price: {
                    type: "number",
                    minimum: 0,
                    maximum: 100000000,
                  },
                },
                required: ["sku", "label", "price"],
                additionalProperties: false,
              },
            },
          },
          required: [
            "option_title",
            "option_type",
            "is_required",
            "max_characters",
            "custom_option_values",
          ],
          additionalProperties: false,
        },
      },
      crossSellIds: {
        type: "array",
        maxItems: 24,
        items: {
          type: "integer",
          minimum: 1,
          maximum: 2147483647,
        },
      },
      variantIds: {
        type: "array",
        maxItems: 200,
        items: {
          type: "integer",
          minimum: 1,
          maximum: 2147483647,
        },
      },
      configurableAttributeCodes: {
        type: "array",
        maxItems: 10,
        items: {
          description:
            "An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.",
          type: "string",
          minLength: 1,
          maxLength: 50,
          pattern: "^[a-z][A-Za-z0-9]*$",
        },
      },
      bundles: {
        type: "array",
        maxItems: 50,
        items: {
          type: "object",
          properties: {
            id: {
              type: "integer",
              minimum: 1,
              maximum: 2147483647,
            },
            qty: {
              type: "integer",
              minimum: 1,
              maximum: 1000,
            },
          },
          required: ["id", "qty"],
          additionalProperties: false,
        },
      },
    },
    required: ["sku", "format", "translations", "basicPrice", "retailPrice", "finalPrice"],
    additionalProperties: false,
  },
  productCategory: {
    title: "ProductCategorySaveRequest",
    description: "A product category as the back office creates or replaces it.",
    type: "object",
    properties: {
      parentId: {
        anyOf: [
          {
            type: "integer",
            minimum: 1,
            maximum: 2147483647,
          },
          {
            type: "null",
          },
        ],
      },
      translations: {
        type: "object",
        propertyNames: {
          description: "Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.",
          type: "string",
          minLength: 3,
          maxLength: 3,
          pattern: "^[a-z]{3}$",
        },
        additionalProperties: {
          type: "object",
          properties: {
            name: {
              type: "string",
              maxLength: 200,
              minLength: 1,
            },
            slug: {
              description:
                "One URL segment: lower-case letters and digits joined by single hyphens.",
              type: "string",
              minLength: 1,
              maxLength: 120,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
            },
            description: {
              type: "string",
              maxLength: 5000,
            },
          },
          required: ["name", "slug"],
          additionalProperties: false,
        },
        minProperties: 1,
        maxProperties: 10,
      },
      image: {
        anyOf: [
          {
            description:
              "One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.",
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
          {
            type: "null",
          },
        ],
      },
      position: {
        type: "integer",
        minimum: 0,
        maximum: 1000000,
      },
      sortTypes: {
        type: "array",
        maxItems: 8,
        items: {
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
        },
        minItems: 1,
        uniqueItems: true,
      },
      sortDefaultType: {
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
      },
    },
    required: ["translations"],
    additionalProperties: false,
  },
  attribute: {
    title: "AttributeSaveRequest",
    description:
      "A product attribute as the back office creates or replaces it; values with an id keep it, values without one are new, missing ones are removed.",
    type: "object",
    properties: {
      attributeCode: {
        description:
          "An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.",
        type: "string",
        minLength: 1,
        maxLength: 50,
        pattern: "^[a-z][A-Za-z0-9]*$",
      },
      inputType: {
        description: "Attribute input types of spec 3.",
        type: "string",
        enum: [
          "dropdown",
          "numberField",
          "multipleSelect",
          "textSwatch",
          "visualSwatch",
          "yesNo",
          "dateTime",
          "date",
        ],
      },
      label: {
        description:
          "A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.",
        type: "object",
        propertyNames: {
          description: "Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.",
          type: "string",
          minLength: 3,
          maxLength: 3,
          pattern: "^[a-z]{3}$",
        },
        additionalProperties: {
          type: "string",
          maxLength: 20000,
        },
        maxProperties: 10,
      },
      isFilterable: {
        type: "boolean",
      },
      position: {
        type: "integer",
        minimum: 0,
        maximum: 1000000,
      },
      customClass: {
        type: "string",
        maxLength: 100,
      },
      unit: {
        type: "string",
        maxLength: 20,
      },
      values: {
        type: "array",
        maxItems: 500,
        items: {
          type: "object",
          properties: {
            id: {
              type: "integer",
              minimum: 1,
              maximum: 2147483647,
            },
            label: {
              description:
                "A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.",
              type: "object",
              propertyNames: {
                description: "Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.",
                type: "string",
                minLength: 3,
                maxLength: 3,
                pattern: "^[a-z]{3}$",
              },
              additionalProperties: {
                type: "string",
                maxLength: 20000,
              },
              maxProperties: 10,
            },
            swatch: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 500,
                },
                {
                  type: "null",
                },
              ],
            },
            position: {
              type: "integer",
              minimum: 0,
              maximum: 1000000,
            },
          },
          required: ["label"],
          additionalProperties: false,
        },
      },
    },
    required: ["attributeCode", "inputType", "label"],
    additionalProperties: false,
  },
} as const satisfies Record<string, JsonSchemaObject>;
