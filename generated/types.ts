// DO NOT EDIT: generated from schemas/**/*.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
/**
 * Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:).
 */
export type Href = string;
/**
 * Address of an image or video: a site path or an https URL (never javascript: or data:).
 */
export type MediaSrc = string;
/**
 * One of the four landing styles of spec 1 (header, footer, fonts and colours).
 */
export type LandingStyle = "bugarin" | "helena" | "bells" | "vitrina";
/**
 * Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.
 */
export type LanguageCode = string;
/**
 * Two-letter language code (ISO 639-1), e.g. hr, en, de; also the URL prefix.
 */
export type LanguageCode2 = string;
/**
 * Which layout section a layout element fills (spec 3).
 */
export type LayoutHandler = "header-section" | "footer-section" | "cookie-section";
/**
 * One of the four landing styles of spec 1 (header, footer, fonts and colours).
 */
export type LandingStyle1 = "bugarin" | "helena" | "bells" | "vitrina";
/**
 * One URL segment: lower-case letters and digits joined by single hyphens.
 */
export type Slug = string;
export type ElementCategory = "layout" | "text" | "media" | "action" | "data";
export type UiWidget =
  | "text"
  | "textarea"
  | "richtext"
  | "media"
  | "link"
  | "select"
  | "number"
  | "checkbox"
  | "color"
  | "list"
  | "group";
/**
 * Landing style of the page's own content (spec 1): the page's settings.landingStyle, else the site's, which its landing page (HomePageSlug) decides: restaurant -> vitrina, hall -> bells, accommodation -> helena, else bugarin.
 */
export type Theme = "vitrina" | "bells" | "helena" | "bugarin";
/**
 * Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.
 */
export type LanguageCode1 = string;
/**
 * The user's company, or null.
 */
export type UserCompany = {
  name: string;
} | null;
/**
 * Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.
 */
export type LanguageCode3 = string;
/**
 * One URL segment: lower-case letters and digits joined by single hyphens.
 */
export type Slug1 = string;
/**
 * The cookie notice layout element (spec 2 Cookie banner): its options are the section's own props.
 */
export type CookieSection = LayoutElement & {
  handler: "cookie-section";
  options: CookieSectionOptions;
};
export type FeatureIcon =
  | "clock"
  | "phone"
  | "mail"
  | "map-pin"
  | "star"
  | "heart"
  | "utensils"
  | "wine"
  | "bed"
  | "users"
  | "music"
  | "calendar"
  | "wifi"
  | "car"
  | "leaf"
  | "sun";
/**
 * The footer layout element (spec 2 Footer): its options are the section's own props.
 */
export type FooterSection = LayoutElement & {
  handler: "footer-section";
  options: FooterSectionOptions;
};
/**
 * The header layout element (spec 2 Header): its options are the section's own props.
 */
export type HeaderSection = LayoutElement & {
  handler: "header-section";
  options: HeaderSectionOptions;
};
/**
 * Props of the video element: youtube and vimeo need videoId, file needs src.
 */
export type VideoProps = {
  provider: "youtube" | "vimeo" | "file";
  videoId?: string;
  src?: MediaSrc;
  title: string;
  poster?: MediaSrc;
};

/**
 * An image with its alternative text (logos, EU logos).
 */
export interface ImageRef {
  src: MediaSrc;
  alt: string;
}
/**
 * A call-to-action: a visible label and a typed Link (hero, call-to-action).
 */
export interface LabelledLink {
  label: string;
  link: Link;
}
/**
 * A link inside element props; kind says what it targets (spec 2 'Links resolve by target').
 */
export interface Link {
  kind:
    "page" | "post" | "product" | "category" | "tag" | "event" | "internal" | "static" | "external";
  href: Href;
  /**
   * Open in a new tab; external links always do (spec 2).
   */
  newTab?: boolean;
}
/**
 * Settings of one page (page document version 2); every key is optional.
 */
export interface PageSettings {
  landingStyle?: LandingStyle1;
}
/**
 * A plain link with a visible label (footer and cookie links).
 */
export interface TextLink {
  label: string;
  href: Href;
}
/**
 * The x-element annotation of schemas/elements/<type>.schema.json; codegen checks every element against it.
 */
export interface ElementAnnotation {
  label: LocalisedLabel;
  category: ElementCategory;
  /**
   * Props whose text differs per language (translated when a page is copied to another language).
   *
   * @maxItems 50
   */
  localised: string[];
  /**
   * Names of the child slots (columns).
   *
   * @maxItems 8
   */
  slots: string[];
  /**
   * Props an element may override below 1024px (ElementNode.mobileProps).
   *
   * @maxItems 50
   */
  mobileOverrides: string[];
  /**
   * The server resolves extra data for it (src/renderer/elements/<type>/resolve.server.ts).
   */
  resolver: boolean;
}
/**
 * A builder UI text in each admin language.
 */
export interface LocalisedLabel {
  hr: string;
  en: string;
  de: string;
}
/**
 * schemas/elements/<type>.ui.json: form hints, kept apart from the data rules.
 */
export interface ElementUi {
  $schema?: string;
  /**
   * Field order in the inspector; must name every prop of the element.
   *
   * @maxItems 50
   */
  order: string[];
  fields: {
    [k: string]: UiField;
  };
}
/**
 * Form hint for one prop; group (object) and list (array) nest the hints of their fields.
 */
export interface UiField {
  widget: UiWidget;
  label: LocalisedLabel;
  help?: LocalisedLabel;
  /**
   * @maxItems 50
   */
  order?: string[];
  fields?: {
    [k: string]: UiField;
  };
}
/**
 * A logged-in session (spec 3): the access token (1 hour, sent as the accessToken header) and the refresh token (30 days, sent as the refreshToken header to GET /api/v1/refresh).
 */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}
/**
 * A country for addresses and delivery (spec 3).
 */
export interface Country {
  id: number;
  /**
   * ISO 3166-1 alpha-2, e.g. HR.
   */
  iso: string;
  /**
   * ISO 3166-1 alpha-3, e.g. HRV.
   */
  code: string;
  name: string;
}
/**
 * What the site resolves at start-up from its domain (spec 1, 3; POST /api/v2/domainDetect).
 */
export interface DomainConfig {
  apiKeyToken: string;
  siteID: string;
  /**
   * @maxItems 50
   */
  stores: DomainStore[];
  /**
   * @maxItems 50
   */
  languages: Language[];
  defaultLanguage: LanguageCode;
  domain: DomainInfo;
  currency: CurrencySettings;
}
export interface DomainStore {
  storeID: number;
  language: LanguageCode;
}
/**
 * A language the site can be shown in (spec 3).
 */
export interface Language {
  id: number;
  name: string;
  code: LanguageCode;
  code2: LanguageCode2;
  /**
   * The language's name in other languages, keyed by their two-letter code.
   */
  names: {
    [k: string]: string;
  };
}
export interface DomainInfo {
  name: string;
  url: string;
}
export interface CurrencySettings {
  /**
   * @maxItems 50
   */
  allowedCurrencies: AllowedCurrency[];
  mainCurrencyId: number;
  label: string;
  symbol: string;
}
export interface AllowedCurrency {
  id: number;
  label: string;
}
/**
 * One element instance in a page tree; props are checked by schemas/elements/<type>.schema.json.
 */
export interface ElementNode {
  id: string;
  type: string;
  props: {
    [k: string]: unknown;
  };
  /**
   * Overrides below 1024px; only the props the type lists in x-element.mobileOverrides.
   */
  mobileProps?: {
    [k: string]: unknown;
  };
  /**
   * Child elements by slot name (e.g. column-1 of columns).
   */
  slots?: {
    /**
     * @maxItems 100
     */
    [k: string]: ElementNode[];
  };
}
/**
 * Every failed API call (spec 8): message is the translated text of key.
 */
export interface ErrorResponse {
  error: ApiError;
}
export interface ApiError {
  status: number;
  message: string;
  key: string;
  /**
   * One entry per invalid input, path a JSON pointer into it.
   *
   * @maxItems 100
   */
  fields?: ApiFieldError[];
}
export interface ApiFieldError {
  path: string;
  message: string;
  key?: string;
}
/**
 * What a localised path shows (POST /api/v1/cms/finder/decide).
 */
export interface FinderResult {
  type: "page";
  term: Term;
  isHome: boolean;
  theme: Theme;
  /**
   * The same page in each other site language, by three-letter code (language switch, hreflang); a page without a translation gets that language's home page.
   */
  translations: {
    [k: string]: UrlOnLanguage;
  };
}
/**
 * A page or post in one language; slugMain ties its translations together and picks the landing style.
 */
export interface Term {
  id: number;
  type: "page" | "post";
  slug: Slug;
  slugMain: Slug;
  language_code: LanguageCode;
  title: string;
  description: string;
  document: PageDocument;
  updated_at: string;
}
/**
 * A stored page, current version: settings and an element tree. Older versions are migrated on load (common/page-document-migrations.ts); stored rows are never rewritten in place.
 */
export interface PageDocument {
  version: 2;
  settings: PageSettings;
  /**
   * @maxItems 200
   */
  elements: ElementNode[];
}
/**
 * The same page in another language (language switch); slug is empty for the home page.
 */
export interface UrlOnLanguage {
  url: string;
  slug: string;
}
/**
 * Liveness and database readiness (GET /api/v1/health).
 */
export interface Health {
  status: "ok";
  database: "ok";
  version: string;
}
/**
 * The site languages (schemas/languages.json): the one source of codes, names and URL prefixes for the site, the server, the seed and the route table.
 */
export interface LanguageTable {
  /**
   * Editor hint; ignored by codegen.
   */
  $schema?: string;
  default: LanguageCode1;
  /**
   * In the order of the language switch.
   *
   * @minItems 1
   * @maxItems 20
   */
  languages: LanguageTableEntry[];
}
export interface LanguageTableEntry {
  code: LanguageCode;
  code2: LanguageCode2;
  /**
   * The language's name in itself.
   */
  name: string;
  /**
   * The language's name in each site language, keyed by its two-letter code.
   */
  names: {
    [k: string]: string;
  };
  /**
   * URL prefix (spec 2): "" for the default language, else "/" and two letters.
   */
  prefix: string;
}
/**
 * A header, footer or cookie section of one language (spec 3); options are checked by schemas/elements/<handler>.options.schema.json.
 */
export interface LayoutElement {
  id: number;
  handler: LayoutHandler;
  type: "static-element";
  title: string;
  slug: string;
  /**
   * @maxItems 100
   */
  parts: ElementNode[];
  meta: {
    [k: string]: unknown;
  };
  mobileMeta: {
    [k: string]: unknown;
  };
  options: {
    [k: string]: unknown;
  };
  mobileOptions: {
    [k: string]: unknown;
  };
  language_code: LanguageCode;
  created_at: string;
}
/**
 * What POST /api/v1/login answers (spec 7): the session's tokens and the user.
 */
export interface LoginResult {
  tokens: AuthTokens;
  user: User;
}
/**
 * A registered user as the site sees it (spec 3; GET /api/v1/user/web/profile). isBackofficeUser decides edit mode and the site in maintenance mode (spec 6).
 */
export interface User {
  id: number;
  email: string;
  username: string;
  details: UserDetails;
  memberCardBarcode: string | null;
  isBackofficeUser: boolean;
  /**
   * The user's scopes, space-separated (spec 6), e.g. admin or web.
   */
  scope: string;
  /**
   * Saved addresses (spec 3 Address: id and type here); empty until addresses exist.
   *
   * @maxItems 50
   */
  addresses: UserAddressRef[];
  company: UserCompany;
}
export interface UserDetails {
  firstName: string;
  lastName: string;
}
export interface UserAddressRef {
  id: number;
  type: "Main" | "Shipping" | "main" | "billing" | "shipping" | "other";
}
/**
 * What POST /api/v1/logout answers: how many of the tokens sent were revoked (1 or 2).
 */
export interface LogoutResult {
  revoked: number;
}
/**
 * One entry of a navigation tree (the 'main' menu), with its sub-entries.
 */
export interface NavigationItem {
  id: number;
  title: string;
  link: string;
  type: "internal" | "static" | "external";
  /**
   * @maxItems 100
   */
  children: NavigationItem[];
}
/**
 * Page document version 1 (frozen: only read, to migrate it to the current version): an element tree without settings.
 */
export interface PageDocumentV1 {
  version: 1;
  /**
   * @maxItems 200
   */
  elements: ElementNode[];
}
/**
 * What GET /api/v1/refresh answers (spec 7): a new pair of tokens; the refresh token sent is spent.
 */
export interface RefreshResult {
  tokens: AuthTokens;
}
/**
 * The localised route table of spec 2 (schemas/routes.json); languages and their URL prefixes come from schemas/languages.json.
 */
export interface RouteTable {
  /**
   * Editor hint; ignored by codegen.
   */
  $schema?: string;
  /**
   * @minItems 1
   * @maxItems 100
   */
  entries: RouteEntry[];
}
export interface RouteEntry {
  /**
   * Stable name of the screen; also the body class (spec 2).
   */
  id: string;
  /**
   * React Router path per language, without the language prefix.
   */
  paths: {
    [k: string]: string;
  };
}
/**
 * Every site option key of spec 3 with the shape of its value. Values are stored as text (SiteOption.value): a key whose schema is a string is taken as it is; any other is JSON text (true, 5, {...}), and an array of strings may also be a comma-separated list. common/site-options.ts parses them through this schema; a stored value that breaks it is ignored and logged.
 */
export interface SiteOptionValues {
  DefaultLanguage?: LanguageCode3;
  /**
   * The languages the site is shown in; pages in any other language answer 404.
   *
   * @minItems 1
   * @maxItems 50
   */
  AllowedLanguages?: LanguageCode[];
  HomePageSlug?: Slug1;
  Brand?: string;
  RootRedirect?: RootRedirectOption;
  Maintenance?: boolean;
  Logo?: string;
  CopyrightText?: string;
  CookieNotice?: string;
  NumberOfStars?: number;
  RequireRatingForComment?: boolean;
  RequireCommentForRating?: boolean;
  /**
   * Who may comment on blog posts (spec 3 names RegisteredUsers).
   */
  CanCommentOnBlog?: "RegisteredUsers" | "Everyone" | "Nobody";
  OneUserOneComment?: boolean;
  UserCanEditComment?: boolean;
  RequireAdminPublishing?: boolean;
  AnonymousCanMultipleReview?: boolean;
  AutoGenerateSiteMap?: boolean;
  SiteMapOptions?: SiteMapOptions;
  WwwPolicy?: "none" | "www" | "non-www";
  PasswordProtection?: boolean;
  SendEmailTo?: string;
  SendGdprTo?: string;
  /**
   * Empty = no tracking (the cookie notice promises only necessary cookies).
   */
  GoogleAnalyticsId?: string;
  GitlabProjectId?: string;
}
/**
 * spec 2: the root redirects by configuration, with its status code; the target is an internal path of safe characters (spec 5), never "/" itself.
 */
export interface RootRedirectOption {
  to: string;
  status?: 301 | 302 | 303 | 307 | 308;
}
export interface SiteMapOptions {
  lastmod?: boolean;
  hreflang?: boolean;
  images?: boolean;
}
/**
 * A CMS site option (spec 3), e.g. HomePageSlug, Logo, CopyrightText.
 */
export interface SiteOption {
  key: string;
  value: string;
  /**
   * The media item attached to the option (e.g. the logo), or null.
   */
  media?: {
    [k: string]: unknown;
  } | null;
}
/**
 * Optional body of POST /api/v2/domainDetect; without a domain the Referer or Host header decides.
 */
export interface DomainDetectRequest {
  domain?: string;
}
/**
 * Body of POST /api/v1/cms/finder/decide: the path segments after the language prefix.
 */
export interface FinderDecideRequest {
  /**
   * @maxItems 8
   */
  route: Slug[];
}
/**
 * Body of POST /api/v1/cms/element/getByHandlers.
 */
export interface GetByHandlersRequest {
  /**
   * @minItems 1
   * @maxItems 3
   */
  handlers: LayoutHandler[];
}
/**
 * Body of POST /api/v1/login (spec 5 login rules): the e-mail as username, the password and optionally the site's API key.
 */
export interface LoginRequest {
  /**
   * The user's e-mail address.
   */
  username: string;
  password: string;
  /**
   * The site's API key (DomainConfig.apiKeyToken); an unknown one is a 401.
   */
  apiKey?: string;
}
/**
 * Body of POST /api/v1/cms/finder/getUrlOnLanguage; an empty slug is the home page.
 */
export interface UrlOnLanguageRequest {
  slug: string;
  targetLanguage: LanguageCode;
}
/**
 * Props of the button element; variants and sizes are those of spec 9.
 */
export interface ButtonProps {
  label: string;
  link: Link;
  variant?: "filled" | "outlined" | "ghost";
  size?: "small" | "medium" | "big";
}
/**
 * Props of the call-to-action element: a coloured band with a title, text and one button.
 */
export interface CallToActionProps {
  title: string;
  text?: string;
  button: LabelledLink;
  background?: "primary" | "secondary" | "light" | "dark";
}
/**
 * Props of the columns element; its children live in the slots column-1 .. column-<count>.
 */
export interface ColumnsProps {
  count?: number;
  gap?: "small" | "medium" | "large";
  verticalAlign?: "start" | "center" | "end";
}
/**
 * Options of the cookie banner: only necessary cookies are used, one button (spec 2).
 */
export interface CookieSectionOptions {
  text?: string;
  buttonLabel?: string;
  link?: TextLink;
}
/**
 * Props of the feature-list element: icon, title and text per item.
 */
export interface FeatureListProps {
  title?: string;
  /**
   * @minItems 1
   * @maxItems 12
   */
  items: FeatureItem[];
  columns?: number;
}
export interface FeatureItem {
  icon: FeatureIcon;
  title: string;
  text: string;
  link?: Link;
}
/**
 * Options of the footer (spec 2 Footer, spec 9: four link columns).
 */
export interface FooterSectionOptions {
  title: string;
  link?: TextLink;
  /**
   * @maxItems 6
   */
  logos?: FooterLogo[];
  /**
   * @minItems 4
   * @maxItems 4
   */
  columns?: FooterColumn[];
  /**
   * @maxItems 8
   */
  social?: FooterSocialLink[];
  copyright: string;
  /**
   * @maxItems 8
   */
  footerMenu?: TextLink[];
  /**
   * Shown only with the bugarin and vitrina themes (spec 2).
   *
   * @maxItems 4
   */
  euLogos?: ImageRef[];
}
export interface FooterLogo {
  src: MediaSrc;
  alt: string;
  href?: Href;
}
export interface FooterColumn {
  title: string;
  /**
   * @maxItems 10
   */
  links: FooterColumnLink[];
}
export interface FooterColumnLink {
  label: string;
  href: Href;
  type: "internal" | "static" | "external";
}
export interface FooterSocialLink {
  network: "facebook" | "instagram" | "youtube" | "linkedin" | "x" | "tiktok";
  url: string;
}
/**
 * Props of the gallery element.
 */
export interface GalleryProps {
  /**
   * @minItems 1
   * @maxItems 24
   */
  images: GalleryImage[];
  columns?: number;
}
export interface GalleryImage {
  src: MediaSrc;
  alt: string;
  caption?: string;
}
/**
 * Options of the header: the desktop menu is split in two halves around the title (spec 2).
 */
export interface HeaderSectionOptions {
  title: string;
  logo?: ImageRef;
  /**
   * The navigation tree shown (GET /api/v1/cms/navigation/tree/main).
   */
  menu?: "main";
  sticky?: boolean;
  showLanguageSwitch?: boolean;
}
/**
 * Props of the heading element.
 */
export interface HeadingProps {
  text: string;
  level?: number;
  align?: "left" | "center" | "right";
  /**
   * id for in-page links (#anchor); the header scrolls to it with a 120px offset.
   */
  anchor?: string;
}
/**
 * Props of the hero element: a full-width image with a title and an optional call to action.
 */
export interface HeroProps {
  title: string;
  subtitle?: string;
  image: MediaSrc;
  /**
   * Darkening of the image in percent, so the title stays readable.
   */
  overlay?: number;
  height?: "medium" | "large" | "full";
  align?: "left" | "center";
  cta?: LabelledLink;
}
/**
 * Props of the image element; width and height reserve space so the page does not shift.
 */
export interface ImageProps {
  src: MediaSrc;
  alt: string;
  caption?: string;
  width: number;
  height: number;
  link?: Link;
  rounded?: boolean;
}
/**
 * Props of the map element: a location with its address.
 */
export interface MapProps {
  title: string;
  address: string;
  lat: number;
  lng: number;
  zoom?: number;
  height?: number;
}
/**
 * Props of the opening-hours element: one row per group of days.
 */
export interface OpeningHoursProps {
  title: string;
  /**
   * @minItems 1
   * @maxItems 14
   */
  rows: OpeningHoursRow[];
  note?: string;
}
export interface OpeningHoursRow {
  days: string;
  hours: string;
}
/**
 * What the page-list resolver returns: the listed pages in the request language (missing translations left out).
 */
export interface PageListData {
  /**
   * @maxItems 12
   */
  items: PageListItem[];
}
export interface PageListItem {
  title: string;
  description: string;
  href: string;
  image?: MediaSrc;
}
/**
 * Props of the page-list element; the server resolves the listed pages into page-list.data.schema.json.
 */
export interface PageListProps {
  title?: string;
  /**
   * Canonical slugs (slugMain) of the pages to list, in this order.
   *
   * @minItems 1
   * @maxItems 12
   */
  slugMains: Slug[];
  layout?: "cards" | "list";
}
/**
 * Props of the quote element.
 */
export interface QuoteProps {
  text: string;
  author?: string;
  role?: string;
}
/**
 * Props of the rich-text element; html is sanitised on the server before it is stored.
 */
export interface RichTextProps {
  html: string;
  align?: "left" | "center" | "right";
}
/**
 * Props of the spacer element: empty vertical space in pixels.
 */
export interface SpacerProps {
  height?: number;
}

/** Props of every element type: content elements their props, sections their options. */
export type ElementPropsByType = {
  button: ButtonProps;
  "call-to-action": CallToActionProps;
  columns: ColumnsProps;
  "cookie-section": CookieSectionOptions;
  "feature-list": FeatureListProps;
  "footer-section": FooterSectionOptions;
  gallery: GalleryProps;
  "header-section": HeaderSectionOptions;
  heading: HeadingProps;
  hero: HeroProps;
  image: ImageProps;
  map: MapProps;
  "opening-hours": OpeningHoursProps;
  "page-list": PageListProps;
  quote: QuoteProps;
  "rich-text": RichTextProps;
  spacer: SpacerProps;
  video: VideoProps;
};
export type ElementType = keyof ElementPropsByType;
export type ContentElementType =
  | "button"
  | "call-to-action"
  | "columns"
  | "feature-list"
  | "gallery"
  | "heading"
  | "hero"
  | "image"
  | "map"
  | "opening-hours"
  | "page-list"
  | "quote"
  | "rich-text"
  | "spacer"
  | "video";
export type SectionElementType = "cookie-section" | "footer-section" | "header-section";

/** The whole layout element document of each section type. */
export type SectionDocumentByType = {
  "cookie-section": CookieSection;
  "footer-section": FooterSection;
  "header-section": HeaderSection;
};

/** What the server resolves for elements with resolver: true. */
export type ElementDataByType = {
  "page-list": PageListData;
};

/** Props that have a schema default: validation and the renderer fill them in. */
export type ElementDefaultedProps = {
  button: "variant" | "size";
  "call-to-action": "background";
  columns: "count" | "gap" | "verticalAlign";
  "cookie-section": "text" | "buttonLabel";
  "feature-list": "columns";
  "footer-section": "logos" | "columns" | "social" | "footerMenu" | "euLogos";
  gallery: "columns";
  "header-section": "menu" | "sticky" | "showLanguageSwitch";
  heading: "level" | "align";
  hero: "overlay" | "height" | "align";
  image: "rounded";
  map: "zoom" | "height";
  "opening-hours": never;
  "page-list": "layout";
  quote: never;
  "rich-text": "align";
  spacer: "height";
  video: never;
};

/** One node of a content element type: element-node.schema.json with its props typed. */
export type ElementNodeOf<T extends ContentElementType> = Omit<
  ElementNode,
  "type" | "props" | "mobileProps" | "slots"
> & {
  type: T;
  props: ElementPropsByType[T];
  mobileProps?: Partial<ElementPropsByType[T]>;
  slots?: { [slot: string]: ContentElementNode[] };
};

/** Every content element node, discriminated by `type`. */
export type ContentElementNode =
  | ElementNodeOf<"button">
  | ElementNodeOf<"call-to-action">
  | ElementNodeOf<"columns">
  | ElementNodeOf<"feature-list">
  | ElementNodeOf<"gallery">
  | ElementNodeOf<"heading">
  | ElementNodeOf<"hero">
  | ElementNodeOf<"image">
  | ElementNodeOf<"map">
  | ElementNodeOf<"opening-hours">
  | ElementNodeOf<"page-list">
  | ElementNodeOf<"quote">
  | ElementNodeOf<"rich-text">
  | ElementNodeOf<"spacer">
  | ElementNodeOf<"video">;

/** A page document whose element nodes are typed by their type (the seed, validated loads). */
export type TypedPageDocument = Omit<PageDocument, "elements"> & {
  elements: ContentElementNode[];
};

/** Props as a component receives them: defaulted props are always present. */
export type ElementPropsWithDefaults<T extends ElementType> = ElementPropsByType[T] &
  Required<Pick<ElementPropsByType[T], ElementDefaultedProps[T] & keyof ElementPropsByType[T]>>;
