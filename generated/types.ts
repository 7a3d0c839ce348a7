// DO NOT EDIT: generated from schemas/**/*.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
/**
 * An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.
 */
export type AttributeCode = string;
/**
 * What a builder document is: a page or a blog post (key = its slugMain, decision 053) or a layout section (key = its handler).
 */
export type BuilderDocumentKind = "page" | "section" | "post";
/**
 * Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.
 *
 * @maxItems 2000
 */
export type BuilderElementIds = string[];
/**
 * The name of a form's field: the key of its value in a submission and of its label in the form's labels.
 */
export type FormFieldName = string;
/**
 * The values a select or checkboxes field offers (the same in every language; their texts are in the form's labels).
 *
 * @minItems 1
 * @maxItems 50
 */
export type FormFieldOptions = string[];
/**
 * A domain's host name as the Host header names it: lowercase labels of letters, digits and hyphens (an IPv4 address too), no port.
 */
export type HostName = string;
/**
 * Link target: a site path, an anchor, an http(s) URL, mailto: or tel: (never javascript:). A site path never starts with // or /\ (issue 18: browsers read both as another host).
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
 * An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.
 */
export type MoneyInput = string;
/**
 * A password an account is given (register, reset, change): spec 5, 9 at least 8 characters, and not blank (issue 18: at least one character that is not white space, validation.passwordBlank). The server refuses common ones too (server/modules/user/password-policy.ts).
 */
export type NewPassword = string;
/**
 * One of the four landing styles of spec 1 (header, footer, fonts and colours).
 */
export type LandingStyle1 = "bugarin" | "helena" | "bells" | "vitrina";
/**
 * Address of an image or video: a site path or an https URL (never javascript: or data:).
 */
export type MediaSrc1 = string;
/**
 * The slug of a new or renamed page (spec 5, 9): at least 4 characters (slugTooShort), lower-case letters and digits joined by single hyphens (invalidSlug).
 */
export type PageSlug = string;
/**
 * Where a redirect sends (issue 22): a path of the site (a slash first, not two) or an absolute http(s) URL; a query is kept as written.
 */
export type RedirectTarget = string;
/**
 * A tab of the search screen (spec 2, 9: the default list is pages, products, posts, productCategories).
 */
export type SearchCategory = "pages" | "products" | "posts" | "productCategories";
/**
 * The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.
 */
export type ShopCode = string;
/**
 * A path of the site as visitors ask for it (issue 22): a slash first, no query, fragment, space or control character; at most 512 characters (longer ones are bots' junk, never recorded).
 */
export type SitePath = string;
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
  | "icon"
  | "list"
  | "group"
  | "picker";
/**
 * Attribute input types of spec 3.
 */
export type AttributeInputType =
  | "dropdown"
  | "numberField"
  | "multipleSelect"
  | "textSwatch"
  | "visualSwatch"
  | "yesNo"
  | "dateTime"
  | "date";
/**
 * Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.
 *
 * @maxItems 2000
 */
export type BuilderElementIds1 = string[];
/**
 * Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.
 *
 * @maxItems 2000
 */
export type BuilderElementIds2 = string[];
/**
 * The four product formats of spec 3.
 */
export type ProductFormat = "Simple" | "Configurable" | "Bundle" | "EProduct";
/**
 * One URL segment: lower-case letters and digits joined by single hyphens.
 */
export type Slug1 = string;
/**
 * Landing style of the page's own content (spec 1): the page's settings.landingStyle, else the site's, which its landing page (HomePageSlug) decides: restaurant -> vitrina, hall -> bells, accommodation -> helena, else bugarin.
 */
export type Theme = "vitrina" | "bells" | "helena" | "bugarin";
/**
 * Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.
 */
export type LanguageCode1 = string;
/**
 * Layered filter types of spec 3, one per attribute input type.
 */
export type LayeredFilterType =
  | "Dropdown"
  | "Number"
  | "MultiSelect"
  | "TextSwatch"
  | "VisualSwatch"
  | "YesNo"
  | "Date"
  | "DateTime";
/**
 * The user's company, or null.
 */
export type UserCompany = {
  name: string;
} | null;
/**
 * A file sent with a mail from the outbox, shown inline in the HTML by cid when it has one: base64 content, or a PDF417 barcode the worker draws when it sends (an order's HUB-3 payment slip).
 */
export type MailAttachment =
  | {
      filename: string;
      contentType: string;
      contentBase64: string;
      cid?: string;
    }
  | {
      filename: string;
      contentType: "image/png";
      pdf417: MailAttachmentPdf417;
      cid?: string;
    };
/**
 * An order's state (issue 17): new -> processing -> shipped -> delivered; new or processing -> cancelled (stock returned).
 */
export type OrderStatus = "new" | "processing" | "shipped" | "delivered" | "cancelled";
/**
 * Sorts of spec 9: newest first (default, id descending), oldest first, cheapest and most expensive (finalPrice), name A-Z and Z-A, category priority low or high first.
 */
export type ProductSort =
  | "newest"
  | "oldest"
  | "priceAsc"
  | "priceDesc"
  | "nameAsc"
  | "nameDesc"
  | "priorityAsc"
  | "priorityDesc";
/**
 * Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.
 */
export type LanguageCode3 = string;
/**
 * One URL segment: lower-case letters and digits joined by single hyphens.
 */
export type Slug2 = string;
export type FormFileType =
  "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "application/pdf";
/**
 * Ids of elements of one builder document (decision 057: untranslated or hidden in a language); `$options` names a section's options.
 *
 * @maxItems 2000
 */
export type BuilderElementIds3 = string[];
/**
 * A password an account is given (register, reset, change): spec 5, 9 at least 8 characters, and not blank (issue 18: at least one character that is not white space, validation.passwordBlank). The server refuses common ones too (server/modules/user/password-policy.ts).
 */
export type NewPassword1 = string;
export type FormDataValue = string | number | boolean | string[];
/**
 * The stable code of a tax class, delivery or payment method (letters, digits, - and _), as orders and the seed name it.
 */
export type ShopCode1 = string;
/**
 * A tab of the search screen (spec 2, 9: the default list is pages, products, posts, productCategories).
 */
export type SearchCategory1 = "pages" | "products" | "posts" | "productCategories";
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
 * One field of a form: one of the types of schemas/form-fields/ (codegen).
 */
export type FormField =
  | CheckboxesFormField
  | DateFormField
  | EmailFormField
  | FileFormField
  | NumberFormField
  | PhoneFormField
  | SelectFormField
  | TextFormField
  | TextareaFormField;
/**
 * The header layout element (spec 2 Header): its options are the section's own props.
 */
export type HeaderSection = LayoutElement & {
  handler: "header-section";
  options: HeaderSectionOptions;
};
/**
 * One URL segment: lower-case letters and digits joined by single hyphens.
 */
export type Slug3 = string;
/**
 * Sorts of spec 9: newest first (default, id descending), oldest first, cheapest and most expensive (finalPrice), name A-Z and Z-A, category priority low or high first.
 */
export type ProductSort1 =
  | "newest"
  | "oldest"
  | "priceAsc"
  | "priceDesc"
  | "nameAsc"
  | "nameDesc"
  | "priorityAsc"
  | "priorityDesc";
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
 * A consent's text (spec 3 displayName) per language as the back office writes it (decision 047): Croatian required, English and German optional; the site shows Croatian where a language has none.
 */
export interface ConsentText {
  hrv: string;
  eng?: string;
  deu?: string;
}
/**
 * The text of one form field in one language: its label, and the texts of its options (in the order of the field's options; a missing one shows the option's value).
 */
export interface FormFieldLabel {
  field: FormFieldName;
  label: string;
  /**
   * @maxItems 50
   */
  options?: string[];
}
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
    | "page"
    | "post"
    | "product"
    | "bundle"
    | "category"
    | "tag"
    | "event"
    | "internal"
    | "static"
    | "external";
  href: Href;
  /**
   * Open in a new tab; external links always do (spec 2).
   */
  newTab?: boolean;
}
/**
 * A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.
 */
export interface LocalisedText {
  [k: string]: string;
}
/**
 * Settings of one page (page document version 2); every key is optional.
 */
export interface PageSettings {
  landingStyle?: LandingStyle1;
  socialImage?: MediaSrc1;
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
  /**
   * The version of the props (sections: options) schema. Raise it with every change to what stored props may hold, and add the step from the previous version in common/element-migrations.ts; codegen records each version's fingerprint in schemas/element-versions.json and refuses a change without a raise.
   */
  version: number;
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
   * Element types its slots never take (every other content element fits, a new type included). Without slots it says nothing.
   *
   * @maxItems 50
   */
  slotRejects?: string[];
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
  /**
   * picker (and list of picker items): the builder's picker source (admin/pickers/) whose item ids the prop stores.
   */
  source?: "product" | "category" | "tag";
  /**
   * select: the label of each value of the prop's enum, in the editor's languages.
   */
  options?: {
    [k: string]: LocalisedLabel;
  };
}
/**
 * An account request was taken (forgot password, verification resend, password changed or set, address deleted); the same answer whatever the account.
 */
export interface AcceptedResult {
  accepted: true;
}
/**
 * A saved address of a user (spec 3).
 */
export interface Address {
  /**
   * spec 3, 9: saved addresses are Main or Shipping.
   */
  type: "Main" | "Shipping";
  firstName: string;
  lastName: string;
  contactEmail: string;
  contactPhone: string;
  /**
   * ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.
   */
  country: string;
  city: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  region: string | null;
  companyName: string | null;
  companyOIB: string | null;
  id: number;
}
/**
 * The error object of the spec 8 envelope: message is the translated text of key.
 */
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
 * One attribute value of a product (spec 3 attributeSet.attributes: attributeCode, value.value), with its label and display text.
 */
export interface AttributeSetEntry {
  attributeID: number;
  attributeCode: AttributeCode;
  label: string;
  inputType: AttributeInputType;
  value: {
    value: number | string | number[];
    label: string;
    swatch: string | null;
  };
}
/**
 * One value of a configurable attribute (spec 3): id, value (its label), isMedia (a picture swatch), shopDefault, swatch (a colour #rrggbb, or a picture URL when isMedia).
 */
export interface AttributeValueOption {
  id: number;
  value: string;
  isMedia: boolean;
  shopDefault: boolean;
  swatch: string | null;
}
/**
 * A product attribute as the back office edits it: code, input type, labels per language, whether it is a layered filter, and its values.
 */
export interface Attribute {
  id: number;
  attributeCode: AttributeCode;
  inputType: AttributeInputType;
  label: LocalisedText;
  isFilterable: boolean;
  position: number;
  customClass: string;
  unit: string;
  /**
   * @maxItems 500
   */
  values: {
    id: number;
    label: LocalisedText;
    swatch: string | null;
    position: number;
  }[];
}
/**
 * A logged-in session (spec 3): the access token (1 hour, sent as the accessToken header) and the refresh token (30 days, sent as the refreshToken header to GET /api/v1/refresh).
 */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}
/**
 * One file of a backup archive: its path inside the archive's folder, size and SHA-256.
 */
export interface BackupFile {
  /**
   * Relative, forward slashes, no `..` segment and no leading slash.
   */
  path: string;
  size: number;
  sha256: string;
}
/**
 * What a backup archive holds (issue 24, decision 060): written as manifest.json beside the database dump and the media files, and checked file by file before a restore changes anything.
 */
export interface BackupManifest {
  format: 1;
  app: {
    name: string;
    version: string;
  };
  createdAt: string;
  database: {
    kind: "pglite" | "postgres";
    /**
     * The PostgreSQL major version the dump was taken from.
     */
    serverVersion: number;
    file: BackupFile;
    /**
     * How many of the project's migrations the database had applied, and the last one's hash.
     */
    migrations: {
      count: number;
      lastHash: string;
    };
    /**
     * Rows of every table of the public schema, counted in the dump's own snapshot.
     */
    rowCounts: {
      [k: string]: number;
    };
  };
  /**
   * Every media file, by its path under the media directory.
   *
   * @maxItems 10000000
   */
  media: BackupFile[];
}
/**
 * The backups as /admin shows them (issue 24, decision 060): the last that succeeded, a failure since, and whether a day has passed without one.
 */
export interface BackupStatus {
  lastSucceeded: null | {
    finishedAt: string;
    file: string;
    size: number;
    trigger: "daily" | "command" | "reset";
  };
  /**
   * The newest failed backup after the last that succeeded.
   */
  lastFailed: null | {
    finishedAt: string;
    error: string;
  };
  /**
   * No backup succeeded within the last 24 hours.
   */
  isOverdue: boolean;
  /**
   * The server takes a daily backup (BACKUP_KEEP above 0).
   */
  isScheduled: boolean;
  keep: number;
}
/**
 * What `npm run backup` prints of a backup (decision 060), and what a running server answers the command over its control socket.
 */
export interface BackupSummary {
  file: string;
  size: number;
  ms: number;
  tables: number;
  rows: number;
  media: number;
}
/**
 * Where a bank transfer goes (issue 17, HUB-3 payment slip): payee, its address, IBAN, model and reference.
 */
export interface BankTransferDetails {
  payee: string;
  payeeStreet: string;
  payeeCity: string;
  iban: string;
  model: string;
  reference?: string;
  purposeCode?: string;
  description?: string;
}
/**
 * What validateMembersBarcode answers (spec 7).
 */
export interface BarcodeResult {
  isValid: boolean;
}
/**
 * 409 of a save, publish or restore based on a revision someone else has saved over: the error and the current draft, so nothing is lost.
 */
export interface BuilderConflict {
  error: ApiError;
  current: BuilderDocument;
}
/**
 * The editable draft of a page or layout section in one language (the request's language header): the shared structure with this language's localised props (missing ones fall back to Croatian). `revision` counts saves of the shared draft; a save or publish names the revision it was based on.
 */
export interface BuilderDocument {
  kind: BuilderDocumentKind;
  key: Slug;
  language_code: LanguageCode;
  revision: number;
  document: PageDocument;
  /**
   * Sections only: the section's own props (schemas/elements/<handler>.options.schema.json).
   */
  options?: {
    [k: string]: unknown;
  };
  /**
   * Sections only: overrides of options below 1024px.
   */
  mobileOptions?: {
    [k: string]: unknown;
  };
  meta: BuilderDocumentMeta;
  /**
   * false: this language has no variant yet; the draft shown is the Croatian one (create it with createBuilderTranslation).
   */
  exists: boolean;
  isPublished: boolean;
  hasUnpublishedChanges: boolean;
  publishedVersion: number | null;
  publishedAt: string | null;
  scheduledAt: string | null;
  updated_at: string;
  updatedBy: UserRef | null;
  hidden: BuilderElementIds1;
  /**
   * @maxItems 20
   */
  languages: BuilderLanguageState[];
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
 * One element instance in a page tree; props are checked by schemas/elements/<type>.schema.json.
 */
export interface ElementNode {
  id: string;
  type: string;
  /**
   * The version of the element's schema (x-element.version) its props were written at: the server records it on every save, and a read runs the props through common/element-migrations.ts up to the current version. A stored node without one was written at version 1; a submitted node without one is at the current version.
   */
  version?: number;
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
 * What a document says about itself in one language: a page's title, URL slug and SEO description; a section's title; a post's also its blog fields (`post`, decision 053).
 */
export interface BuilderDocumentMeta {
  title: string;
  slug?: PageSlug;
  description?: string;
  post?: BuilderPostMeta;
}
/**
 * A post's own fields in one language, kept with its draft and written to its terms row when it is published (issue 22, decision 053): excerpt, cover, author, the slugs of its categories and tags in this language, and the time it shows from (ahead of the publish: scheduled; absent: the time of its first publish).
 */
export interface BuilderPostMeta {
  excerpt?: string;
  cover?: ImageRef | null;
  author?: string;
  /**
   * @maxItems 50
   */
  categories?: Slug[];
  /**
   * @maxItems 50
   */
  tags?: Slug[];
  publishedAt?: string;
}
/**
 * Who did something (an author of a version or a draft).
 */
export interface UserRef {
  id: number;
  name: string;
}
/**
 * One language variant of a builder document: whether it exists, is published, has unpublished changes or a scheduled publish.
 */
export interface BuilderLanguageState {
  language_code: LanguageCode;
  title: string;
  slug?: string;
  isPublished: boolean;
  publishedAt: string | null;
  hasUnpublishedChanges: boolean;
  untranslated?: BuilderElementIds2;
  scheduledAt: string | null;
}
/**
 * A page in the builder's page list: its canonical slug and its language variants.
 */
export interface BuilderPageSummary {
  slugMain: Slug;
  isHomePage: boolean;
  /**
   * @maxItems 20
   */
  languages: BuilderLanguageState[];
}
/**
 * The stored draft shared by every language of a builder document (table builder_documents): the tree with the default language's props; sections also their options and meta.
 */
export interface BuilderStructure {
  /**
   * Any stored version; migrated on load (common/page-document-migrations.ts).
   */
  document: {
    [k: string]: unknown;
  };
  options?: {
    [k: string]: unknown;
  };
  /**
   * Sections: the x-element.version of the handler's schema the options were written at (without one: version 1); migrated on load (common/element-migrations.ts).
   */
  optionsVersion?: number;
  mobileOptions?: {
    [k: string]: unknown;
  };
  meta?: {
    [k: string]: unknown;
  };
  mobileMeta?: {
    [k: string]: unknown;
  };
}
/**
 * Stored per language of a builder document (decision 057): the elements hidden in that language (their subtrees are left out of what it publishes) and the untranslated texts the editor confirmed to publish as they are (by element id, `$options` for a section's options: a fingerprint of the default-language texts confirmed; a changed text is untranslated again).
 */
export interface BuilderTranslationReview {
  hidden: BuilderElementIds;
  confirmed: {
    [k: string]: string;
  };
}
/**
 * 409 of a publish of a language with untranslated texts and no choice what to do with them (decision 057): the error and the ids of those elements; nothing was published.
 */
export interface BuilderUntranslatedConflict {
  error: ApiError;
  untranslated: BuilderElementIds;
}
/**
 * One published version of a document in one language (every publish makes one), with author and time; the list leaves out document and options.
 */
export interface BuilderVersion {
  number: number;
  language_code: LanguageCode;
  created_at: string;
  author: UserRef | null;
  meta: BuilderDocumentMeta;
  document?: PageDocument;
  options?: {
    [k: string]: unknown;
  };
  mobileOptions?: {
    [k: string]: unknown;
  };
}
/**
 * Whether a bundle can go to the cart as it is (spec 4): not when a component is Configurable or has a required custom option (the customization modal opens), nor with a nested Bundle (never allowed).
 */
export interface BundleCheck {
  id: number;
  isBundle: boolean;
  needsCustomization: boolean;
  hasNestedBundle: boolean;
  /**
   * @maxItems 50
   */
  components: {
    id: number;
    format: ProductFormat;
    qty: number;
  }[];
}
/**
 * One product of a bundle with its quantity; a Configurable component needs a chosen variant (spec 4).
 */
export interface BundleComponent {
  id: number;
  qty: number;
  product: ProductListItem;
}
/**
 * A product in a list (spec 3 Product, the fields a grid needs). With select, only the selected fields and id are present; prices are in the site's main currency, convertedPrices in the requested one.
 */
export interface ProductListItem {
  id: number;
  slug?: Slug;
  name?: string;
  title?: string;
  type?: "product";
  format?: ProductFormat;
  sku?: string;
  image?: ProductMedia | null;
  shortDescription?: string;
  /**
   * Percent off retailPrice, rounded to a whole number (spec 9).
   */
  discount?: number;
  basicPrice?: number;
  retailPrice?: number;
  finalPrice?: number;
  membershipPrice?: number | null;
  categoryPriority?: number;
  isFeatured?: boolean;
  mainCategory?: ProductCategoryRef | null;
  currency?: Currency;
  convertedPrices?: ProductPrices | null;
}
/**
 * One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.
 */
export interface ProductMedia {
  src: MediaSrc;
  alt: string;
}
/**
 * A category a product belongs to: id, name and slug in the request language.
 */
export interface ProductCategoryRef {
  id: number;
  name: string;
  slug: Slug;
}
/**
 * A currency (spec 3 currency settings): id, label and symbol.
 */
export interface Currency {
  id: number;
  label: string;
  symbol: string;
}
/**
 * The four prices of a product in one currency (spec 3), with two decimals.
 */
export interface ProductPrices {
  currency: Currency;
  basicPrice: number;
  retailPrice: number;
  finalPrice: number;
  membershipPrice: number | null;
}
/**
 * One kind of cached data (admin cache view, spec 2): how many entries and bytes it holds in Redis.
 */
export interface CacheInfo {
  name: string;
  entries: number;
  bytes: number;
}
/**
 * A bundle's component as the shopper chose it (a configurable component's variant).
 */
export interface CartBundleComponent {
  productId: number;
  name: string;
  qty: number;
  /**
   * The custom options typed, with their titles in the cart's language.
   *
   * @maxItems 20
   */
  personalizations?: CartPersonalization[];
}
/**
 * A custom option the shopper typed, as a cart line or an order line shows it: the option's title in the cart's language and the text typed (spec 2 cart view).
 */
export interface CartPersonalization {
  label: string;
  value: string;
}
/**
 * 409 of order/create (spec 4 change detection, decision 031): the error (cartChanged, outOfStock, couponUsedUp, or 'Cart is archived.') and, when the cart was read, the cart as the server has it now, so the site replaces its copy and the shopper reviews it.
 */
export interface CartConflict {
  error: ApiError;
  cart?: Cart;
}
/**
 * A cart (spec 3): its id, lines, coupon, member card, chosen methods, guest user and prices, all computed by the server. protectCode is answered once, by the call that created the cart.
 */
export interface Cart {
  id: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode?: string;
  status: "active" | "archived";
  language: LanguageCode;
  /**
   * @maxItems 200
   */
  items: CartItem[];
  /**
   * Units in the cart.
   */
  qty: number;
  /**
   * Only e-products: no shipping step.
   */
  digitalOnly: boolean;
  coupon: null | CartCoupon;
  couponCode: null | string;
  memberCardBarcode: null | string;
  deliveryMethodId: null | number;
  paymentMethodId: null | number;
  options: CartOptions;
  instructions: string;
  guestUser: null | GuestUser;
  userId: null | number;
  prices: CartPrices;
  /**
   * @maxItems 200
   */
  notices: CartNotice[];
}
/**
 * A line of a cart (spec 3 cart item): the product's data in the cart's language, its prices in minor units (finalPrice per unit with options, row for the line) with the converted view, and its availability.
 */
export interface CartItem {
  itemId: number;
  productId: number;
  qty: number;
  productData: CartProductData;
  prices: CartItemPrices;
  options: CartItemOptions;
  /**
   * Units left to sell; null: unlimited.
   */
  stock: null | number;
  /**
   * The product is still sold and the line's quantity is in stock.
   */
  isAvailable: boolean;
}
export interface CartProductData {
  name: string;
  sku: string;
  slug: string;
  mainProductSlug: string;
  format: ProductFormat;
  isVisibleIndividually: boolean;
  /**
   * @maxItems 20
   */
  media: ProductMedia[];
  /**
   * A configurable product's chosen values, e.g. 'Crvena, 0,75 l'.
   */
  variantLabel?: string;
  /**
   * The custom options typed, with their titles in the cart's language.
   *
   * @maxItems 20
   */
  personalizations?: CartPersonalization[];
  /**
   * A bundle's components as chosen.
   *
   * @maxItems 50
   */
  components?: CartBundleComponent[];
}
export interface CartItemPrices {
  /**
   * Unit price in minor units: the product's final price (or membership price with a valid card) plus option surcharges.
   */
  finalPrice: number;
  row: number;
  rateBasisPoints: number;
  converted?: {
    finalPrice: number;
    row: number;
  };
}
/**
 * spec 3 cart item options: personalizations (custom options) and, for a bundle, the chosen product of each component (a variant for a configurable component) with its own personalizations; bundleOptions is null for any other product.
 */
export interface CartItemOptions {
  personalizations?: Personalizations;
  bundleOptions?: null | BundleOption[];
}
/**
 * spec 3 cart item options.personalizations: what the shopper typed for each custom option, keyed by the option value's sku.
 */
export interface Personalizations {
  [k: string]: string;
}
export interface BundleOption {
  /**
   * The bundle's component (as checkBundles lists it).
   */
  productId: number;
  /**
   * A configurable component's chosen variant (a Simple or EProduct product).
   */
  variantId?: number;
  personalizations?: Personalizations;
}
export interface CartCoupon {
  code: string;
  kind: "percent" | "fixed";
  amount: number;
}
export interface CartOptions {
  deliveryBranchId: null | string;
}
/**
 * A shopper who checks out without an account (spec 3 guest user): kept in the cart; the guestUser cookie holds only its e-mail.
 */
export interface GuestUser {
  email: string;
  details?: {
    firstName: string;
    lastName: string;
  };
  company?: null | {
    name: string;
    oib: string;
  };
  /**
   * The Main (billing) and Shipping (delivery) address.
   *
   * @maxItems 2
   */
  addresses?: AddressForm[];
}
/**
 * A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.
 */
export interface AddressForm {
  /**
   * spec 3, 9: saved addresses are Main or Shipping.
   */
  type: "Main" | "Shipping";
  firstName: string;
  lastName: string;
  contactEmail: string;
  contactPhone: string;
  /**
   * ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.
   */
  country: string;
  city: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  region?: string;
  /**
   * A company customer: companyName and companyOIB are then required (spec 5).
   */
  isCompany?: boolean;
  companyName?: string;
  /**
   * Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit.
   */
  companyOIB?: string;
}
/**
 * spec 3 cart prices, computed by the server only: the amounts in the main currency (minor units), the VAT each amount holds (tax, same keys), the breakdown per VAT rate, and the converted-currency view when the shopper chose another currency.
 */
export interface CartPrices {
  itemsTotal: number;
  coupon: number;
  loyalty: number;
  delivery: number;
  cartTotal: number;
  orderTotal: number;
  tax: CartTotals;
  /**
   * @maxItems 10
   */
  taxRates: TaxRateLine[];
  currency: Currency;
  converted?: ConvertedCartTotals;
}
/**
 * The amounts of a cart in minor units (cents): itemsTotal (lines at their prices), coupon and loyalty (discounts, positive), delivery, cartTotal (itemsTotal - coupon - loyalty) and orderTotal (cartTotal + delivery). Prices include VAT.
 */
export interface CartTotals {
  itemsTotal: number;
  coupon: number;
  loyalty: number;
  delivery: number;
  cartTotal: number;
  orderTotal: number;
}
/**
 * The VAT in a cart or order at one rate: the gross amount taxed at it and the tax it holds, in minor units.
 */
export interface TaxRateLine {
  rateBasisPoints: number;
  gross: number;
  tax: number;
}
export interface ConvertedCartTotals {
  currency: Currency;
  rate: number;
  itemsTotal: number;
  coupon: number;
  loyalty: number;
  delivery: number;
  cartTotal: number;
  orderTotal: number;
}
/**
 * Something the server changed in the cart on its own, for the shopper to be told (issue 17): a quantity capped to stock, a line dropped, a coupon removed.
 */
export interface CartNotice {
  key: "quantityCapped" | "itemUnavailable" | "couponRemoved";
  itemId?: number;
  qty?: number;
  name?: string;
}
/**
 * A new cart session (spec 7 getNewCartSession): the cart id and its protect code, for the cartId and protectCode cookies (one year).
 */
export interface CartSession {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
}
/**
 * spec 7 validateCart: whether the cart's member card is still valid, and the cart as the server has it now (its items, prices) for the change detection of spec 4.
 */
export interface CartValidation {
  validateMemberCard: boolean;
  /**
   * @maxItems 200
   */
  items: CartItem[];
  cart: Cart;
}
/**
 * spec 7 getCheckoutSettings (the CheckoutSettings site option): the cart addition behaviour (spec 9: 0 redirect to the cart, 1 stay, 2 popup), allowed countries (a list, one ISO code, or ALL), skipShippingStep, and the bank transfer details.
 */
export interface CheckoutSettings {
  cartAdditionBehaviour: 0 | 1 | 2;
  allowedCountries: "ALL" | string | string[];
  skipShippingStep: boolean;
  bankTransfer?: BankTransferDetails;
}
/**
 * One page of the site's comments for moderation: pending first, then newest first.
 */
export interface CommentAdminList {
  /**
   * @maxItems 100
   */
  records: Comment[];
  pendingCount: number;
  totalPages: number;
  totalRecords: number;
  page: number;
  limit: number;
}
/**
 * A comment on a blog post or a review of a product (issue 22, spec 3 comment options): plain text, shown as text, never as HTML.
 */
export interface Comment {
  id: number;
  targetType: "post" | "product";
  targetId: number;
  /**
   * The post's title or the product's name (the back office's list).
   */
  targetTitle?: string;
  /**
   * A registered author's first name and initial, or an anonymous author's name.
   */
  authorName: string;
  isRegistered: boolean;
  /**
   * Whether the caller wrote it (a signed-in user's own comment).
   */
  isMine: boolean;
  body: string;
  /**
   * 1..NumberOfStars, null without a rating.
   */
  rating: number | null;
  status: "published" | "pending" | "rejected";
  language: string;
  createdAt: string;
  updatedAt: string;
}
/**
 * A target's published comments counted, and the average of their ratings (schema.org AggregateRating).
 */
export interface CommentAggregate {
  commentCount: number;
  ratingCount: number;
  /**
   * Rounded to one decimal; null without ratings.
   */
  averageRating: number | null;
  /**
   * NumberOfStars (spec 9: 5).
   */
  bestRating: number;
}
/**
 * One page of a target's published comments, newest first, with the aggregate of all of them and the caller's own comments awaiting approval.
 */
export interface CommentList {
  /**
   * @maxItems 100
   */
  records: Comment[];
  /**
   * The signed-in caller's own comments on the target that are not published (pending or rejected).
   *
   * @maxItems 100
   */
  mine: Comment[];
  aggregate: CommentAggregate;
  totalPages: number;
  totalRecords: number;
  page: number;
  limit: number;
}
/**
 * The site's comment options (spec 3, spec 7 comment/getOptions) with their defaults: 5 stars (spec 9), commenting on the blog for registered users (spec 6).
 */
export interface CommentOptions {
  NumberOfStars: number;
  RequireRatingForComment: boolean;
  RequireCommentForRating: boolean;
  CanCommentOnBlog: "RegisteredUsers" | "Everyone" | "Nobody";
  OneUserOneComment: boolean;
  UserCanEditComment: boolean;
  RequireAdminPublishing: boolean;
  AnonymousCanMultipleReview: boolean;
}
/**
 * An attribute the variants of a configurable product differ by (spec 3 associatedProductsAttributes).
 */
export interface ConfigurableAttribute {
  attributeID: number;
  label: string;
  inputType: AttributeInputType;
  attributeCode: AttributeCode;
  customClass: string;
  /**
   * @maxItems 200
   */
  values: AttributeValueOption[];
}
/**
 * spec 7 confirmEmail (issue 21): what the confirmation link confirmed: a newsletter subscription, or a form sent without JavaScript (decision 048).
 */
export interface ConfirmedEmail {
  confirmed: "newsletter" | "formSubmission";
}
/**
 * spec 7 CMS consent filter (perPage at most 50; decision 047): a page of the site's assignments, one per form (assigned_to, in name order), their total, and every consent of the site for the pickers (archived ones too, marked).
 */
export interface ConsentAdminList {
  /**
   * @maxItems 50
   */
  assignments: ConsentAssignmentRecord[];
  total: number;
  page: number;
  perPage: number;
  /**
   * @maxItems 10000
   */
  consents: ConsentRecord[];
}
/**
 * The consents a form asks for (spec 3 assignment: assigned_to; decision 047) as the back office sees them, in order: each under the id the form sends (key), with the consent's id, uniqueNumber, current version and text, and whether the form requires it. Archived consents are left out (no form offers them).
 */
export interface ConsentAssignmentRecord {
  assigned_to: string;
  /**
   * @maxItems 100
   */
  consents: AssignedConsentRecord[];
}
export interface AssignedConsentRecord {
  key: string;
  consentId: number;
  uniqueNumber: string;
  version: number;
  displayName: LocalisedText;
  isRequired: boolean;
}
/**
 * A consent as the back office sees it (spec 3 consent: id, uniqueNumber, displayName; decision 047): its current text per language and that text's version; an archived one no form offers.
 */
export interface ConsentRecord {
  id: number;
  uniqueNumber: string;
  version: number;
  displayName: LocalisedText;
  isArchived: boolean;
}
/**
 * What a check of the site's consent log found (decision 047): how many entries it has and the id of the first entry where the hash chain breaks (null: the chain is whole).
 */
export interface ConsentLogCheck {
  entries: number;
  firstBroken: number | null;
}
/**
 * One entry of the consent log as a data subject or an admin reads it (spec 7 consent log fields; decision 047): a consent accepted or withdrawn, the id the form sent, the consent's uniqueNumber, the version of its text, the form and the time.
 */
export interface ConsentLogEntry {
  consentId: string;
  uniqueNumber: string;
  version: number;
  form: string;
  status: "accepted" | "withdrawn";
  email: string;
  statusTimestamp: string;
}
/**
 * Where something (a media file, a master) is used: a page, post or section in one language (its draft or what is published), or a master.
 */
export interface ContentUsage {
  kind: "page" | "section" | "post" | "master";
  key: Slug1;
  language_code: LanguageCode;
  title: string;
  where: "draft" | "published";
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
 * A personalisation a shopper types (spec 3 customOptions): text or number.
 */
export interface CustomOption {
  option_title: string;
  /**
   * option_title in other languages, by three-letter code: web/get serves the request language's, else option_title (the text it was written in).
   */
  option_titles?: {
    [k: string]: string;
  };
  option_type: "text" | "number";
  is_required: boolean;
  max_characters: number;
  /**
   * @maxItems 20
   */
  custom_option_values: {
    sku: string;
    label: string;
    /**
     * label in other languages, by three-letter code, as option_titles.
     */
    labels?: {
      [k: string]: string;
    };
    price: number;
  }[];
}
/**
 * Everything a site holds about one e-mail address (issue 21, GDPR art. 15 access, read by an admin for a data subject's request): the account, the consent log's entries, the newsletter subscription, form submissions, orders and mails, and all of it as one timeline (the CSV's rows).
 */
export interface DataSubjectExport {
  email: string;
  generatedAt: string;
  /**
   * The account registered with the address, if there is one.
   */
  account: {
    id: number;
    firstName: string;
    lastName: string;
    createdAt: string;
  } | null;
  /**
   * @maxItems 10000
   */
  consents: ConsentLogEntry[];
  /**
   * The newsletter subscription of the address on this site, if there is one.
   */
  newsletter: {
    status: "pending" | "subscribed" | "unsubscribed";
    language: string;
    createdAt: string;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
  } | null;
  /**
   * @maxItems 10000
   */
  formSubmissions: DataSubjectSubmission[];
  /**
   * @maxItems 10000
   */
  orders: DataSubjectOrder[];
  /**
   * Mails to the address (subject and kind only: links in them carry tokens).
   *
   * @maxItems 10000
   */
  mails: DataSubjectMail[];
  /**
   * Every item above as one row, oldest first: the CSV export's rows.
   *
   * @maxItems 50000
   */
  timeline: DataSubjectEvent[];
}
export interface DataSubjectSubmission {
  form: string;
  title: string;
  path: string;
  /**
   * The values as they were sent (text).
   */
  data: {
    [k: string]: unknown;
  };
  /**
   * @maxItems 10
   */
  files: DataSubjectFile[];
  createdAt: string;
}
export interface DataSubjectFile {
  name: string;
  mime: string;
  size: number;
}
export interface DataSubjectOrder {
  number: string;
  status: string;
  total: number;
  createdAt: string;
}
export interface DataSubjectMail {
  template: string;
  subject: string;
  status: string;
  createdAt: string;
}
export interface DataSubjectEvent {
  at: string;
  kind: "account" | "consent" | "newsletter" | "form" | "order" | "mail";
  summary: string;
}
/**
 * A delivery method as checkout offers it (spec 3): name and description in the request language, its price for this cart in minor units (0 above its free-delivery threshold), and its branches.
 */
export interface DeliveryMethod {
  id: number;
  code: string;
  name: string;
  description: string;
  price: number;
  basePrice: number;
  freeFrom: null | number;
  converted?: {
    price: number;
    currency: Currency;
  };
  options: {
    /**
     * @maxItems 500
     */
    branches: ShopBranch[];
  };
}
/**
 * A place a delivery method hands parcels over at (spec 3 delivery method options.branches): a pickup counter or a parcel locker.
 */
export interface ShopBranch {
  id: string;
  name: string;
  address?: string;
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
 * One e-mail in one language: subject, plain text and HTML. {link}, {firstName}, {lastName}, {email} and {brand} are filled in when the mail is written (values HTML-escaped in the HTML part).
 */
export interface EmailTemplate {
  subject: string;
  text: string;
  html: string;
}
/**
 * A mail's template per language (three-letter code); the site's default language is the fallback.
 */
export interface EmailTemplates {
  [k: string]: EmailTemplate;
}
/**
 * Every failed API call (spec 8): message is the translated text of key.
 */
export interface ErrorResponse {
  error: ApiError;
}
/**
 * One page of the back office's events, published or not (issue 22, decision 054): upcoming soonest first or past latest first.
 */
export interface EventAdminList {
  /**
   * @maxItems 100
   */
  records: EventAdmin[];
  totalPages: number;
  totalRecords: number;
  page: number;
  limit: number;
}
/**
 * An event as the back office edits it in one language (issue 22, decision 054): what every language shares, and its texts in the request's language (null when it has none yet). title is those texts' title, else another language's, so a list can name it.
 */
export interface EventAdmin {
  id: number;
  title: string;
  texts: {
    title: string;
    slug: Slug | null;
    description: string;
    place: string;
  } | null;
  startEvent: string;
  endEvent: string;
  capacity: number | null;
  eventAttendees: number;
  seatsLeft: number | null;
  cover: ImageRef | null;
  isPublished: boolean;
  acceptsSignups: boolean;
  /**
   * @maxItems 20
   */
  languages: LanguageCode[];
}
/**
 * One page of events (spec 3 paginated shape {records, totalPages, totalRecords}).
 */
export interface EventList {
  /**
   * @maxItems 100
   */
  records: Event[];
  totalPages: number;
  totalRecords: number;
  page: number;
  limit: number;
}
/**
 * An event in the request's language (spec 3 Event: id, startEvent, endEvent, eventAttendees; issue 22): its texts, time, place, seats and cover. seatsLeft is capacity less eventAttendees, never below 0; null when the capacity has no limit.
 */
export interface Event {
  id: number;
  title: string;
  slug: Slug | null;
  /**
   * Sanitised HTML (the builder's rich-text policy).
   */
  description: string;
  place: string;
  startEvent: string;
  endEvent: string;
  capacity: number | null;
  eventAttendees: number;
  seatsLeft: number | null;
  cover: ImageRef | null;
  isPublished: boolean;
  /**
   * Visitors sign up on its page through the built-in sign-up form while seats are left and it has not ended (decision 054).
   */
  acceptsSignups: boolean;
  /**
   * The languages the event has texts in: its page exists in each (the language switch, hreflang).
   *
   * @maxItems 20
   */
  languages: LanguageCode[];
}
/**
 * spec 7 redirect addFailedRequest (issue 22): whether the path was counted; a path that normalises to nothing usable (too long, a file of the build) is taken and not counted.
 */
export interface FailedRequestResult {
  recorded: boolean;
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
 * The same page in another language (language switch); slug is empty for the home page.
 */
export interface UrlOnLanguage {
  url: string;
  slug: string;
}
/**
 * What the site's forms are protected with (issue 21): a fresh signed ALTCHA challenge (valid ten minutes, solved in the browser), or reCAPTCHA v2 invisible with the site's key when the site has one and the server its secret.
 */
export interface FormCaptcha {
  kind: "altcha" | "recaptcha";
  challenge?: AltchaChallenge;
  siteKey?: string;
  version?: 2;
}
export interface AltchaChallenge {
  parameters: {
    [k: string]: string | number | {};
  };
  signature?: string;
}
/**
 * spec 7 storeData's optional recaptcha key and response (spec 5: a site key and a version are needed; default version 2, invisible, spec 9).
 */
export interface FormRecaptcha {
  key?: string;
  version?: number;
  response: string;
}
/**
 * spec 7 form storeData (issue 21): the submission was taken; awaitingConfirmation when it was sent without a captcha and waits for the link mailed to its sender.
 */
export interface FormStoreResult {
  accepted: true;
  awaitingConfirmation: boolean;
}
/**
 * A page of a site's form submissions, newest first (issue 21), and the site's forms with their counts.
 */
export interface FormSubmissionList {
  /**
   * @maxItems 500
   */
  forms: FormSummary[];
  /**
   * @maxItems 50
   */
  submissions: FormSubmissionRecord[];
  total: number;
  page: number;
  perPage: number;
}
export interface FormSummary {
  formSlug: string;
  formTitle: string;
  count: number;
}
/**
 * A stored submission of a form as the back office lists it (issue 21): the values as text, shown escaped; its files by id (download operation).
 */
export interface FormSubmissionRecord {
  id: number;
  formSlug: string;
  formTitle: string;
  path: string;
  language: string;
  email: string | null;
  createdAt: string;
  /**
   * The form's fields at the time it was sent: name and label, in the form's order.
   *
   * @maxItems 40
   */
  fields: FormSubmissionField[];
  /**
   * @maxItems 10
   */
  files: FormSubmissionFile[];
}
export interface FormSubmissionField {
  name: string;
  label: string;
  value: string;
}
export interface FormSubmissionFile {
  id: number;
  field: string;
  name: string;
  mime: string;
  size: number;
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
 * 409 of a delete refused because the thing is in use: the error and every place it is used.
 */
export interface InUseConflict {
  error: ApiError;
  /**
   * @maxItems 100
   */
  usage: ContentUsage[];
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
 * One value of a layered filter (spec 3): its id (attributeID), label and product count; Number, Date and DateTime filters have one value with minValue and maxValue. value is what the filter payload sends for it.
 */
export interface LayeredFilterValue {
  attributeID: number;
  value: number | ("yes" | "no");
  valueLabel: string;
  totalProducts: number;
  minValue: number | null;
  maxValue: number | null;
  swatch: string | null;
  isSelected: boolean;
}
/**
 * One facet of layered navigation (spec 3): counts are disjunctive (a facet's own selection does not narrow its own values), ranges report min and max under the other filters.
 */
export interface LayeredFilter {
  attributeCode: AttributeCode;
  label: string;
  type: LayeredFilterType;
  attributeID: number;
  /**
   * @maxItems 500
   */
  values: LayeredFilterValue[];
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
 * One language's values of localised props (x-element.localised), by element id ($options: a section's options); what is missing falls back to the default language.
 */
export interface LocalisedProps {
  [k: string]: {
    [k: string]: unknown;
  };
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
 * A PDF417 barcode the mail worker draws as a PNG when it sends the mail (an order's HUB-3 payment slip), so placing the order does not wait for the drawing: the symbol's bytes, its error correction level, data columns and pixels a module.
 */
export interface MailAttachmentPdf417 {
  bytesBase64: string;
  eclevel: number;
  columns: number;
  scale: number;
}
/**
 * A master component (an element subtree whose instances follow it) or a template (a whole page a new page can start from).
 */
export interface Master {
  id: number;
  kind: "master" | "template";
  title: string;
  revision: number;
  element?: ElementNode1;
  document?: PageDocument1;
  updated_at: string;
}
/**
 * One element instance in a page tree; props are checked by schemas/elements/<type>.schema.json.
 */
export interface ElementNode1 {
  id: string;
  type: string;
  /**
   * The version of the element's schema (x-element.version) its props were written at: the server records it on every save, and a read runs the props through common/element-migrations.ts up to the current version. A stored node without one was written at version 1; a submitted node without one is at the current version.
   */
  version?: number;
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
 * A stored page, current version: settings and an element tree. Older versions are migrated on load (common/page-document-migrations.ts); stored rows are never rewritten in place.
 */
export interface PageDocument1 {
  version: 2;
  settings: PageSettings;
  /**
   * @maxItems 200
   */
  elements: ElementNode[];
}
/**
 * A file of the media library (spec 3 Media item). path is the original (re-encoded, metadata stripped); alternativePaths holds the four sizes.
 */
export interface MediaItem {
  id: number;
  title: string;
  /**
   * Alternative text of the image.
   */
  description: string;
  caption: string;
  mime: "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";
  media_type: "image";
  access: "public";
  hash: string;
  path: string;
  media_url: string;
  usePublicPath: boolean;
  extension: "jpg" | "png" | "webp" | "avif" | "gif";
  size: number;
  width: number;
  height: number;
  originalName: string;
  alternativePaths: {
    ThumbnailSize: MediaVariant;
    PortraitSize: MediaVariant;
    LargeSize: MediaVariant;
    FullHDSize: MediaVariant;
  };
  created_at: string;
  updated_at: string;
}
/**
 * One resized copy of an image (spec 3 media sizes) in every format made: avif, webp and jpeg (or png for images with transparency).
 */
export interface MediaVariant {
  width: number;
  height: number;
  avif: string;
  webp: string;
  jpeg?: string;
  png?: string;
}
/**
 * A page of the media library (spec 3 paginated shape records, totalPages, totalRecords).
 */
export interface MediaList {
  /**
   * @maxItems 100
   */
  records: MediaItem[];
  totalPages: number;
  totalRecords: number;
}
/**
 * What the site needs to draw an upload as a <picture>: the original's intrinsic size and the spec 3 sizes written of it (process-image.ts), smallest first.
 */
export interface MediaPicture {
  width: number;
  height: number;
  /**
   * @maxItems 4
   */
  variants: MediaVariant[];
}
/**
 * A page of the paths that answered 404, most asked for first (issue 22; perPage at most 50), and how many the search finds.
 */
export interface MissingUrlList {
  /**
   * @maxItems 50
   */
  records: MissingUrl[];
  total: number;
  page: number;
  perPage: number;
}
/**
 * A path of the site that answered 404 (issue 22, spec 7 redirect addFailedRequest): how often and when it was asked for, and the redirect that now covers it, if any.
 */
export interface MissingUrl {
  path: SitePath;
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  redirectId: number | null;
}
/**
 * Everything the site holds about the logged-in user (issue 9, GDPR access): the account, its addresses, its wishlist, recorded consents, sessions and pending links (times only, never a token or its hash), and the mails sent to the account's address (tokens in their links removed).
 */
export interface MyData {
  exportedAt: string;
  account: MyDataAccount;
  /**
   * @maxItems 50
   */
  addresses: Address[];
  /**
   * Products on the user's wishlist (spec 3 Wishlist item), newest first.
   *
   * @maxItems 500
   */
  wishlist: MyDataWishlistItem[];
  /**
   * The account's comments and ratings on posts and reviews of products (decision 052), every status, newest first; the newest 1,000 when there are more.
   *
   * @maxItems 1000
   */
  comments: MyDataComment[];
  /**
   * The account's entries of the consent log (spec 3 Consent, spec 7 consent log fields; decision 047): each consent accepted or withdrawn, the id the form sent, the consent's uniqueNumber and the version of its text.
   *
   * @maxItems 1000
   */
  consents: ConsentLogEntry[];
  /**
   * The account's access and refresh tokens as times only (spec 3 Auth tokens).
   *
   * @maxItems 1000
   */
  sessions: MyDataSession[];
  /**
   * Verification and password reset links not yet followed, as times only.
   *
   * @maxItems 100
   */
  pendingLinks: MyDataPendingLink[];
  /**
   * Mails to the account's address, newest first, with the tokens of their links replaced.
   *
   * @maxItems 200
   */
  mails: MyDataMail[];
}
export interface MyDataAccount {
  id: number;
  email: string;
  username: string;
  details: {
    firstName: string;
    lastName: string;
  };
  memberCardBarcode: string | null;
  isBackofficeUser: boolean;
  scope: string;
  emailVerifiedAt: string | null;
  createdAt: string;
}
export interface MyDataWishlistItem {
  product_id: number;
  createdAt: string;
}
export interface MyDataComment {
  postId: number | null;
  productId: number | null;
  body: string;
  rating: number | null;
  status: "published" | "pending" | "rejected";
  languageCode: LanguageCode;
  createdAt: string;
  updatedAt: string;
}
export interface MyDataSession {
  kind: "access" | "refresh";
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}
export interface MyDataPendingLink {
  purpose: "verifyEmail" | "resetPassword";
  email: string;
  createdAt: string;
  expiresAt: string;
}
export interface MyDataMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template:
    | "verifyEmail"
    | "resetPassword"
    | "orderConfirmation"
    | "orderNotice"
    | "newsletterConfirm"
    | "newsletterWelcome"
    | "gdprNotice"
    | "formSubmission"
    | "formConfirm"
    | "contactMessage";
  language: LanguageCode;
  status: "queued" | "pending" | "sent" | "failed";
  createdAt: string;
  sentAt: string | null;
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
 * One consent log entry of a newsletter subscriber (assigned_to newsletter, decision 047): the consent and the version of its text, accepted or withdrawn, when, and as whom.
 */
export interface NewsletterConsentEntry {
  id: number;
  uniqueNumber: string;
  version: number;
  key: string;
  status: "accepted" | "withdrawn";
  statusTimestamp: string;
  userType: "webUser" | "guest";
}
/**
 * Where a newsletter subscription stands after a call (issue 21): pending until the mailed link confirms it, subscribed, or unsubscribed.
 */
export interface NewsletterStatus {
  status: "pending" | "subscribed" | "unsubscribed";
}
/**
 * A page of the site's newsletter subscribers, newest first (issue 21; perPage at most 50), and how many the filters find.
 */
export interface NewsletterSubscriberList {
  /**
   * @maxItems 50
   */
  records: NewsletterSubscriber[];
  total: number;
  page: number;
  perPage: number;
}
/**
 * A newsletter subscriber as the back office lists it (issue 21): address, language, state with its times, and its consent history (oldest first).
 */
export interface NewsletterSubscriber {
  id: number;
  email: string;
  language: LanguageCode;
  status: "pending" | "subscribed" | "unsubscribed";
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /**
   * @maxItems 1000
   */
  history: NewsletterConsentEntry[];
}
/**
 * spec 3 order create result: html (empty when the order is done at once; a self-submitting form for a hosted payment form; null when the card wallet's buttons pay it, with walletProvider) and orderSlug, the order's number.
 */
export interface OrderCreateResult {
  html: null | string;
  orderSlug: string;
  walletProvider?: WalletProvider;
}
/**
 * spec 3 wallet provider: what the payment step needs to draw the card wallet's buttons for an order (decision 045). orderId is the provider's order (or subscription) the shop created for it; total is the amount in the provider's notation ("17.00"); scriptUrl is the provider's buttons script; a subscription names its plan_id and quantity.
 */
export interface WalletProvider {
  isSubscription: boolean;
  plan_id: null | string;
  quantity: null | number;
  orderId: string;
  total: string;
  scriptUrl: string;
}
/**
 * spec 3 order document (spec 7 smartDocument): id and extendedDetails, here the order confirmation of one order with its PDF address.
 */
export interface OrderDocument {
  id: number;
  title: string;
  pdfUrl: string;
  extendedDetails: Order;
}
/**
 * An order as its shopper and the back office read it (issue 17): number, state, payment state, totals and its snapshot.
 */
export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  /**
   * unpaid: done at once and not yet marked paid; awaiting: a card order waiting for its gateway; flagged: the gateway reported another amount or currency (decision 045).
   */
  paymentStatus: "unpaid" | "awaiting" | "paid" | "failed" | "expired" | "flagged" | "refunded";
  email: string;
  language: LanguageCode;
  total: number;
  currency: Currency;
  createdAt: string;
  snapshot: OrderSnapshot;
}
/**
 * What an order keeps of its cart and checkout (issue 17): lines, prices with the tax breakdown, addresses, delivery and payment method, consents, coupon, member card, currency and the converted view with its rate, bank transfer details.
 */
export interface OrderSnapshot {
  /**
   * @minItems 1
   * @maxItems 200
   */
  lines: OrderLine[];
  prices: CartPrices;
  billingAddress: AddressForm;
  shippingAddress: null | AddressForm;
  customer: OrderCustomer;
  delivery: null | OrderDelivery;
  payment: OrderPayment;
  bankTransfer: null | BankTransferDetails;
  /**
   * @maxItems 40
   */
  consents: OrderConsent[];
  coupon: null | OrderCoupon;
  memberCardBarcode: null | string;
  instructions: string;
}
/**
 * A line of an order as it was sold: product, name and sku then, quantity, prices in minor units, VAT rate and options.
 */
export interface OrderLine {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  unitPrice: number;
  row: number;
  rateBasisPoints: number;
  variantLabel?: string;
  /**
   * The custom options typed, with their titles in the cart's language.
   *
   * @maxItems 20
   */
  personalizations?: CartPersonalization[];
  /**
   * @maxItems 50
   */
  components?: CartBundleComponent[];
  options: CartItemOptions;
}
export interface OrderCustomer {
  email: string;
  firstName: string;
  lastName: string;
  company: null | {
    name: string;
    oib: string;
  };
  isGuest: boolean;
}
export interface OrderDelivery {
  id: number;
  code: string;
  name: string;
  price: number;
  branch: null | ShopBranch;
}
export interface OrderPayment {
  id: number;
  code: string;
  kind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
  name: string;
}
export interface OrderConsent {
  id: string;
  form: string;
  email: string;
  statusTimestamp: string;
}
export interface OrderCoupon {
  id: number;
  code: string;
}
/**
 * A page of orders, newest first, in the spec 3 {data, pagination} shape.
 */
export interface OrderPage {
  /**
   * @maxItems 1000
   */
  data: OrderSummary[];
  pagination: {
    totalPages: number;
    totalRecords: number;
    page: number;
    limit: number;
  };
}
/**
 * An order in a list (order history, the admin's orders).
 */
export interface OrderSummary {
  id: number;
  number: string;
  status: OrderStatus;
  /**
   * unpaid: done at once and not yet marked paid; awaiting: a card order waiting for its gateway; flagged: the gateway reported another amount or currency (decision 045).
   */
  paymentStatus: "unpaid" | "awaiting" | "paid" | "failed" | "expired" | "flagged" | "refunded";
  paymentKind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
  email: string;
  customerName: string;
  total: number;
  currency: Currency;
  itemCount: number;
  createdAt: string;
}
/**
 * An e-mail in the outbox (design.md: e-mail): queued (an order's, rendered after its commit), waiting, sent, or failed after its retries.
 */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  template:
    | "verifyEmail"
    | "resetPassword"
    | "orderConfirmation"
    | "orderNotice"
    | "newsletterConfirm"
    | "newsletterWelcome"
    | "gdprNotice"
    | "formSubmission"
    | "formConfirm"
    | "contactMessage";
  language: LanguageCode;
  /**
   * Extra headers the mail is sent with (a newsletter's List-Unsubscribe and List-Unsubscribe-Post).
   */
  headers?: {
    [k: string]: string;
  };
  status: "queued" | "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
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
 * A payment method as checkout offers it (spec 3): paymentType 'HPF' redirects to a hosted payment form; null means the order is done at once (cash on delivery, bank transfer).
 */
export interface PaymentMethod {
  id: number;
  code: string;
  kind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
  name: string;
  description: string;
  paymentType: null | ("HPF" | "WALLET");
}
/**
 * What a gateway's notification did to its order (decision 045): paid it, flagged it for the back office (another amount or currency), repeated what was already done (replay), came for an order no longer waiting for it, expired or given up (late: recorded, nothing changed), or recorded a declined transaction.
 */
export interface PaymentNotificationResult {
  status: "accepted" | "amountMismatch" | "replay" | "late" | "declined";
}
/**
 * The order a cart became, for the success page of the shopper who placed it (spec 2 checkout success; issue 17: a bank transfer shows payee, IBAN, model, reference, amount and the HUB-3 barcode). Read with the cart's own credentials, so a guest sees it too.
 */
export interface PlacedOrder {
  number: string;
  paymentKind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
  total: number;
  currency: Currency;
  bankTransfer: null | BankTransferDetails;
  /**
   * The HUB-3 payment slip barcode (PDF417) as a PNG data URL; null without a bank transfer slip.
   */
  paymentSlip: null | string;
  /**
   * Whether the order is paid (decision 045): unpaid (paid on delivery or by transfer), awaiting (a card payment not confirmed by its gateway yet), paid, failed (given up for another method), expired (unpaid in time), flagged (the gateway reported another amount or currency).
   */
  paymentStatus: "unpaid" | "awaiting" | "paid" | "failed" | "expired" | "flagged" | "refunded";
  /**
   * The ids of the consents the shopper gave for this order (the checkout's address and payment steps): another payment method goes back to the payment step with them.
   *
   * @maxItems 40
   */
  consents: string[];
}
/**
 * One page of posts (spec 3 paginated shape {records, totalPages, totalRecords}).
 */
export interface PostList {
  /**
   * @maxItems 100
   */
  records: PostSummary[];
  totalPages: number;
  totalRecords: number;
  page: number;
  limit: number;
}
/**
 * A post as a list shows it (spec 3 Post: id, title): its card's cover, title, excerpt, date, author and categories.
 */
export interface PostSummary {
  id: number;
  slug: Slug;
  slugMain: Slug;
  title: string;
  excerpt: string;
  cover: ImageRef | null;
  author: string;
  postType: Slug;
  publishedAt: string;
  /**
   * @maxItems 50
   */
  categories: PostTerm[];
  /**
   * Only when filterStandard is asked for display legacy: the post's body (its headings and rich text) as sanitised HTML drawn by the server (decision 049).
   */
  html?: string;
}
/**
 * A post category or tag in one language (spec 3 Post category: title, slug); parentId names a subcategory's parent; slugs are its translations' slugs by language code.
 */
export interface PostTerm {
  id: number;
  type: "postCategory" | "postTag";
  title: string;
  slug: Slug;
  slugMain: Slug;
  parentId: number | null;
  slugs: {
    [k: string]: Slug;
  };
}
/**
 * A published post in one language (spec 3 Post: id, title, body): its card's fields, its tags, its body (a page document, drawn like a page's) and its translations' slugs by language code.
 */
export interface Post {
  summary: PostSummary;
  description: string;
  /**
   * @maxItems 50
   */
  tags: PostTerm[];
  document: PageDocument;
  slugs: {
    [k: string]: Slug;
  };
}
/**
 * A product category (spec 3) in the request language, with its sorts and, as a tree, its children.
 */
export interface ProductCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: Slug;
  description: string;
  image: ProductMedia | null;
  position: number;
  /**
   * @maxItems 8
   */
  sortTypes: SortOption[];
  sortDefaultType: ProductSort;
  slugs: {
    [k: string]: Slug;
  };
  /**
   * @maxItems 500
   */
  children: ProductCategory[];
}
/**
 * One sort of a category's sortTypes (spec 3): id and translated name.
 */
export interface SortOption {
  id: ProductSort;
  name: string;
}
/**
 * A custom option as web/get serves it (spec 3 customOptions, 7): the stored option (custom-option.schema.json) with its title and value labels in the request language, and each value's surcharge also in the currency asked for, as the product's convertedPrices.
 */
export interface ProductCustomOption {
  option_title: string;
  option_type: "text" | "number";
  is_required: boolean;
  max_characters: number;
  /**
   * @maxItems 20
   */
  custom_option_values: {
    sku: string;
    label: string;
    /**
     * The surcharge in the site's main currency.
     */
    price: number;
    /**
     * The surcharge in the currency of the product's convertedPrices, two decimals; null when no other currency was asked for.
     */
    convertedPrice: number | null;
  }[];
}
/**
 * A page of the back office's product list: every product of the site, archived ones and variants too (spec 3 paginated shape records, totalPages, totalRecords).
 */
export interface ProductEditList {
  /**
   * @maxItems 100
   */
  records: ProductEditRow[];
  totalPages: number;
  totalRecords: number;
}
export interface ProductEditRow {
  id: number;
  name: string;
  sku: string;
  format: ProductFormat;
  isArchived: boolean;
  isVisibleIndividually: boolean;
}
/**
 * One page of a product list (spec 3 paginated shape {records, totalPages, totalRecords}); layeredFilters when the request asked for them (same round trip).
 */
export interface ProductPage {
  /**
   * @maxItems 1000
   */
  records: ProductListItem[];
  totalPages: number;
  totalRecords: number;
  page: number;
  limit: number;
  /**
   * @maxItems 100
   */
  layeredFilters?: LayeredFilter[];
}
/**
 * A product tag: id, name and slug in the request language; totalProducts (visible products that carry it) in tag filter results.
 */
export interface ProductTag {
  id: number;
  name: string;
  slug: Slug;
  totalProducts?: number;
}
/**
 * An associated product of a configurable (spec 3): a Simple or EProduct with its chosen attribute values (attribute code to value id).
 */
export interface ProductVariant {
  id: number;
  slug: Slug;
  sku: string;
  name: string;
  format: ProductFormat;
  image: ProductMedia | null;
  basicPrice: number;
  retailPrice: number;
  finalPrice: number;
  membershipPrice: number | null;
  discount: number;
  /**
   * The variant's prices in the currency web/get was asked for (spec 3 converted view); null without one.
   */
  convertedPrices: ProductPrices | null;
  attributes: {
    [k: string]: number;
  };
}
/**
 * A product in full (spec 3): prices in the site's main currency and a converted view, attributes, variants, bundle components, custom options, cross-sell, media, categories and tags in the request language.
 */
export interface Product {
  id: number;
  slug: Slug;
  name: string;
  title: string;
  type: "product";
  format: ProductFormat;
  sku: string;
  image: ProductMedia | null;
  shortDescription: string;
  /**
   * Percent off retailPrice, rounded to a whole number (spec 9).
   */
  discount: number;
  basicPrice: number;
  retailPrice: number;
  finalPrice: number;
  membershipPrice: number | null;
  categoryPriority: number;
  isFeatured: boolean;
  mainCategory: ProductCategoryRef | null;
  currency: Currency;
  convertedPrices: ProductPrices | null;
  description: string;
  /**
   * @maxItems 30
   */
  media: ProductMedia[];
  /**
   * @maxItems 50
   */
  bundles: BundleComponent[];
  /**
   * @maxItems 24
   */
  crossSellProducts: ProductListItem[];
  /**
   * @maxItems 200
   */
  associatedProducts: ProductVariant[];
  /**
   * @maxItems 10
   */
  associatedProductsAttributes: ConfigurableAttribute[];
  attributeSet: {
    /**
     * @maxItems 100
     */
    attributes: AttributeSetEntry[];
  };
  /**
   * @maxItems 20
   */
  customOptions: ProductCustomOption[];
  /**
   * @maxItems 50
   */
  categories: ProductCategoryRef[];
  /**
   * @maxItems 50
   */
  tags: ProductTag[];
  isVisibleIndividually: boolean;
  isInStock: boolean;
  /**
   * The product's slug per language (language switch, hreflang).
   */
  slugs: {
    [k: string]: Slug;
  };
}
/**
 * A page of the site's redirects, newest first (issue 22; perPage at most 50), and how many the search finds.
 */
export interface RedirectList {
  /**
   * @maxItems 50
   */
  records: Redirect[];
  total: number;
  page: number;
  perPage: number;
}
/**
 * A back-office user's redirect (issue 22): a site path to another path or an absolute URL, 301 (moved) or 302 (for now), applied before a page renders.
 */
export interface Redirect {
  id: number;
  from: SitePath;
  to: RedirectTarget;
  status: 301 | 302;
  createdAt: string;
  updatedAt: string;
}
/**
 * What GET /api/v1/refresh answers (spec 7): a new pair of tokens; the refresh token sent is spent.
 */
export interface RefreshResult {
  tokens: AuthTokens;
}
/**
 * What POST web/register answers, the same whether the address was new or not (no account enumeration): confirmEmail tells the site to show the confirm-e-mail toast (spec 4).
 */
export interface RegisterResult {
  registered: true;
  confirmEmail: true;
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
 * One search result (spec 2: image and title or name): a page, a product, a post or a product category, with a plain-text excerpt around the first match; the site builds its URL from type and slug.
 */
export interface SearchHit {
  type: "page" | "product" | "post" | "productCategory";
  id: number;
  slug: Slug;
  /**
   * A page that is the site's home page (its URL is the language's root).
   */
  isHome: boolean;
  title: string;
  excerpt: string;
  image: ProductMedia | null;
  product?: ProductListItem1;
}
/**
 * A product in a list (spec 3 Product, the fields a grid needs). With select, only the selected fields and id are present; prices are in the site's main currency, convertedPrices in the requested one.
 */
export interface ProductListItem1 {
  id: number;
  slug?: Slug;
  name?: string;
  title?: string;
  type?: "product";
  format?: ProductFormat;
  sku?: string;
  image?: ProductMedia | null;
  shortDescription?: string;
  /**
   * Percent off retailPrice, rounded to a whole number (spec 9).
   */
  discount?: number;
  basicPrice?: number;
  retailPrice?: number;
  finalPrice?: number;
  membershipPrice?: number | null;
  categoryPriority?: number;
  isFeatured?: boolean;
  mainCategory?: ProductCategoryRef | null;
  currency?: Currency;
  convertedPrices?: ProductPrices | null;
}
/**
 * One page of search results of one category (spec 3 paginated shape {records, totalPages, totalRecords}), with the total of every requested category for the tabs.
 */
export interface SearchResult {
  search: string;
  category: SearchCategory;
  /**
   * @maxItems 48
   */
  records: SearchHit[];
  totalPages: number;
  totalRecords: number;
  page: number;
  limit: number;
  /**
   * Results per requested category.
   */
  totals: {
    pages?: number;
    products?: number;
    posts?: number;
    productCategories?: number;
  };
}
/**
 * A coupon as the back office sees it: its id, how many orders used it (read-only) and the values its form edits.
 */
export interface ShopCouponRecord {
  id: number;
  usedCount: number;
  values: ShopCouponSaveRequest;
}
/**
 * A coupon as the back office creates or replaces it (issue 17): its code (compared upper-cased), percent (a whole 1-100) or a fixed amount in euros, the minimum items total in euros, the validity window, usage limits overall and per customer (empty: none), the products or categories it is limited to (both empty: every item) and whether it is active. How often it was used is the server's to count.
 */
export interface ShopCouponSaveRequest {
  code: string;
  kind: "percent" | "fixed";
  amount: MoneyInput;
  minItemsTotal?: MoneyInput;
  validFrom?: string | null;
  validTo?: string | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  /**
   * @maxItems 1000
   */
  productIds?: number[];
  /**
   * @maxItems 1000
   */
  categoryIds?: number[];
  isActive?: boolean;
}
/**
 * A delivery method as the back office sees it: its id and the values its form edits (money in euros, as typed).
 */
export interface ShopDeliveryMethodRecord {
  id: number;
  values: ShopDeliveryMethodSaveRequest;
}
/**
 * A delivery method as the back office creates or replaces it (issue 17, spec 3 delivery method): name and description per language, price and free-delivery threshold in euros (stored in cents), the countries it delivers to (none: every allowed country), its branches (pickup places, parcel lockers), tax class, whether checkout offers it and its position.
 */
export interface ShopDeliveryMethodSaveRequest {
  code: ShopCode;
  name: LocalisedText1;
  description?: LocalisedText2;
  price: MoneyInput;
  /**
   * The items total from which delivery is free; empty: never free.
   */
  freeFrom?: MoneyInput | null;
  /**
   * @maxItems 300
   */
  countries?: string[];
  /**
   * @maxItems 500
   */
  branches?: ShopBranch[];
  taxClass: ShopCode;
  isActive?: boolean;
  position?: number;
}
/**
 * A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.
 */
export interface LocalisedText1 {
  [k: string]: string;
}
/**
 * A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.
 */
export interface LocalisedText2 {
  [k: string]: string;
}
/**
 * An order as the back office handles it (issue 17): the order with its snapshot, how it is paid, its history (oldest first), the states it may move to now, its payment events (decision 045), whether its payment state may be set by hand (cash on delivery, bank transfer), and what its provider has given back and may still give back.
 */
export interface ShopOrderAdmin {
  order: Order;
  paymentKind: "cashOnDelivery" | "bankTransfer" | "card" | "wallet";
  /**
   * @maxItems 1000
   */
  events: ShopOrderEvent[];
  /**
   * @maxItems 5
   */
  nextStatuses: OrderStatus[];
  /**
   * Whether its payment state is set by hand: cash on delivery (paid on delivery) and bank transfer; a card's gateway alone pays a card order.
   */
  canSetPayment: boolean;
  /**
   * What its provider has given back, in the currency's minor units.
   */
  refunded: number;
  /**
   * What may still be given back through its provider now: the rest of a paid order, 0 when its provider takes no refunds or it is not paid.
   */
  refundable: number;
  /**
   * @maxItems 1000
   */
  paymentEvents: ShopPaymentEvent[];
}
/**
 * One change of an order (issue 17, order_events), oldest first: its kind (status, payment, refund with its amount; order creation may add its own kinds), from what to what (empty when the kind has no states), who made it and when (by is null for the shop itself or a removed user).
 */
export interface ShopOrderEvent {
  kind: string;
  from: string;
  to: string;
  /**
   * A refund's amount, in the currency's minor units.
   */
  amount?: number;
  at: string;
  by: null | {
    id: number;
    name: string;
  };
}
/**
 * What a payment provider said or was asked about an order (decision 045, payment_events), oldest first: the provider, the kind of message, the verdict on its signature and amount, the amount and currency it named, the payment state it changed, and what it carried (its plain fields, the signature left out).
 */
export interface ShopPaymentEvent {
  provider: string;
  kind: "start" | "return" | "notification" | "status" | "capture" | "refund";
  verdict:
    | "accepted"
    | "declined"
    | "badSignature"
    | "amountMismatch"
    | "replay"
    | "late"
    | "unknownOrder"
    | "unanswered";
  amount: null | number;
  currency: null | string;
  change: null | {
    from: string;
    to: string;
  };
  details: {
    [k: string]: string;
  };
  at: string;
}
/**
 * A payment method as the back office sees it: its id and the values its form edits.
 */
export interface ShopPaymentMethodRecord {
  id: number;
  values: ShopPaymentMethodSaveRequest;
}
/**
 * A payment method as the back office creates or replaces it (issue 17): cash on delivery or bank transfer (both done at once), name and description per language, whether checkout offers it and its position. Card payment comes with the payments issue.
 */
export interface ShopPaymentMethodSaveRequest {
  code: ShopCode;
  kind: "cashOnDelivery" | "bankTransfer";
  name: LocalisedText3;
  description?: LocalisedText4;
  isActive?: boolean;
  position?: number;
}
/**
 * A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.
 */
export interface LocalisedText3 {
  [k: string]: string;
}
/**
 * A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.
 */
export interface LocalisedText4 {
  [k: string]: string;
}
/**
 * One domain the site answers on (spec 2 domain list, spec 3 domain): its host name and the site's address there.
 */
export interface SiteDomain {
  id: number;
  name: HostName;
  url: string;
}
/**
 * Every site option key of spec 3 with the shape of its value. Values are stored as text (SiteOption.value): a key whose schema is a string is taken as it is; any other is JSON text (true, 5, {...}), and an array of strings may also be a comma-separated list. common/site-options.ts parses them through this schema; a stored value that breaks it is ignored and logged. The option filter serves the keys marked x-public to anyone and the others to back-office users only (issue 18: e-mail templates, recipients, site settings); writeOnly keys to no client.
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
  HomePageSlug?: Slug2;
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
  /**
   * issue 21: the site key of reCAPTCHA v2 invisible (spec 9 default); with the server's RECAPTCHA_SECRET the site's forms use reCAPTCHA instead of ALTCHA.
   */
  RecaptchaSiteKey?: string;
  SendGdprTo?: string;
  /**
   * Empty = no tracking (the cookie notice promises only necessary cookies).
   */
  GoogleAnalyticsId?: string;
  GitlabProjectId?: string;
  RegisterEmailTemplate?: EmailTemplates1;
  PasswordResetEmailTemplate?: EmailTemplates2;
  /**
   * spec 2, 4: the OpenID Connect providers of the social login, one button each on the login page. writeOnly: it holds client secrets, so the option filter never serves it (generated/site-options.ts privateSiteOptionKeys); ids must differ (a repeated id is ignored).
   *
   * @maxItems 10
   */
  SocialLoginProviders?: SocialLoginProviderConfig[];
  CheckoutSettings?: CheckoutSettings1;
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
 * A mail's template per language (three-letter code); the site's default language is the fallback.
 */
export interface EmailTemplates1 {
  [k: string]: EmailTemplate;
}
/**
 * A mail's template per language (three-letter code); the site's default language is the fallback.
 */
export interface EmailTemplates2 {
  [k: string]: EmailTemplate;
}
/**
 * One OpenID Connect provider shoppers may sign in through (spec 2 social login, spec 4 social strategy). The client is registered at the provider with the redirect URI <site origin>/social-login (and /en/social-login, /de/social-login for the other languages).
 */
export interface SocialLoginProviderConfig {
  /**
   * The provider's key in links and in the login flow, e.g. google.
   */
  id: string;
  /**
   * What the button says after 'Prijava putem', e.g. Google.
   */
  name: string;
  /**
   * The provider's Issuer Identifier; its /.well-known/openid-configuration is read. https, or http on a loopback address only (a provider on this machine, for development and tests).
   */
  issuer: string;
  clientId: string;
  /**
   * Sent to the token endpoint (client_secret_basic); never served by the option filter.
   */
  clientSecret: string;
}
/**
 * spec 7 getCheckoutSettings (the CheckoutSettings site option): the cart addition behaviour (spec 9: 0 redirect to the cart, 1 stay, 2 popup), allowed countries (a list, one ISO code, or ALL), skipShippingStep, and the bank transfer details.
 */
export interface CheckoutSettings1 {
  cartAdditionBehaviour: 0 | 1 | 2;
  allowedCountries: "ALL" | string | string[];
  skipShippingStep: boolean;
  bankTransfer?: BankTransferDetails;
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
 * POST social oauth (spec 7): the new session's tokens and the user, as a password login answers, and the safe internal path stored when the flow began (spec 5).
 */
export interface SocialLoginResult {
  tokens: AuthTokens;
  user: User;
  returnTo: string;
}
/**
 * A provider of the social login as the site shows it: its key and its name (no secrets).
 */
export interface SocialProvider {
  id: string;
  name: string;
}
/**
 * GET social redirect-login (spec 7): the provider's authorization URL to send the browser to, and the flow's state (128 random bits), which the site keeps in a short-lived HttpOnly cookie to check the callback against.
 */
export interface SocialRedirect {
  url: string;
  state: string;
}
/**
 * First and last name as a user sends them (spec 5: both required).
 */
export interface UserDetailsInput {
  firstName: string;
  lastName: string;
}
/**
 * One setting of the signed-in user by group and key (spec 7 settings general/user). general/language is the back-office user's global language: the admin area speaks it (spec 6 admin locale).
 */
export interface UserSetting {
  group: "general";
  key: "language";
  value: LanguageCode;
}
/**
 * What GET web/verify/{token} answers: the address now verified.
 */
export interface VerifyResult {
  verified: true;
  email: string;
}
/**
 * What the card wallet's buttons answered an approval with (PayPal's onApprove data): the provider's order, the payer, and for a subscription (decision 046) the subscription approved.
 */
export interface WalletApprovalDetails {
  orderID: string;
  payerID?: string;
  subscriptionID?: string;
}
/**
 * A consent as a form on the site shows it (spec 7 GDPR consent filter, forWeb; decision 047): the id the form sends (`id`, the assignment's key), the consent's uniqueNumber and current text version, its displayName in the request's language (Croatian when it has none), and whether the form requires it (spec 5 consentRequired, starred).
 */
export interface WebConsent {
  id: string;
  uniqueNumber: string;
  version: number;
  displayName: string;
  isRequired: boolean;
}
/**
 * A product on the user's wishlist (spec 3 Wishlist item: product_id, product), newest first.
 */
export interface WishlistItem {
  product_id: number;
  product: ProductListItem;
  createdAt: string;
}
/**
 * A page of the user's wishlist (spec 3 pagination: lastPage, page, limit, total, perPage). Products no longer sold in the site (archived) are left out.
 */
export interface WishlistPage {
  /**
   * @maxItems 500
   */
  data: WishlistItem[];
  lastPage: number;
  page: number;
  limit: number;
  perPage: number;
  total: number;
}
/**
 * Whether the product is on the signed-in user's wishlist after the call (spec 4 toggle: addedToWishlist or removedFromWishlist).
 */
export interface WishlistToggleResult {
  product_id: number;
  wished: boolean;
}
/**
 * The change-password form (spec 5): old password, a new one different from it, and its repeat.
 */
export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}
/**
 * The checkout's address step (spec 2, 5): the delivery address (with the company fields for a company order), a checkbox for a different billing address (the same fields without the company ones), and the step's consents (data: the assignment of its name, decision 047). If billing is not different, billing is a copy of delivery with type Main (spec 4).
 */
export interface CheckoutAddressForm {
  delivery: AddressForm;
  isBillingDifferent?: boolean;
  billing?: AddressForm;
  /**
   * Ids of the consents accepted on this step (x-consents); the required ones must be among them (spec 5 consentRequired).
   *
   * @maxItems 20
   */
  consents?: string[];
}
/**
 * The checkout's payment step (spec 2, 5): the payment method (spec 5 paymentMethodUndefined when none) and the step's consents (data: the assignment of its name, decision 047).
 */
export interface CheckoutPaymentForm {
  paymentMethodId: number;
  /**
   * Ids of the consents accepted on this step (x-consents); the required ones must be among them (spec 5 consentRequired).
   *
   * @maxItems 20
   */
  consents?: string[];
}
/**
 * The forgot-password form: the account's e-mail, as POST web/password/forgot takes it.
 */
export interface ForgotPasswordForm {
  email: string;
}
/**
 * The login form (spec 5: username a valid e-mail, password at least 8): the body of POST /api/v1/login without the API key the site adds.
 */
export interface LoginForm {
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
 * The edit-profile form (spec 2, 5): first name, last name and e-mail, all required; an optional membership card barcode.
 */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  memberCardBarcode?: string;
}
/**
 * The register form with addresses (spec 3 addresses[2]: Main, then Shipping; spec 5 address rules): the names and the e-mail of the account come from the Main address, whose contact e-mail is also the username.
 */
export interface RegisterWithAddressesForm {
  /**
   * @minItems 2
   * @maxItems 2
   */
  addresses: AddressForm[];
  password: string;
  confirmedPassword: string;
}
/**
 * The register form, simple mode (spec 3, 5): names, e-mail, password and its repeat, optional membership card barcode; its consents are data (the assignment 'register', decision 047).
 */
export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmedPassword: string;
  memberCardBarcode?: string;
}
/**
 * The form behind the reset link: the link's token, a new password and its repeat.
 */
export interface ResetPasswordForm {
  token: string;
  password: string;
  confirmedPassword: string;
}
/**
 * A form's checkboxes field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface CheckboxesFormField {
  type: "checkboxes";
  name: FormFieldName;
  required?: boolean;
  options: FormFieldOptions;
}
/**
 * A form's date field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface DateFormField {
  type: "date";
  name: FormFieldName;
  required?: boolean;
}
/**
 * A form's email field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface EmailFormField {
  type: "email";
  name: FormFieldName;
  required?: boolean;
}
/**
 * A form's file field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface FileFormField {
  type: "file";
  name: FormFieldName;
  required?: boolean;
  /**
   * @minItems 1
   * @maxItems 5
   */
  accept?: FormFileType[];
  maxFiles?: number;
}
/**
 * A form's number field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface NumberFormField {
  type: "number";
  name: FormFieldName;
  required?: boolean;
  minimum?: number;
  maximum?: number;
}
/**
 * A form's phone field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface PhoneFormField {
  type: "phone";
  name: FormFieldName;
  required?: boolean;
}
/**
 * A form's select field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface SelectFormField {
  type: "select";
  name: FormFieldName;
  required?: boolean;
  options: FormFieldOptions;
}
/**
 * A form's text field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface TextFormField {
  type: "text";
  name: FormFieldName;
  required?: boolean;
  maxLength?: number;
}
/**
 * A form's textarea field: its settings in the builder; x-form-field says how a submitted value is validated (common/forms/form-value-schema.ts). No `default`s here: ajv would fill them into every branch of the FormField oneOf; a setting's default is in x-form-field.
 */
export interface TextareaFormField {
  type: "textarea";
  name: FormFieldName;
  required?: boolean;
  maxLength?: number;
}
/**
 * A product attribute as the back office creates or replaces it; values with an id keep it, values without one are new, missing ones are removed.
 */
export interface AttributeSaveRequest {
  attributeCode: AttributeCode;
  inputType: AttributeInputType;
  label: LocalisedText;
  isFilterable?: boolean;
  position?: number;
  customClass?: string;
  unit?: string;
  /**
   * @maxItems 500
   */
  values?: {
    id?: number;
    label: LocalisedText;
    swatch?: string | null;
    position?: number;
  }[];
}
/**
 * POST validateMembersBarcode (spec 4, 7): the membership card barcode.
 */
export interface BarcodeRequest {
  barcode: string;
}
/**
 * Saves the draft of the request's language: the whole tree (its structure is shared by every language), this language's meta and, for sections, options.
 */
export interface BuilderDraftRequest {
  baseRevision: number;
  document: PageDocument;
  meta: BuilderDocumentMeta;
  hidden?: BuilderElementIds3;
  options?: {
    [k: string]: unknown;
  };
  mobileOptions?: {
    [k: string]: unknown;
  };
}
/**
 * Publish: the draft revision the editor saw (409 when someone saved since) and, when the language has untranslated texts (decision 057), what to do with them: hide those elements in this language, or confirm and publish them as they are. Without it such a publish answers 409 BuilderUntranslatedConflict.
 */
export interface BuilderPublishRequest {
  baseRevision: number;
  untranslated?: "hide" | "confirm";
}
/**
 * Publish or restore: the draft revision the editor saw (409 when someone saved since).
 */
export interface BuilderRevisionRequest {
  baseRevision: number;
}
/**
 * Publishes the request's language at a date-time (the draft as it is then).
 */
export interface BuilderScheduleRequest {
  baseRevision: number;
  at: string;
}
/**
 * spec 4 getAbandoned at login: the credentials of the cart the visitor holds now (optional), merged into the user's last active cart.
 */
export interface CartAbandonedRequest {
  cartId?: string;
  protectCode?: string;
  /**
   * The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).
   */
  currencyId?: number;
}
/**
 * spec 7 addItem: without cartId and protectCode a new cart is made (spec 4: none until the first add). A product already in the cart with the same options gets the quantity added.
 */
export interface CartAddItemRequest {
  cartId?: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode?: string;
  currencyId?: number;
  productId: number;
  /**
   * spec 5: a whole number above 0.
   */
  qty: number;
  options?: CartItemOptions;
}
/**
 * spec 7 applyCoupon: the code (spec 5 required).
 */
export interface CartCouponRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  /**
   * The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).
   */
  currencyId?: number;
  code: string;
}
/**
 * spec 7 deleteItem.
 */
export interface CartDeleteItemRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  /**
   * The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).
   */
  currencyId?: number;
  itemId: number;
}
/**
 * spec 7 updateGuestUser: the guest's e-mail, or addresses, details and company.
 */
export interface CartGuestUserRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  /**
   * The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).
   */
  currencyId?: number;
  email?: string;
  details?: {
    firstName: string;
    lastName: string;
  };
  company?: null | {
    name: string;
    oib: string;
  };
  /**
   * @minItems 1
   * @maxItems 2
   */
  addresses?: AddressForm[];
  instructions?: string;
}
/**
 * spec 7 applyMemberCard: a membership card barcode (EAN-13); empty takes the card off the cart.
 */
export interface CartMemberCardRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  /**
   * The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).
   */
  currencyId?: number;
  barcode: string;
}
/**
 * A cart's credentials (spec 7 getCart, validateCart, getAbandoned, clearCart, removeCoupon).
 */
export interface CartSessionRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  /**
   * The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).
   */
  currencyId?: number;
}
/**
 * spec 7 updateItem: a line's new quantity (and options).
 */
export interface CartUpdateItemRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  /**
   * The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).
   */
  currencyId?: number;
  itemId: number;
  /**
   * spec 5: a whole number above 0.
   */
  qty: number;
  options?: CartItemOptions;
}
/**
 * POST /api/v1/user/web/password/reset (spec 3, 7): the old and the new password (spec 5: different).
 */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: NewPassword1;
}
/**
 * spec 7 getAvailableCountries.
 */
export interface CheckoutCountriesRequest {
  cartId?: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode?: string;
  language?: LanguageCode;
  type?: "countries";
}
/**
 * spec 7 getApplicableDeliveryMethods: the methods that deliver to the country of the shipping address (countryId, else the address's country).
 */
export interface CheckoutDeliveryMethodsRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  userId?: number;
  countryId?: number;
  currencyId?: number;
  userBillingAddressId?: number;
  userShippingAddressId?: number;
}
/**
 * spec 7 getApplicablePaymentMethods.
 */
export interface CheckoutPaymentMethodsRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  userId?: number;
  userBillingAddressId?: number;
}
/**
 * spec 7 saveDeliveryMethod: the chosen method and, when it has branches, the branch (spec 5 shippingBranchUndefined).
 */
export interface CheckoutSaveDeliveryRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  userId?: number;
  deliveryMethodId: number;
  branchId?: string;
}
/**
 * spec 7 savePaymentMethod, with company data for a company order.
 */
export interface CheckoutSavePaymentRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  userId?: number;
  paymentMethodId: number;
  companyData?: {
    companyName: string;
    oib: string;
  };
}
/**
 * Body of POST /api/v1/cms/comment/create: a comment (text), a rating (1..NumberOfStars) or both, on a post or a product. authorName is an anonymous author's name, when the options let anonymous visitors write.
 */
export interface CommentCreateRequest {
  targetType: "post" | "product";
  targetId: number;
  body?: string;
  rating?: number;
  authorName?: string;
}
/**
 * Body of POST /api/v1/cms/comment/filter: a post's or product's published comments, newest first, 10 a page (spec 9).
 */
export interface CommentFilterRequest {
  targetType: "post" | "product";
  targetId: number;
  page?: number;
  limit?: number;
}
/**
 * Body of POST /api/v1/cms/comment/getOptions (spec 7: store_id). The options are the request's site's; store_id is accepted as the spec sends it.
 */
export interface CommentOptionsRequest {
  store_id?: number;
}
/**
 * Body of PUT /api/v1/admin/comments/{id}/status: approve (published), reject, or send back to pending.
 */
export interface CommentStatusRequest {
  status: "published" | "pending" | "rejected";
}
/**
 * Body of PUT /api/v1/cms/comment/{id}: the author's new text and rating (null takes the rating away); a field left out keeps its value.
 */
export interface CommentUpdateRequest {
  body?: string;
  rating?: number | null;
}
/**
 * spec 7 CMS consent create (assigned_to, consents, requiredConsents; decision 047): replaces the consents a form asks for, in this order, each under the id the form sends (key); requiredConsents are keys of the list. An empty list removes the form's assignment.
 */
export interface ConsentAssignmentSaveRequest {
  assigned_to: string;
  /**
   * @maxItems 20
   */
  consents: ConsentAssignmentItem[];
  /**
   * @maxItems 20
   */
  requiredConsents: string[];
}
export interface ConsentAssignmentItem {
  key: string;
  consentId: number;
}
/**
 * A consent as the back office creates or changes it (spec 3 consent: uniqueNumber, displayName; decision 047). Without id a new consent (uniqueNumber required, unique per site: 409 otherwise); with id a change of that consent's text or archive flag: a changed text is a new version, an unchanged one changes nothing. The uniqueNumber of a consent never changes (the log names it).
 */
export interface ConsentSaveRequest {
  id?: number;
  uniqueNumber?: string;
  displayName: ConsentText;
  isArchived?: boolean;
}
/**
 * spec 7 contactAdmin (issue 21): a back-office user's message to the site's other back-office users (a question about the site, a request to publish), answered to the sender's address.
 */
export interface ContactAdminRequest {
  subject: string;
  message: string;
}
/**
 * spec 7 contact (issue 21): a visitor's message to the site without a form of the builder (a headless site's contact form): who, how to answer, the message, the consents of the `contact` assignment and the captcha (ALTCHA's solution, or reCAPTCHA's answer when the site uses it).
 */
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  message: string;
  /**
   * The page the message was sent from.
   */
  path?: string;
  /**
   * @maxItems 20
   */
  consents?: string[];
  altcha?: string;
  recaptcha?: FormRecaptcha;
}
/**
 * A new page in the request's language (spec 2 new-page modal); it starts empty or from a template.
 */
export interface CreatePageRequest {
  title: string;
  slug: PageSlug;
  templateId?: number;
}
/**
 * A new blog post in the request's language ('Nova objava', issue 22): an unpublished builder draft with an empty body; its slug is its slugMain. Its blog fields (excerpt, categories, publishing time …) are optional here and edited in the builder's settings.
 */
export interface CreatePostRequest {
  title: string;
  slug: PageSlug;
  post?: BuilderPostMeta;
}
/**
 * Creates a page's missing language variant from the Croatian one (its texts fall back to Croatian until translated).
 */
export interface CreateTranslationRequest {
  language_code: LanguageCode;
  title: string;
  slug: PageSlug;
}
/**
 * POST /api/v1/user/web/delete (issue 9, GDPR): the account's password confirms the deletion.
 */
export interface DeleteAccountRequest {
  password: string;
}
/**
 * spec 7 smartDocument document/filter/web: the signed-in user's order documents, paged; number finds one order by its number (the profile's order route names it so).
 */
export interface DocumentFilterRequest {
  store?: string;
  page?: number;
  limit?: number;
  number?: string;
}
/**
 * Adds a domain to the site: the host name requests arrive on, and the site's address there (its host must be that name).
 */
export interface DomainCreateRequest {
  name: HostName;
  url: string;
}
/**
 * Optional body of POST /api/v2/domainDetect; without a domain the Referer or Host header decides.
 */
export interface DomainDetectRequest {
  domain?: string;
}
/**
 * An e-mail address alone: POST web/password/forgot and web/verify/resend.
 */
export interface EmailRequest {
  email: string;
}
/**
 * Body of POST /api/v1/calendar/event/public/filter (spec 7 event/public/filter; issue 22): published events of the request's language, upcoming (not yet ended) or past (ended), optionally starting in a date range, in pages of 10.
 */
export interface EventFilterRequest {
  /**
   * upcoming when left out: events that have not ended yet.
   */
  when?: "upcoming" | "past";
  /**
   * Starting at or after this instant.
   */
  dateFrom?: string;
  /**
   * Starting at or before this instant; not before dateFrom.
   */
  dateTo?: string;
  /**
   * By start: soonest first for upcoming, latest first for past when left out.
   */
  sort?: "startAsc" | "startDesc";
  page?: number;
  /**
   * Events of a page, 10 when left out (spec 9).
   */
  limit?: number;
}
/**
 * Body of PUT /api/v1/admin/events (issue 22): an event created (no id) or replaced (its id), with its texts in the request's language; the other languages' texts stay. The description's HTML is sanitised like the builder's rich text; endEvent must be after startEvent and eventAttendees at most the capacity.
 */
export interface EventSaveRequest {
  id?: number;
  title: string;
  slug?: Slug;
  description?: string;
  place?: string;
  startEvent: string;
  endEvent: string;
  capacity?: number | null;
  eventAttendees?: number;
  cover?: ImageRef | null;
  isPublished?: boolean;
  /**
   * Visitors sign up on its page (decision 054); left out: kept (false for a new event).
   */
  acceptsSignups?: boolean;
}
/**
 * Body of POST /api/v1/calendar/event/public/signUp (issue 22, decision 054): a visitor's submission of the site's event sign-up form (formSlug prijava-na-dogadjaj) for the event `id`. The submission is checked as storeData checks one (the form's fields: name, e-mail, seats; the consents of its assignment; the captcha, or confirmByEmail without JavaScript); its seats are taken in the transaction that stores it.
 */
export interface EventSignupRequest {
  id: number;
  submission: FormStoreRequest;
}
/**
 * spec 7 form storeData (issue 21): a visitor's submission of a form of a published page, found by formSlug. `data` is checked by the form's own schema on the server (formValueSchema of the published form's fields, never a schema the client sends): here only its size. Sent as JSON, or as the `payload` field of a multipart body whose file parts are named by their field.
 */
export interface FormStoreRequest {
  formSlug: string;
  /**
   * The page the form was sent from.
   */
  path: string;
  data: FormSubmissionData;
  /**
   * @maxItems 20
   */
  consents?: string[];
  /**
   * The ALTCHA widget's payload (base64 of the solved challenge), when the site uses ALTCHA.
   */
  altcha?: string;
  recaptcha?: FormRecaptcha;
  /**
   * Sent without a captcha (a browser without JavaScript): keep the submission until its sender opens the link mailed to the form's e-mail field, instead of refusing it (decision 048).
   */
  confirmByEmail?: boolean;
}
export interface FormSubmissionData {
  [k: string]: FormDataValue;
}
/**
 * spec 7 redirect addFailedRequest (issue 22): the path of the site a visitor asked for that answered 404 (a query is dropped); longer than 512 characters is taken and not counted.
 */
export interface FailedRequestRequest {
  path: string;
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
 * Body of POST product layered/navigation: the same filters as web/filter.
 */
export interface LayeredNavigationRequest {
  keywords?: string;
  /**
   * @maxItems 30
   */
  filters?: ProductFilterItem[];
  store?: number;
  featured?: boolean;
  /**
   * @maxItems 50
   */
  categories?: number[];
  /**
   * Ignored: archived products are never listed (spec 9, archived=false).
   */
  archived?: boolean;
  /**
   * true: only products with a discount.
   */
  discount?: boolean;
  mainCategory?: number;
}
/**
 * One filter of the filter payload (spec 3): key is an attribute code, or price (a finalPrice range), id (a list of product ids) or tag (tag ids); value a list (option ids, numbers, or [min, max] with range), 'yes'/'no', or a single value (wrapped in a list, spec 5).
 */
export interface ProductFilterItem {
  key: AttributeCode;
  value: (number | string | null)[] | string | number | null;
  range?: boolean;
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
 * Saves an element subtree as a master, or a page document as a template.
 */
export interface MasterCreateRequest {
  kind: "master" | "template";
  title: string;
  element?: ElementNode;
  document?: PageDocument;
}
/**
 * Changes a master or template; every instance follows (409 when someone saved since baseRevision).
 */
export interface MasterUpdateRequest {
  baseRevision: number;
  title: string;
  element?: ElementNode;
  document?: PageDocument;
}
/**
 * Body of POST /api/v1/media/pictures: the media library paths a page shows (its elements' src).
 */
export interface MediaPicturesRequest {
  /**
   * @maxItems 200
   */
  paths: string[];
}
/**
 * Edits the texts of a media item (edit media modal).
 */
export interface MediaUpdateRequest {
  title?: string;
  description?: string;
  caption?: string;
}
/**
 * A signed-in customer approved the card wallet's payment of one of their orders from the profile ('pay now', decision 046): what the wallet's buttons answered. The approval alone never pays: the shop captures (or reads the subscription) through the provider's API and checks the amount.
 */
export interface MyWalletApprovalRequest {
  details: WalletApprovalDetails;
}
/**
 * spec 7 POST marketing newsletter/subscribe (issue 21): the address to subscribe, the language its mails are written in (the request's when left out) and the ids of the newsletter assignment's consents the visitor accepted (the ids the form shows, as register sends them).
 */
export interface NewsletterSubscribeRequest {
  email: string;
  language?: LanguageCode;
  /**
   * @maxItems 20
   */
  consents?: string[];
}
/**
 * spec 7 confirmEmail (issue 21): the token of a newsletter confirmation link, spent once.
 */
export interface NewsletterTokenRequest {
  token: string;
}
/**
 * One-click unsubscribe (issue 21, RFC 8058): the token of a newsletter mail's unsubscribe link, in the body or the query; a mail client's one-click POST sends the form body List-Unsubscribe=One-Click with the token in the query.
 */
export interface NewsletterUnsubscribeRequest {
  token?: string;
  "List-Unsubscribe"?: "One-Click";
}
/**
 * spec 7 order/create: the cart becomes an order (idempotent: the same cart answers the same order). consents: the ids accepted on the address and payment steps; expected: the cart total and items the shopper saw (spec 4 change detection).
 */
export interface OrderCreateRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  userId?: number;
  giftMessage?: string;
  orderMessage?: string;
  to?: string;
  from?: string;
  failureURL?: string;
  successURL?: string;
  /**
   * @maxItems 20
   */
  consents?: string[];
  expected?: OrderExpectation;
}
export interface OrderExpectation {
  cartTotal: number;
  /**
   * @maxItems 200
   */
  items: {
    itemId: number;
    /**
     * spec 5: a whole number above 0.
     */
    qty: number;
    finalPrice: number;
  }[];
}
/**
 * Pay again for an order still waiting for its card payment (the failure page, the order in the profile): the cart's credentials and where the gateway sends the shopper back.
 */
export interface PaymentRetryRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  successURL: string;
  failureURL: string;
}
/**
 * The shopper's browser back from a payment provider on the success or failure page (decision 045), with the cart's credentials and what the provider put in the return address. Advisory only: it is recorded, and when the order still waits for its payment the provider is asked for the status; the return itself never pays.
 */
export interface PaymentReturnRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  /**
   * The return address's query, as it came.
   */
  answer: {
    [k: string]: string;
  };
}
/**
 * Where the gateway sends the shopper back when a signed-in customer pays an order of theirs from the profile (decision 045).
 */
export interface PaymentReturnsRequest {
  successURL: string;
  failureURL: string;
}
/**
 * Body of POST /api/v1/cms/post/filterStandard (spec 7 post filterStandard, spec 9): published posts of the request's language whose published_at has come, newest first by default, in pages of 10.
 */
export interface PostFilterRequest {
  /**
   * Only posts in one of these categories or tags (slugs of the request's language).
   *
   * @maxItems 50
   */
  termSlugs?: Slug[];
  /**
   * Only posts of these types; ['post'] when left out (spec 9).
   *
   * @minItems 1
   * @maxItems 20
   */
  postTypeSlugs?: Slug[];
  /**
   * Published at or after this instant.
   */
  dateFrom?: string;
  /**
   * Published at or before this instant (never after now).
   */
  dateTo?: string;
  /**
   * publishedAtDesc (newest first) when left out.
   */
  sort?: "publishedAtDesc" | "publishedAtAsc";
  /**
   * components (the default): each post as its card's summary; the post page reads its body as a page document (getBySlug). legacy: each summary also carries `html`, its body's headings and rich text as sanitised HTML drawn by the server (decision 049).
   */
  display?: "components" | "legacy";
  page?: number;
  /**
   * Posts of a page, 10 when left out (spec 9).
   */
  limit?: number;
}
/**
 * Body of PUT /api/v1/admin/posts (issue 22): a post in the request's language, created or replaced by its slugMain; published_at ahead of now schedules it. Categories and tags are slugs of the same language; the body's rich text is sanitised like a page's.
 */
export interface PostSaveRequest {
  slugMain: Slug;
  slug: Slug;
  title: string;
  description?: string;
  excerpt?: string;
  cover?: ImageRef | null;
  author?: string;
  postType?: Slug;
  publishedAt: string;
  /**
   * @maxItems 50
   */
  categories?: Slug[];
  /**
   * @maxItems 50
   */
  tags?: Slug[];
  document: PageDocument;
}
/**
 * Body of PUT /api/v1/admin/posts/terms (issue 22): a post category or tag in the request's language, created or replaced by its slugMain; parentSlug (a category of the same language) makes a subcategory.
 */
export interface PostTermSaveRequest {
  type: "postCategory" | "postTag";
  slugMain: Slug;
  slug: Slug;
  title: string;
  parentSlug?: Slug | null;
}
/**
 * Body of product category filter (spec 7): sorted by id ascending; tree nests children under their parents.
 */
export interface ProductCategoryFilterRequest {
  tree?: boolean;
  /**
   * @maxItems 200
   */
  ids?: number[];
  parentId?: number;
  limit?: number;
}
/**
 * A product category as the back office creates or replaces it.
 */
export interface ProductCategorySaveRequest {
  parentId?: number | null;
  translations: {
    [k: string]: {
      name: string;
      slug: Slug;
      description?: string;
    };
  };
  image?: ProductMedia | null;
  position?: number;
  /**
   * @minItems 1
   * @maxItems 8
   */
  sortTypes?: ProductSort[];
  sortDefaultType?: ProductSort;
}
/**
 * Body of POST product web/filter (spec 7). Without keywords, filters, category, select, limit or page the list is empty (spec 5).
 */
export interface ProductFilterRequest {
  keywords?: string;
  /**
   * @maxItems 30
   */
  filters?: ProductFilterItem[];
  store?: number;
  featured?: boolean;
  /**
   * @maxItems 50
   */
  categories?: number[];
  /**
   * Ignored: archived products are never listed (spec 9, archived=false).
   */
  archived?: boolean;
  /**
   * true: only products with a discount.
   */
  discount?: boolean;
  mainCategory?: number;
  /**
   * @maxItems 19
   */
  select?: (
    | "id"
    | "slug"
    | "name"
    | "title"
    | "type"
    | "format"
    | "sku"
    | "image"
    | "shortDescription"
    | "discount"
    | "basicPrice"
    | "retailPrice"
    | "finalPrice"
    | "membershipPrice"
    | "categoryPriority"
    | "isFeatured"
    | "mainCategory"
    | "currency"
    | "convertedPrices"
  )[];
  sort?: ProductSort;
  page?: number;
  /**
   * Page size; capped at 100 (1000 with allowUnlimited).
   */
  limit?: number;
  allowUnlimited?: boolean;
  currency?: number;
  /**
   * true: the response carries layeredFilters for the same filters (one round trip).
   */
  layered?: boolean;
}
/**
 * A product as the back office creates or replaces it: texts per language, prices, categories, attribute values, variants, bundle components, custom options, cross-sell.
 */
export interface ProductSaveRequest {
  /**
   * The version of the product the form loaded (getProductForEdit gives it). An update naming another version than the stored one is refused with 409 api.productConflict (issue 18), as a page draft's baseRevision is; without it the update replaces whatever is stored. Ignored on create.
   */
  version?: number;
  sku: string;
  format: ProductFormat;
  translations: {
    [k: string]: {
      name: string;
      slug: Slug;
      description?: string;
      shortDescription?: string;
    };
  };
  basicPrice: number;
  retailPrice: number;
  finalPrice: number;
  membershipPrice?: number | null;
  categoryPriority?: number;
  isFeatured?: boolean;
  isArchived?: boolean;
  isVisibleIndividually?: boolean;
  isInStock?: boolean;
  /**
   * Units left to sell (issue 17); null or absent: unlimited. A bundle's stock is its components'.
   */
  stock?: number | null;
  taxClass?: ShopCode1;
  /**
   * The card wallet's subscription plan (PayPal's plan id, P-…) this product is sold by (issue 20, decision 046): a cart of this product alone, paid by the wallet, becomes a subscription of that plan with the cart's quantity. Null or absent: sold once.
   */
  walletPlanId?: string | null;
  /**
   * @maxItems 50
   */
  categoryIds?: number[];
  mainCategoryId?: number | null;
  /**
   * @maxItems 50
   */
  tagIds?: number[];
  /**
   * @maxItems 30
   */
  media?: ProductMedia[];
  /**
   * @maxItems 100
   */
  attributes?: {
    attributeCode: AttributeCode;
    value: number | string | number[];
  }[];
  /**
   * @maxItems 20
   */
  customOptions?: CustomOption[];
  /**
   * @maxItems 24
   */
  crossSellIds?: number[];
  /**
   * @maxItems 200
   */
  variantIds?: number[];
  /**
   * @maxItems 10
   */
  configurableAttributeCodes?: AttributeCode[];
  /**
   * @maxItems 50
   */
  bundles?: {
    id: number;
    qty: number;
  }[];
}
/**
 * Body of POST product tag filter: tags by keywords, or all.
 */
export interface ProductTagFilterRequest {
  keywords?: string;
  limit?: number;
}
/**
 * A redirect as the back office creates or replaces it (issue 22): from a site path to a path or absolute URL; status 301 unless given.
 */
export interface RedirectSaveRequest {
  from: SitePath;
  to: RedirectTarget;
  status?: 301 | 302;
}
/**
 * POST web/register, simple mode (spec 3): details, e-mail, username (the e-mail), password, optional barcode.
 */
export interface RegisterSimpleRequest {
  details: UserDetailsInput;
  email: string;
  username: string;
  password: NewPassword;
  memberCardBarcode?: string | null;
  /**
   * Ids of the consents the user accepted (the register form's x-consents); the required ones must be among them (spec 5 consentRequired).
   *
   * @maxItems 20
   */
  consents?: string[];
}
/**
 * POST web/register with addresses (spec 3): the Main and the Shipping address, details, and e-mail and username both the Main address's contact e-mail.
 */
export interface RegisterWithAddressesRequest {
  /**
   * @minItems 2
   * @maxItems 2
   */
  addresses: AddressForm[];
  details: UserDetailsInput;
  email: string;
  username: string;
  password: NewPassword;
  /**
   * Ids of the consents the user accepted (the register form's x-consents); the required ones must be among them (spec 5 consentRequired).
   *
   * @maxItems 20
   */
  consents?: string[];
}
/**
 * POST /api/v1/user/web/register: with addresses when the body has them, else simple (spec 3).
 */
export interface RegisterRequest {
  [k: string]: unknown;
}
/**
 * POST /api/v1/user/web/password/set: the token of the reset link and the new password.
 */
export interface SetPasswordRequest {
  token: string;
  password: NewPassword;
}
/**
 * Whether a bank transfer order has been paid (issue 17); other orders answer 409.
 */
export interface ShopOrderPaymentRequest {
  paymentStatus: "unpaid" | "paid";
}
/**
 * How much of a paid order to give back through its payment provider (decision 045), in the currency's minor units: the rest of it, or part.
 */
export interface ShopOrderRefundRequest {
  amount: number;
}
/**
 * The state an order moves to (issue 17 state machine: new -> processing -> shipped -> delivered; new or processing -> cancelled, which returns the stock).
 */
export interface ShopOrderStatusRequest {
  status: OrderStatus;
}
/**
 * A VAT class as the back office creates or changes it (issue 17): its code (fixed once made), its name per language and its rate in percent with at most two decimals (25, 13, 5; stored in basis points). Prices include VAT.
 */
export interface ShopTaxClassSaveRequest {
  code: ShopCode;
  name: LocalisedText5;
  rate: string;
}
/**
 * A text per three-letter language code (hrv, eng, deu): names, descriptions and labels of the catalogue.
 */
export interface LocalisedText5 {
  [k: string]: string;
}
/**
 * Body of POST /api/v1/cms/search (spec 2 search screen, spec 7 cms search): the text, the categories to count (at least one, spec 5 missingSearchCategories; all when left out), the one whose records to list and its page.
 */
export interface SiteSearchRequest {
  search: string;
  /**
   * @maxItems 4
   */
  categories?: SearchCategory[];
  category?: SearchCategory1;
  page?: number;
  /**
   * Records of a page, 12 when left out.
   */
  limit?: number;
}
/**
 * The provider's answer as the social login route received it: the flow's state (from the site's cookie, already compared with the answer's) and the callback's query string (code, state, iss, or error).
 */
export interface SocialOauthRequest {
  state: string;
  query: string;
}
/**
 * Body of POST /api/v1/cms/term/filter (spec 7 CMS term filter): post categories or tags of the request's language, by title; 5 when no limit is given and noPaginate is not set (spec 9).
 */
export interface TermFilterRequest {
  /**
   * postCategory when left out.
   *
   * @minItems 1
   * @maxItems 2
   */
  termTypeTitles?: ("postCategory" | "postTag")[];
  /**
   * Only these terms.
   *
   * @maxItems 100
   */
  slugs?: Slug[];
  limit?: number;
  /**
   * Every matching term (at most 1000), whatever the limit.
   */
  noPaginate?: boolean;
}
/**
 * PATCH /api/v1/user/web/update (spec 7): details, e-mail (a new one is verified before it counts) and the membership card barcode (null or absent removes it).
 */
export interface UpdateProfileRequest {
  details: UserDetailsInput;
  email: string;
  memberCardBarcode?: string | null;
}
/**
 * Body of POST /api/v1/cms/finder/getUrlOnLanguage; an empty slug is the home page.
 */
export interface UrlOnLanguageRequest {
  slug: string;
  targetLanguage: LanguageCode;
}
/**
 * spec 7 order/pgSuccess: the shopper approved the card wallet's payment of an order (decision 045), sent with the cart's credentials and what the wallet's buttons answered (details). The approval alone never pays: the shop captures the purchase through the provider's API and checks the captured amount.
 */
export interface WalletApprovalRequest {
  cartId: string;
  /**
   * 128-bit random secret, 32 hex digits (spec 3 protectCode).
   */
  protectCode: string;
  details: WalletApprovalDetails;
  /**
   * spec 7: answer the success page's address on this site.
   */
  internalRedirect?: boolean;
}
/**
 * spec 7 GDPR consent filter for the site (forWeb, limit 100): the consents a form asks for, by its assignment's assigned_to (register, checkoutAddress, checkoutPayment, newsletter, a form's slug).
 */
export interface WebConsentFilterRequest {
  assignedTo: string;
  forWeb?: boolean;
  limit?: number;
}
/**
 * spec 7 POST gdpr web/consent/log/create (decision 047): a visitor accepted or withdrew consents of a form on the site: the form's assignment (assignedTo), the ids the form shows (consents), status, statusTimestamp (the browser's time, kept as it says; the log records the server's), sourceType cmsSite and the user (webUser with the account's token and e-mail, or guest).
 */
export interface WebConsentLogRequest {
  assignedTo: string;
  status: "accepted" | "withdrawn";
  statusTimestamp?: string;
  sourceType: "cmsSite";
  /**
   * @minItems 1
   * @maxItems 20
   */
  consents: string[];
  user: {
    userType: "webUser" | "guest";
    email: string;
  };
}
/**
 * POST wishlist create (spec 7: product_id). With wished the product is put on (true) or taken off (false) the wishlist, so a repeated call changes nothing; without it the call toggles (spec 4).
 */
export interface WishlistToggleRequest {
  product_id: number;
  wished?: boolean;
}
/**
 * The hosted payment form a shop posts to the sandbox gateway (WSPay form protocol 2.0, decision 045), and on the sandbox's own page the card number and the shopper's choice (pay or cancel).
 */
export interface WspayForm {
  ShopID: string;
  ShoppingCartID: string;
  Version: "2.0";
  TotalAmount: string;
  Signature: string;
  ReturnURL: string;
  ReturnErrorURL: string;
  CancelURL: string;
  Lang?: string;
  CustomerFirstName?: string;
  CustomerLastName?: string;
  CustomerEmail?: string;
  CustomerPhone?: string;
  CardNumber?: string;
  Action?: "pay" | "cancel";
}
/**
 * WSPay's server-to-server message about a card transaction (the callback of its form protocol 2.0, docs/research/wspay-protocol.md; decision 045). The gateway sends more fields than these; the ones the shop reads are checked, the others kept as they came, in the payment's event.
 */
export interface WspayNotification {
  ShopID: string;
  ShoppingCartID: string;
  WsPayOrderId: string;
  ApprovalCode: string;
  ActionSuccess: "0" | "1";
  Authorized?: string;
  /**
   * What was paid: decimal with a comma or a point ("17,00", "80.55").
   */
  Amount: string;
  /**
   * ISO 4217 numeric code of the currency paid in (978: euro).
   */
  CurrencyCode?: string;
  STAN?: string;
  Signature: string;
  [k: string]: string | boolean | number | null | "0" | "1" | undefined;
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
 * What the category-list resolver returns: the categories in the request language with their shop page.
 */
export interface CategoryListData {
  /**
   * @maxItems 24
   */
  items: CategoryListItem[];
}
export interface CategoryListItem {
  id: number;
  name: string;
  href: string;
  image: ProductMedia | null;
}
/**
 * Props of the category-list element: a grid titled 'Categories' (spec 2) of the shop's top categories or of one category's children, each linking to /shop/{slug}; resolved into category-list.data.schema.json.
 */
export interface CategoryListProps {
  /**
   * The grid's heading; 'Categories' when left empty (spec 2).
   */
  title?: string;
  /**
   * A product category id whose subcategories to show; the top categories when left out.
   */
  parent?: number;
  limit?: number;
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
 * What the cross-sell resolver returns: the same shape as a product list.
 */
export interface CrossSellData {
  /**
   * @maxItems 24
   */
  items: ProductListItem[];
  moreHref?: string;
}
/**
 * Props of the cross-sell element: the cross-sell products of one product (as its product page shows them), at most `limit`; resolved into product-list.data.schema.json.
 */
export interface CrossSellProps {
  /**
   * The product id whose cross-sell products are shown; none shows nothing on the site.
   */
  product?: number;
  /**
   * The heading; empty: the product page's own ('Uz ovo preporučujemo').
   */
  title?: string;
  limit?: number;
}
/**
 * What the events resolver returns: the listed events in the request language.
 */
export interface EventsData {
  /**
   * @maxItems 12
   */
  items: Event[];
}
/**
 * Props of the events element: the next upcoming or the latest past published events (issue 22); the server resolves them into events.data.schema.json.
 */
export interface EventsProps {
  title?: string;
  when?: "upcoming" | "past";
  limit?: number;
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
 * What the featured-products resolver returns: the same shape as a product list.
 */
export interface FeaturedProductsData {
  /**
   * @maxItems 24
   */
  items: ProductListItem[];
  moreHref?: string;
}
/**
 * Props of the featured-products element: a strip of the featured products (of a category, with its subcategories), by category priority; resolved into product-list.data.schema.json.
 */
export interface FeaturedProductsProps {
  title?: string;
  /**
   * A product category id; all featured products when left out.
   */
  category?: number;
  limit?: number;
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
 * What the form resolver returns: the consents of the form's assignment (its formSlug) in the request language, or null when they could not be fetched (spec 5 consentsNotFetched), and the captcha the site uses.
 */
export interface FormElementData {
  /**
   * @maxItems 100
   */
  consents: FormShownConsent[] | null;
  /**
   * reCAPTCHA's site key when the site's forms use it (a site key and the server's secret), else null: ALTCHA.
   */
  recaptchaSiteKey: string | null;
}
export interface FormShownConsent {
  id: string;
  label: string;
  isRequired: boolean;
}
/**
 * Props of the form element (issue 21): a form made in the builder. `fields` is its structure, one for every language (name, type, required, limits; schemas/form-fields/); `labels` holds its texts per language. Submissions go to spec 7 form storeData under formSlug, which also names the form's consent assignment.
 */
export interface FormProps {
  formSlug: string;
  title?: string;
  submitLabel?: string;
  successMessage?: string;
  /**
   * @minItems 1
   * @maxItems 30
   */
  fields: FormField[];
  /**
   * @maxItems 30
   */
  labels?: FormFieldLabel[];
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
 * Props of an instance of a master component (spec 2 'choose master component'): the server draws the master's current subtree in its place, so every instance follows the master.
 */
export interface MasterProps {
  masterId: number;
}
/**
 * What the newsletter resolver returns: the newsletter assignment's consents in the request language (spec 4 consent form fetched), or null when they could not be fetched (spec 5 consentsNotFetched).
 */
export interface NewsletterData {
  /**
   * @maxItems 100
   */
  consents: NewsletterShownConsent[] | null;
}
export interface NewsletterShownConsent {
  id: string;
  label: string;
  isRequired: boolean;
}
/**
 * Props of the newsletter element (issue 21): a sign-up band with a title, text, the e-mail field, the newsletter assignment's consents, a button and the message shown once the confirmation mail is on its way.
 */
export interface NewsletterProps {
  title: string;
  text?: string;
  buttonLabel: string;
  successMessage: string;
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
 * What the post-list resolver returns: the listed posts in the request language and where the whole list continues (the blog or the category's view).
 */
export interface PostListData {
  /**
   * @maxItems 12
   */
  items: PostSummary[];
  moreHref: string;
}
/**
 * Props of the post-list element: the latest published posts, of one post category (its slug in the page's language) or of all, newest first (issue 22); the server resolves them into post-list.data.schema.json.
 */
export interface PostListProps {
  title?: string;
  category?: Slug3;
  limit?: number;
}
/**
 * What the product-list, featured-products and cross-sell resolvers return: the listed products in the request language, and where the whole list continues (a shop category page).
 */
export interface ProductListData {
  /**
   * @maxItems 24
   */
  items: ProductListItem[];
  moreHref?: string;
}
/**
 * Props of the product-list element: products of a category (with its subcategories), of a tag or picked by id, sorted (spec 9) and limited; the server resolves them into product-list.data.schema.json.
 */
export interface ProductListProps {
  title?: string;
  /**
   * A product category id: its products and its subcategories'.
   */
  category?: number;
  /**
   * A product tag id.
   */
  tag?: number;
  /**
   * Products picked by id; listed in this order when no other filter narrows them.
   *
   * @maxItems 24
   */
  productIds?: number[];
  sort?: ProductSort1;
  limit?: number;
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
  "category-list": CategoryListProps;
  columns: ColumnsProps;
  "cookie-section": CookieSectionOptions;
  "cross-sell": CrossSellProps;
  events: EventsProps;
  "feature-list": FeatureListProps;
  "featured-products": FeaturedProductsProps;
  "footer-section": FooterSectionOptions;
  form: FormProps;
  gallery: GalleryProps;
  "header-section": HeaderSectionOptions;
  heading: HeadingProps;
  hero: HeroProps;
  image: ImageProps;
  map: MapProps;
  master: MasterProps;
  newsletter: NewsletterProps;
  "opening-hours": OpeningHoursProps;
  "page-list": PageListProps;
  "post-list": PostListProps;
  "product-list": ProductListProps;
  quote: QuoteProps;
  "rich-text": RichTextProps;
  spacer: SpacerProps;
  video: VideoProps;
};
export type ElementType = keyof ElementPropsByType;
export type ContentElementType =
  | "button"
  | "call-to-action"
  | "category-list"
  | "columns"
  | "cross-sell"
  | "events"
  | "feature-list"
  | "featured-products"
  | "form"
  | "gallery"
  | "heading"
  | "hero"
  | "image"
  | "map"
  | "master"
  | "newsletter"
  | "opening-hours"
  | "page-list"
  | "post-list"
  | "product-list"
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
  "category-list": CategoryListData;
  "cross-sell": CrossSellData;
  events: EventsData;
  "featured-products": FeaturedProductsData;
  form: FormElementData;
  newsletter: NewsletterData;
  "page-list": PageListData;
  "post-list": PostListData;
  "product-list": ProductListData;
};

/** Props that have a schema default: validation and the renderer fill them in. */
export type ElementDefaultedProps = {
  button: "variant" | "size";
  "call-to-action": "background";
  "category-list": "limit";
  columns: "count" | "gap" | "verticalAlign";
  "cookie-section": "text" | "buttonLabel";
  "cross-sell": "limit";
  events: "when" | "limit";
  "feature-list": "columns";
  "featured-products": "limit";
  "footer-section": "logos" | "columns" | "social" | "footerMenu" | "euLogos";
  form: never;
  gallery: "columns";
  "header-section": "menu" | "sticky" | "showLanguageSwitch";
  heading: "level" | "align";
  hero: "overlay" | "height" | "align";
  image: "rounded";
  map: "zoom" | "height";
  master: never;
  newsletter: "title" | "text" | "buttonLabel" | "successMessage";
  "opening-hours": never;
  "page-list": "layout";
  "post-list": "limit";
  "product-list": "sort" | "limit";
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
  | ElementNodeOf<"category-list">
  | ElementNodeOf<"columns">
  | ElementNodeOf<"cross-sell">
  | ElementNodeOf<"events">
  | ElementNodeOf<"feature-list">
  | ElementNodeOf<"featured-products">
  | ElementNodeOf<"form">
  | ElementNodeOf<"gallery">
  | ElementNodeOf<"heading">
  | ElementNodeOf<"hero">
  | ElementNodeOf<"image">
  | ElementNodeOf<"map">
  | ElementNodeOf<"master">
  | ElementNodeOf<"newsletter">
  | ElementNodeOf<"opening-hours">
  | ElementNodeOf<"page-list">
  | ElementNodeOf<"post-list">
  | ElementNodeOf<"product-list">
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
