/**
 * The third parties a site may use (decision 047): Google Analytics once a visitor agreed to its
 * cookies, reCAPTCHA when a site configures it instead of ALTCHA. A page marks the ones it uses
 * (src/features/site/third-parties-mark.tsx); the server gives each its fixed CSP origins
 * (server/platform/security.ts thirdPartySources).
 */
export const thirdPartyNames = ["analytics", "recaptcha"] as const;
export type ThirdPartyName = (typeof thirdPartyNames)[number];

/** Whether a word of a page's mark is a third party's name. */
export const isThirdPartyName = (name: string): name is ThirdPartyName =>
  (thirdPartyNames as readonly string[]).includes(name);
