import type {
  ColumnsProps,
  ContentElementNode,
  ContentElementType,
  ElementNodeOf,
  ElementPropsByType,
  TypedPageDocument,
} from "#generated/types.ts";
import { formatMoney } from "#common/money.ts";
import { type ContentLanguage, type SlugMain, contentLanguages, pageSlugs } from "../paths.ts";

/** Props of every content element type, by type name (schemas/elements/<type>.schema.json). */
export type PropsByType = Pick<ElementPropsByType, ContentElementType>;
export type ElementType = ContentElementType;

/** One page in one language, as stored in the terms table. */
export type PageVersion = {
  slug: string;
  title: string;
  description: string;
  document: TypedPageDocument;
};
export type PageTranslations = Record<ContentLanguage, PageVersion>;

/** Texts every page needs in each language; the rest of a page's copy is its own. */
export type PageCopy = { title: string; description: string };

/** spec 9 prices in the copy of each language: two decimals, the euro sign, no line break. */
export const eur = {
  hr: (amount: number) => formatMoney(amount, { language: "hr" }),
  en: (amount: number) => formatMoney(amount, { language: "en" }),
  de: (amount: number) => formatMoney(amount, { language: "de" }),
};

/**
 * A picture of the demo set (`npm run images`, public/images/LICENSES.md): its 960 px JPEG; the
 * renderer offers the AVIF, WebP and other widths beside it.
 */
export function demoImage(name: string): string {
  return `/images/demo/${name}-960.jpg`;
}

/** A typed element node: props are checked against the type's generated props type. */
export function node<T extends ElementType>(
  type: T,
  id: string,
  props: ElementPropsByType[T],
  extra: {
    mobileProps?: Partial<ElementPropsByType[T]>;
    slots?: Record<string, ContentElementNode[]>;
  } = {},
): ElementNodeOf<T> {
  return { id, type, props, ...extra };
}

/** A columns element whose slots are column-1 .. column-n, in the order given. */
export function columns(
  id: string,
  props: ColumnsProps,
  children: ContentElementNode[][],
  mobileProps?: Partial<ColumnsProps>,
): ElementNodeOf<"columns"> {
  const slots = Object.fromEntries(children.map((list, index) => [`column-${index + 1}`, list]));
  return node(
    "columns",
    id,
    { ...props, count: children.length },
    { slots, ...(mobileProps ? { mobileProps } : {}) },
  );
}

/**
 * The three language versions of a page: one structure (build), copy per language, so the
 * translations cannot drift apart.
 */
export function definePage<C extends PageCopy>(input: {
  slugMain: SlugMain;
  /** Page settings; e.g. a landing style for this page's own content (absent: the site's). */
  settings?: TypedPageDocument["settings"];
  copy: Record<ContentLanguage, C>;
  build: (copy: C, language: ContentLanguage) => ContentElementNode[];
}): PageTranslations {
  const entries = contentLanguages.map((language) => {
    const copy = input.copy[language];
    const version: PageVersion = {
      slug: pageSlugs[input.slugMain][language],
      title: copy.title,
      description: copy.description,
      document: {
        version: 2,
        settings: input.settings ?? {},
        elements: input.build(copy, language),
      },
    };
    return [language, version] as const;
  });
  return Object.fromEntries(entries) as PageTranslations;
}
