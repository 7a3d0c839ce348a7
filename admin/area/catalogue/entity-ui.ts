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
    // name and description per language; the address and the meta description are the SEO group's
    { id: "translations", properties: ["translations"] },
    {
      id: "seo",
      properties: ["translations.*.slug", "translations.*.shortDescription"],
      // the product page's <title> is its name, its meta description the short one (product.tsx)
      searchResult: {
        texts: "translations",
        title: "name",
        slug: "slug",
        description: "shortDescription",
        page: "product",
      },
    },
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
