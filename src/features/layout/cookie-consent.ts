/**
 * The cookie that remembers the cookie banner's answer. `accepted`: only necessary cookies are
 * used and the visitor agreed (spec 2's one button). With categories (a site with an analytics
 * identifier, decision 047): `c.<visitor id>.<accepted keys, dot-separated>`; the visitor id
 * (128 random bits) names the visitor in the consent log, which has no e-mail of theirs.
 */
export const cookieConsentName = "cookieNotice";
// spec 9: cookies last 30 days (2592000 s) unless the spec names another lifetime
export const cookieConsentMaxAge = 2_592_000;

/** The banner's answer as the cookie holds it. */
export type CookieChoice = { visitorId: string | null; accepted: readonly string[] };

const categoryChoice = /^c\.([0-9a-f]{32})((?:\.[a-z][A-Za-z0-9-]{0,99})*)$/;

/** The cookie's value for a choice: `accepted` without a visitor id, else the categories form. */
export function cookieChoiceValue(choice: CookieChoice): string {
  if (!choice.visitorId) return "accepted";
  return ["c", choice.visitorId, ...choice.accepted].join(".");
}

/**
 * The cookie's Set-Cookie / document.cookie text (spec 9: 30 days, the whole site; Secure on
 * https). Not HttpOnly: the analytics loader reads the choice in the browser.
 */
export function cookieConsentValue(
  choice: CookieChoice = { visitorId: null, accepted: [] },
  isSecure = false,
) {
  return `${cookieConsentName}=${cookieChoiceValue(choice)}; Path=/; Max-Age=${cookieConsentMaxAge}; SameSite=Lax${isSecure ? "; Secure" : ""}`;
}

/** A cookie's value read back; anything else (junk sent by hand) counts as necessary cookies only. */
export function parseCookieChoice(value: string | undefined): CookieChoice {
  const match = value ? categoryChoice.exec(value) : null;
  if (!match) return { visitorId: null, accepted: [] };
  return { visitorId: match[1] ?? null, accepted: (match[2] ?? "").split(".").filter(Boolean) };
}

/** A new visitor id: 128 random bits in hex (lower case: the log keeps addresses in lower case). */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The address the consent log names a cookie choice by: the visitor id under `.invalid`, a
 * domain that never receives mail (RFC 2606), as an anonymised account's address is.
 */
export const visitorLogEmail = (visitorId: string) => `cookie-${visitorId}@visitor.invalid`;

/** Where the banner with categories posts the visitor's choice (a resource route, as /currency). */
export const cookieChoicePath = "/cookie-choice";

/** The consent assignment whose consents are the banner's categories (decision 047). */
export const cookieBannerForm = "cookieBanner";

/** The category whose consent lets the site load its analytics (GoogleAnalyticsId). */
export const analyticsCategory = "analytics";

/** The event the banner sends when the visitor chose (the analytics loader listens). */
export const cookieChoiceEvent = "vitrina:cookie-choice";
