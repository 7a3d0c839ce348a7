// DO NOT EDIT: generated from requests/product-save.schema.json, requests/product-category-save.schema.json, requests/attribute-save.schema.json, requests/shop-delivery-method-save.schema.json, requests/shop-payment-method-save.schema.json, requests/shop-coupon-save.schema.json, requests/shop-tax-class-save.schema.json, entities/checkout-settings.schema.json and the files they $ref by `npm run codegen` (node codegen/main.ts).
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
      version: {
        description:
          "The version of the product the form loaded (getProductForEdit gives it). An update naming another version than the stored one is refused with 409 api.productConflict (issue 18), as a page draft's baseRevision is; without it the update replaces whatever is stored. Ignored on create.",
        type: "integer",
        minimum: 1,
        maximum: 2147483647,
      },
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
      stock: {
        description:
          "Units left to sell (issue 17); null or absent: unlimited. A bundle's stock is its components'.",
        anyOf: [
          {
            type: "integer",
            minimum: 0,
            maximum: 100000000,
          },
          {
            type: "null",
          },
        ],
      },
      taxClass: {
        description:
          "The VAT class its price includes (a tax class code of the shop); absent: standard.",
        type: "string",
        pattern: "^[A-Za-z0-9_-]+$",
        minLength: 1,
        maxLength: 40,
      },
      walletPlanId: {
        description:
          "The card wallet's subscription plan (PayPal's plan id, P-…) this product is sold by (issue 20, decision 046): a cart of this product alone, paid by the wallet, becomes a subscription of that plan with the cart's quantity. Null or absent: sold once.",
        anyOf: [
          {
            type: "string",
            minLength: 3,
            maxLength: 50,
            pattern: "^P-[A-Za-z0-9-]{1,48}$",
          },
          {
            type: "null",
          },
        ],
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

/** The save schema of each shop setting the admin area edits (issue 17), every $ref inlined. */
export const shopAdminSchemas = {
  deliveryMethod: {
    title: "ShopDeliveryMethodSaveRequest",
    description:
      "A delivery method as the back office creates or replaces it (issue 17, spec 3 delivery method): name and description per language, price and free-delivery threshold in euros (stored in cents), the countries it delivers to (none: every allowed country), its branches (pickup places, parcel lockers), tax class, whether checkout offers it and its position.",
    type: "object",
    properties: {
      code: {
        description:
          "The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.",
        type: "string",
        pattern: "^[A-Za-z0-9_-]+$",
        minLength: 1,
        maxLength: 40,
      },
      name: {
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
          minLength: 1,
          maxLength: 200,
        },
        maxProperties: 10,
        minProperties: 1,
      },
      description: {
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
          maxLength: 2000,
        },
        maxProperties: 10,
      },
      price: {
        description:
          "An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.",
        type: "string",
        pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$",
        minLength: 1,
        maxLength: 12,
      },
      freeFrom: {
        description: "The items total from which delivery is free; empty: never free.",
        anyOf: [
          {
            description:
              "An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.",
            type: "string",
            pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$",
            minLength: 1,
            maxLength: 12,
          },
          {
            type: "null",
          },
        ],
      },
      countries: {
        type: "array",
        maxItems: 300,
        uniqueItems: true,
        items: {
          type: "string",
          pattern: "^[A-Z]{2}$",
          minLength: 2,
          maxLength: 2,
        },
      },
      branches: {
        type: "array",
        maxItems: 500,
        items: {
          description:
            "A place a delivery method hands parcels over at (spec 3 delivery method options.branches): a pickup counter or a parcel locker.",
          type: "object",
          properties: {
            id: {
              type: "string",
              minLength: 1,
              maxLength: 64,
              pattern: "^[A-Za-z0-9_-]+$",
            },
            name: {
              type: "string",
              maxLength: 200,
              minLength: 1,
            },
            address: {
              type: "string",
              maxLength: 300,
            },
          },
          required: ["id", "name"],
          additionalProperties: false,
        },
      },
      taxClass: {
        description:
          "The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.",
        type: "string",
        pattern: "^[A-Za-z0-9_-]+$",
        minLength: 1,
        maxLength: 40,
      },
      isActive: {
        type: "boolean",
      },
      position: {
        type: "integer",
        minimum: 0,
        maximum: 100000,
      },
    },
    required: ["code", "name", "price", "taxClass"],
    additionalProperties: false,
  },
  paymentMethod: {
    title: "ShopPaymentMethodSaveRequest",
    description:
      "A payment method as the back office creates or replaces it (issue 17): cash on delivery or bank transfer (both done at once), name and description per language, whether checkout offers it and its position. Card payment comes with the payments issue.",
    type: "object",
    properties: {
      code: {
        description:
          "The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.",
        type: "string",
        pattern: "^[A-Za-z0-9_-]+$",
        minLength: 1,
        maxLength: 40,
      },
      kind: {
        type: "string",
        enum: ["cashOnDelivery", "bankTransfer"],
      },
      name: {
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
          minLength: 1,
          maxLength: 200,
        },
        maxProperties: 10,
        minProperties: 1,
      },
      description: {
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
          maxLength: 2000,
        },
        maxProperties: 10,
      },
      isActive: {
        type: "boolean",
      },
      position: {
        type: "integer",
        minimum: 0,
        maximum: 100000,
      },
    },
    required: ["code", "kind", "name"],
    additionalProperties: false,
  },
  coupon: {
    title: "ShopCouponSaveRequest",
    description:
      "A coupon as the back office creates or replaces it (issue 17): its code (compared upper-cased), percent (a whole 1-100) or a fixed amount in euros, the minimum items total in euros, the validity window, usage limits overall and per customer (empty: none), the products or categories it is limited to (both empty: every item) and whether it is active. How often it was used is the server's to count.",
    type: "object",
    properties: {
      code: {
        type: "string",
        pattern: "^[A-Za-z0-9_-]+$",
        minLength: 1,
        maxLength: 40,
      },
      kind: {
        type: "string",
        enum: ["percent", "fixed"],
      },
      amount: {
        description:
          "An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.",
        type: "string",
        pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$",
        minLength: 1,
        maxLength: 12,
      },
      minItemsTotal: {
        description:
          "An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.",
        type: "string",
        pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$",
        minLength: 1,
        maxLength: 12,
      },
      validFrom: {
        anyOf: [
          {
            type: "string",
            format: "date-time",
            maxLength: 40,
          },
          {
            type: "null",
          },
        ],
      },
      validTo: {
        anyOf: [
          {
            type: "string",
            format: "date-time",
            maxLength: 40,
          },
          {
            type: "null",
          },
        ],
      },
      usageLimit: {
        anyOf: [
          {
            type: "integer",
            minimum: 1,
            maximum: 100000000,
          },
          {
            type: "null",
          },
        ],
      },
      perCustomerLimit: {
        anyOf: [
          {
            type: "integer",
            minimum: 1,
            maximum: 100000000,
          },
          {
            type: "null",
          },
        ],
      },
      productIds: {
        type: "array",
        maxItems: 1000,
        uniqueItems: true,
        items: {
          type: "integer",
          minimum: 1,
          maximum: 2147483647,
        },
      },
      categoryIds: {
        type: "array",
        maxItems: 1000,
        uniqueItems: true,
        items: {
          type: "integer",
          minimum: 1,
          maximum: 2147483647,
        },
      },
      isActive: {
        type: "boolean",
      },
    },
    required: ["code", "kind", "amount"],
    additionalProperties: false,
  },
  taxClass: {
    title: "ShopTaxClassSaveRequest",
    description:
      "A VAT class as the back office creates or changes it (issue 17): its code (fixed once made), its name per language and its rate in percent with at most two decimals (25, 13, 5; stored in basis points). Prices include VAT.",
    type: "object",
    properties: {
      code: {
        description:
          "The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.",
        type: "string",
        pattern: "^[A-Za-z0-9_-]+$",
        minLength: 1,
        maxLength: 40,
      },
      name: {
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
          minLength: 1,
          maxLength: 200,
        },
        maxProperties: 10,
        minProperties: 1,
      },
      rate: {
        type: "string",
        pattern: "^(100([.,]00?)?|[0-9]{1,2}([.,][0-9]{1,2})?)$",
        minLength: 1,
        maxLength: 6,
      },
    },
    required: ["code", "name", "rate"],
    additionalProperties: false,
  },
  checkout: {
    title: "CheckoutSettings",
    description:
      "spec 7 getCheckoutSettings (the CheckoutSettings site option): the cart addition behaviour (spec 9: 0 redirect to the cart, 1 stay, 2 popup), allowed countries (a list, one ISO code, or ALL), skipShippingStep, and the bank transfer details.",
    type: "object",
    properties: {
      cartAdditionBehaviour: {
        type: "integer",
        enum: [0, 1, 2],
        default: 2,
      },
      allowedCountries: {
        oneOf: [
          {
            const: "ALL",
          },
          {
            type: "string",
            pattern: "^[A-Z]{2}$",
          },
          {
            type: "array",
            minItems: 1,
            maxItems: 300,
            uniqueItems: true,
            items: {
              type: "string",
              pattern: "^[A-Z]{2}$",
            },
          },
        ],
        default: "ALL",
      },
      skipShippingStep: {
        type: "boolean",
        default: false,
      },
      bankTransfer: {
        description:
          "Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.",
        type: "object",
        properties: {
          payee: {
            type: "string",
            maxLength: 30,
            minLength: 1,
          },
          payeeStreet: {
            type: "string",
            maxLength: 27,
            minLength: 1,
          },
          payeeCity: {
            type: "string",
            maxLength: 27,
            minLength: 1,
          },
          iban: {
            type: "string",
            pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
            minLength: 15,
            maxLength: 34,
          },
          model: {
            type: "string",
            pattern: "^HR[0-9]{2}$",
            minLength: 4,
            maxLength: 4,
          },
          reference: {
            type: "string",
            pattern: "^[0-9-]{1,22}$",
            minLength: 1,
            maxLength: 22,
          },
          purposeCode: {
            type: "string",
            pattern: "^[A-Z]{4}$",
            minLength: 4,
            maxLength: 4,
          },
          description: {
            type: "string",
            maxLength: 35,
          },
        },
        required: ["payee", "payeeStreet", "payeeCity", "iban", "model"],
        additionalProperties: false,
      },
    },
    required: ["cartAdditionBehaviour", "allowedCountries", "skipShippingStep"],
    additionalProperties: false,
  },
} as const satisfies Record<string, JsonSchemaObject>;
