import { describe, expect, it } from "vitest";
import { operations } from "#generated/operations.ts";
import validateLayoutElement from "#generated/validators/entities/layout-element.js";
import validateLoginResult from "#generated/validators/entities/login-result.js";
import validateTerm from "#generated/validators/entities/term.js";
import validateVideo from "#generated/validators/elements/video.js";
import validateDomainDetect from "#generated/validators/requests/domain-detect.js";
import validateFinderDecide from "#generated/validators/requests/finder-decide.js";
import validateGetByHandlers from "#generated/validators/requests/get-by-handlers.js";
import validateLogin from "#generated/validators/requests/login.js";
import validateUrlOnLanguage from "#generated/validators/requests/url-on-language.js";

const huge = "a".repeat(100_000);
const keywords = (validate: { errors?: { keyword: string }[] | null }): string[] =>
  (validate.errors ?? []).map((error) => error.keyword);

describe("request validators", () => {
  it("getByHandlers: 1..3 unique handlers of the enum", () => {
    expect(validateGetByHandlers({ handlers: ["header-section", "footer-section"] })).toBe(true);
    expect(validateGetByHandlers({})).toBe(false);
    expect(keywords(validateGetByHandlers)).toEqual(["required"]);
    expect(validateGetByHandlers({ handlers: [] })).toBe(false);
    expect(validateGetByHandlers({ handlers: ["header-section", "header-section"] })).toBe(false);
    expect(validateGetByHandlers({ handlers: ["sidebar"] })).toBe(false);
    expect(validateGetByHandlers({ handlers: ["header-section"], extra: 1 })).toBe(false);
  });

  it("finderDecide: at most 8 slug segments", () => {
    expect(validateFinderDecide({ route: [] })).toBe(true);
    expect(validateFinderDecide({ route: ["o-nama"] })).toBe(true);
    expect(validateFinderDecide({ route: ["O Nama"] })).toBe(false);
    expect(validateFinderDecide({ route: [huge] })).toBe(false);
    expect(validateFinderDecide({ route: Array.from({ length: 9 }, () => "a") })).toBe(false);
  });

  it("getUrlOnLanguage: slug or empty for home, three-letter target language", () => {
    expect(validateUrlOnLanguage({ slug: "", targetLanguage: "eng" })).toBe(true);
    expect(validateUrlOnLanguage({ slug: "o-nama", targetLanguage: "deu" })).toBe(true);
    expect(validateUrlOnLanguage({ slug: "o-nama", targetLanguage: "en" })).toBe(false);
    expect(validateUrlOnLanguage({ slug: "-x", targetLanguage: "eng" })).toBe(false);
  });

  it("domainDetect: optional host name, length-limited", () => {
    expect(validateDomainDetect({})).toBe(true);
    expect(validateDomainDetect({ domain: "www.example.hr" })).toBe(true);
    expect(validateDomainDetect({ domain: "not a host" })).toBe(false);
    expect(validateDomainDetect({ domain: huge })).toBe(false);
  });

  it("login: an e-mail as username, a password of 8 or more (spec 5), optional apiKey", () => {
    const valid = { username: "kupac@example.com", password: "12345678" };
    expect(validateLogin(valid)).toBe(true);
    expect(validateLogin({ ...valid, apiKey: "abc123" })).toBe(true);
    expect(validateLogin({ ...valid, username: "kupac" })).toBe(false);
    expect(keywords(validateLogin)).toEqual(["format"]);
    expect(validateLogin({ ...valid, password: "1234567" })).toBe(false);
    expect(keywords(validateLogin)).toEqual(["minLength"]);
    expect(validateLogin({ ...valid, password: huge })).toBe(false);
    expect(validateLogin({ username: valid.username })).toBe(false);
    expect(validateLogin({ ...valid, apiKey: "" })).toBe(false);
  });
});

describe("entity and element validators", () => {
  const term = {
    id: 1,
    type: "page",
    slug: "o-nama",
    slugMain: "about",
    language_code: "hrv",
    title: "O nama",
    description: "",
    document: {
      version: 2,
      settings: {},
      elements: [{ id: "h1", type: "heading", props: { text: "O nama" } }],
    },
    updated_at: "2025-01-01T10:00:00.000Z",
  };

  it("term: a page with a versioned document", () => {
    expect(validateTerm(term)).toBe(true);
    expect(validateTerm({ ...term, document: { version: 2, elements: [] } })).toBe(false);
    expect(validateTerm({ ...term, updated_at: "yesterday" })).toBe(false);
  });

  it("layout element: only the three handlers, type static-element", () => {
    const element = {
      id: 1,
      handler: "cookie-section",
      type: "static-element",
      title: "Kolačići",
      slug: "cookie",
      parts: [],
      meta: {},
      mobileMeta: {},
      options: { buttonLabel: "Slažem se" },
      mobileOptions: {},
      language_code: "hrv",
      created_at: "2025-01-01T10:00:00Z",
    };
    expect(validateLayoutElement(element)).toBe(true);
    expect(validateLayoutElement({ ...element, handler: "sidebar-section" })).toBe(false);
  });

  it("login result: tokens and a user with nullable barcode and company", () => {
    const user = {
      id: 1,
      email: "urednica@example.com",
      username: "urednica",
      details: { firstName: "Marija", lastName: "Radić" },
      memberCardBarcode: null,
      isBackofficeUser: true,
      scope: "admin",
      addresses: [],
      company: null,
    };
    const tokens = { accessToken: "a".repeat(32), refreshToken: "b".repeat(32) };
    expect(validateLoginResult({ tokens, user })).toBe(true);
    expect(validateLoginResult({ tokens, user: { ...user, company: { name: "Vitrina" } } })).toBe(
      true,
    );
    expect(validateLoginResult({ tokens, user: { ...user, passwordHash: "x" } })).toBe(false);
    expect(validateLoginResult({ tokens: { accessToken: "short" }, user })).toBe(false);
  });

  it("video: youtube needs an 11-character id, file needs src", () => {
    expect(validateVideo({ provider: "youtube", videoId: "dQw4w9WgXcQ", title: "Video" })).toBe(
      true,
    );
    expect(validateVideo({ provider: "youtube", videoId: "short", title: "Video" })).toBe(false);
    expect(validateVideo({ provider: "file", title: "Video" })).toBe(false);
    expect(validateVideo({ provider: "file", src: "/media/a.mp4", title: "Video" })).toBe(true);
    expect(validateVideo({ provider: "file", src: "javascript:alert(1)", title: "Video" })).toBe(
      false,
    );
  });
});

describe("operation validators", () => {
  it("describe every operation of openapi.yaml with method and OpenAPI path", () => {
    const site = Object.values(operations).filter((operation) => !operation.requiresBackoffice);
    expect(site.map((operation) => operation.operationId).sort()).toEqual(
      [
        "domainDetect",
        "filterElements",
        "filterOptions",
        "finderDecide",
        "getCommons",
        "getElementsByHandlers",
        "getNavigationTree",
        "getTermBySlug",
        "getMediaPictures",
        "getUrlOnLanguage",
        "getWebProfile",
        "health",
        "login",
        "logout",
        "refresh",
        "register",
        "verifyEmail",
        "wspayNotification",
        "readPaymentReturn",
        "retryPayment",
        "payOrderNow",
        "chooseAnotherPaymentMethod",
        "confirmWalletPayment",
        "confirmMyWalletPayment",
        "filterWebConsents",
        "createWebConsentLog",
        // the newsletter (issue 21)
        "subscribeNewsletter",
        "confirmEmail",
        "unsubscribeNewsletter",
        // forms (issue 21)
        "getFormCaptcha",
        "storeFormData",
        "storeFormDataWithFiles",
        "contact",
        "resendVerification",
        "searchSite",
        // missing URLs and redirects (issue 22)
        "addFailedRequest",
        // the blog (issue 22)
        "filterPosts",
        "getPostBySlug",
        "filterPostTypes",
        "filterTerms",
        // events (issue 22, spec 7 calendar)
        "filterEvents",
        "getEvent",
        // comments and ratings (issue 22, spec 7 comment/getOptions)
        "getCommentOptions",
        "filterComments",
        "createComment",
        "updateComment",
        "deleteComment",
        // signing up for an event (issue 22, decision 054)
        "signUpForEvent",
        "updateProfile",
        "changePassword",
        "forgotPassword",
        "setPassword",
        "listAddresses",
        "createAddress",
        "updateAddress",
        "deleteAddress",
        "validateMembersBarcode",
        // social login (issue 9, decision 014)
        "listSocialProviders",
        "socialRedirectLogin",
        "socialOauth",
        // my data (issue 9, GDPR)
        "exportMyData",
        "deleteAccount",
        // the catalogue (issue 8)
        "getProduct",
        "filterProducts",
        "layeredNavigation",
        "getProductCategory",
        "filterProductCategories",
        "filterProductTags",
        "checkBundles",
        // the wishlist (spec 7 CMS wishlist create and filter)
        "listWishlist",
        "toggleWishlist",
        // cart, checkout and orders (issue 17, spec 7 Cart v2, Checkout v2, smartDocument)
        "getNewCartSession",
        "getCart",
        "validateCart",
        "getAbandonedCart",
        "clearCart",
        "applyCoupon",
        "removeCoupon",
        "applyMemberCard",
        "updateGuestUser",
        "addCartItem",
        "updateCartItem",
        "deleteCartItem",
        "getAvailableCountries",
        "getApplicableDeliveryMethods",
        "saveDeliveryMethod",
        "getApplicablePaymentMethods",
        "savePaymentMethod",
        "getCheckoutSettings",
        "createOrder",
        "filterOrderDocuments",
        "getOrderDocument",
        "getOrderPdf",
        "getPlacedOrder",
      ].sort(),
    );
    expect(operations.getTermBySlug).toMatchObject({
      method: "GET",
      path: "/api/v1/cms/term/getBySlug/{slug}",
    });
    expect(operations.finderDecide.hasRequiredBody).toBe(true);
    expect(operations.domainDetect.hasRequiredBody).toBe(false);
    expect(operations.saveBuilderDraft).toMatchObject({
      method: "PUT",
      path: "/api/v1/admin/builder/documents/{kind}/{key}/draft",
      requiresBackoffice: true,
    });
    for (const id of [
      "listOutbox",
      "createProduct",
      "updateAttribute",
      "getProductForEdit",
      "getProductCategoryForEdit",
      // the back office's consents (issue 21, decision 047)
      "listConsentAssignments",
      "saveConsent",
      "saveConsentAssignment",
      "checkConsentLog",
      "exportDataSubject",
      "exportDataSubjectCsv",
      // the newsletter's subscribers (issue 21)
      "listNewsletterSubscribers",
      "exportNewsletterSubscribers",
      // the forms' submissions (issue 21)
      "listFormSubmissions",
      "exportFormSubmissions",
      "contactAdmin",
      "downloadFormFile",
      // comment moderation (issue 22)
      "listCommentsForModeration",
      "moderateComment",
      "deleteCommentAsAdmin",
    ] as const)
      expect(operations[id].requiresBackoffice).toBe(true);
  });

  it("check lower-case headers and let other headers through", () => {
    const headers = operations.getTermBySlug.validate.headers;
    expect(headers({ host: "localhost", language: "hrv", apikey: "key-1" })).toBe(true);
    expect(headers({ language: "croatian" })).toBe(false);
    expect(headers({ accesstoken: huge })).toBe(false);
  });

  it("share one headers validator between the operations that take the same headers", () => {
    const distinct = new Set(
      Object.values(operations).flatMap((operation) =>
        "headers" in operation.validate ? [operation.validate.headers] : [],
      ),
    );
    // the spec 7 headers, and the same with the refresh token (logout)
    expect(distinct.size).toBe(2);
    expect(operations.addCartItem.validate.headers).toBe(operations.getTermBySlug.validate.headers);
    expect(operations.logout.validate.headers).not.toBe(operations.getTermBySlug.validate.headers);
    expect(operations.logout.validate.headers({ refreshtoken: huge })).toBe(false);
  });

  it("check path and query parameters", () => {
    expect(operations.getTermBySlug.validate.params({ slug: "o-nama" })).toBe(true);
    expect(operations.getTermBySlug.validate.params({ slug: huge })).toBe(false);
    expect(operations.getNavigationTree.validate.params({ handle: "footer" })).toBe(false);
    expect(operations.getCommons.validate.query({ type: "countries" })).toBe(true);
    expect(operations.getCommons.validate.query({})).toBe(false);
    expect(operations.filterOptions.validate.query({ keys: "HomePageSlug,Logo" })).toBe(true);
    expect(operations.filterOptions.validate.query({ keys: "Home Page" })).toBe(false);
    expect(
      operations.filterElements.validate.query({ handlers: "header-section,cookie-section" }),
    ).toBe(true);
    expect(operations.filterElements.validate.query({ handlers: "header-section,nav" })).toBe(
      false,
    );
  });

  it("check bodies with the request schemas", () => {
    expect(operations.getElementsByHandlers.validate.body({ handlers: ["footer-section"] })).toBe(
      true,
    );
    expect(operations.getElementsByHandlers.validate.body({})).toBe(false);
    expect(operations.domainDetect.validate.body({ domain: "example.com" })).toBe(true);
  });
});
