import type { FormGroupHint } from "./form-groups.ts";

/** A form widget a catalogue field takes instead of the one its type gives it. */
export type EntityWidget = "richtext" | "media" | "textarea" | "hidden";

/**
 * Form hints of a catalogue entity, kept apart from its save schema (as an element's `.ui.json`
 * is from its props): the groups of its form, and the widgets of fields by path ("." between
 * names, "*" for any key or item, e.g. `translations.*.description`).
 */
export type EntityUi = {
  groups: readonly FormGroupHint[];
  widgets: Readonly<Record<string, EntityWidget>>;
};

export const productUi: EntityUi = {
  groups: [
    {
      id: "basics",
      properties: [
        "sku",
        "format",
        "isArchived",
        "isVisibleIndividually",
        "isFeatured",
        "categoryIds",
        "mainCategoryId",
        "tagIds",
        "categoryPriority",
      ],
    },
    {
      id: "prices",
      properties: [
        "basicPrice",
        "retailPrice",
        "finalPrice",
        "membershipPrice",
        "taxClass",
        "walletPlanId",
        "isInStock",
        "stock",
      ],
    },
    { id: "pictures", properties: ["media"] },
    {
      id: "attributes",
      properties: [
        "attributes",
        "configurableAttributeCodes",
        "variantIds",
        "bundles",
        "crossSellIds",
      ],
    },
    { id: "options", properties: ["customOptions"] },
    // name, address (slug), description and the page's SEO description (shortDescription), per language
    { id: "translations", properties: ["translations"] },
  ],
  widgets: {
    // shown on the product page as HTML (product-view.tsx), sanitised on save (save-product.ts)
    "translations.*.description": "richtext",
    // shortDescription, the page's meta description, stays plain text (a text area)
    "media.*.src": "media",
  },
};

export const productCategoryUi: EntityUi = {
  groups: [
    { id: "basics", properties: ["parentId", "position", "sortTypes", "sortDefaultType"] },
    { id: "pictures", properties: ["image"] },
    { id: "translations", properties: ["translations"] },
  ],
  // a category's description is shown as plain text (category-view.tsx): a text area
  widgets: { "image.src": "media" },
};

export const attributeUi: EntityUi = {
  groups: [
    {
      id: "basics",
      properties: ["attributeCode", "inputType", "isFilterable", "position", "unit", "customClass"],
    },
    { id: "values", properties: ["values"] },
    { id: "translations", properties: ["label"] },
  ],
  widgets: {},
};
