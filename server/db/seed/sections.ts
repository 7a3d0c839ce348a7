import type {
  CookieSectionOptions,
  ElementNode,
  FooterColumn,
  FooterSectionOptions,
  HeaderSectionOptions,
  LayoutHandler,
} from "#generated/types.ts";
import { type ContentLanguage, anchorPath, homePath, mapUrl, pagePath, venue } from "./paths.ts";
import { type SectionCopy as Copy, sectionCopy as copies } from "./sections-copy.ts";

/** A layout_elements row before it gets its site, language and id. */
export type SectionRow = {
  handler: LayoutHandler;
  type: "static-element";
  title: string;
  slug: string;
  parts: ElementNode[];
  meta: { version: 1 };
  mobileMeta: Record<string, never>;
  options: HeaderSectionOptions | FooterSectionOptions | CookieSectionOptions;
  mobileOptions: Record<string, never>;
};

const year = 2026;

function footerColumns(copy: Copy, language: ContentLanguage): FooterColumn[] {
  const page = (label: string, href: string) => ({ label, href, type: "internal" as const });
  const external = (label: string, href: string) => ({ label, href, type: "external" as const });
  // tel: and mailto: are fixed addresses, not pages and not other sites: no new tab.
  const fixed = (label: string, href: string) => ({ label, href, type: "static" as const });
  const [konoba, hall, stay, contact] = copy.columns;
  return [
    {
      title: konoba,
      links: [
        page(copy.menu, pagePath("menu", language)),
        page(copy.gallery, pagePath("gallery", language)),
        page(copy.book, pagePath("contact", language)),
      ],
    },
    {
      title: hall,
      links: [
        page(copy.hallAbout, pagePath("hall", language)),
        page(copy.weddings, anchorPath("hall", language, "weddings")),
        page(copy.celebrations, anchorPath("hall", language, "celebrations")),
      ],
    },
    {
      title: stay,
      links: [
        page(copy.rooms, pagePath("accommodation", language)),
        page(copy.about, pagePath("about", language)),
        external(copy.directions, mapUrl),
      ],
    },
    {
      title: contact,
      links: [
        fixed(venue.phone, venue.phoneHref),
        fixed(venue.email, `mailto:${venue.email}`),
        page(copy.hours, anchorPath("contact", language, "hours")),
      ],
    },
  ];
}

function footerOptions(copy: Copy, language: ContentLanguage): FooterSectionOptions {
  return {
    title: venue.brand,
    link: { label: copy.book, href: pagePath("contact", language) },
    logos: [
      { src: "/media/demo/logo-light.svg", alt: venue.brand, href: homePath(language) },
      { src: "/media/demo/badge-local.svg", alt: copy.localBadge },
    ],
    columns: footerColumns(copy, language),
    social: [
      { network: "facebook", url: venue.socials.facebook },
      { network: "instagram", url: venue.socials.instagram },
    ],
    copyright: `© ${year} ${venue.company} ${copy.rights}`,
    footerMenu: [
      { label: copy.privacy, href: pagePath("privacy", language) },
      { label: copy.cookies, href: anchorPath("privacy", language, "cookies") },
      { label: copy.contact, href: pagePath("contact", language) },
    ],
    euLogos: [
      { src: "/media/demo/eu-erdf.svg", alt: copy.euErdf },
      { src: "/media/demo/eu-funds.svg", alt: copy.euFunds },
    ],
  };
}

/** Header, footer and cookie notice of one language (spec 2 Layouts, spec 3 layout elements). */
export function sections(language: ContentLanguage): SectionRow[] {
  const copy = copies[language];
  const base = {
    type: "static-element",
    meta: { version: 1 },
    mobileMeta: {},
    mobileOptions: {},
  } as const;
  const address: ElementNode = {
    id: "footer-address",
    type: "rich-text",
    props: {
      html: `<p>${venue.company} · ${venue.street} · ${venue.postalCode} ${venue.city} · ${copy.country}</p>`,
      align: "center",
    },
  };
  const header: HeaderSectionOptions = {
    title: venue.brand,
    logo: { src: "/media/demo/logo.svg", alt: venue.brand },
    menu: "main",
    sticky: true,
    showLanguageSwitch: true,
  };
  const cookie: CookieSectionOptions = {
    text: copy.cookieText,
    buttonLabel: copy.cookieButton,
    link: { label: copy.cookieLink, href: anchorPath("privacy", language, "cookies") },
  };
  return [
    {
      ...base,
      handler: "header-section",
      title: venue.brand,
      slug: "header",
      parts: [],
      options: header,
    },
    {
      ...base,
      handler: "footer-section",
      title: copy.footerTitle,
      slug: "footer",
      parts: [address],
      options: footerOptions(copy, language),
    },
    {
      ...base,
      handler: "cookie-section",
      title: copy.cookieTitle,
      slug: "cookie-notice",
      parts: [],
      options: cookie,
    },
  ];
}
