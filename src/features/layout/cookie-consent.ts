/** The cookie that remembers 'Slažem se' on the cookie banner. */
export const cookieConsentName = "cookieNotice";
// spec 9: cookies last 30 days (2592000 s) unless the spec names another lifetime
export const cookieConsentMaxAge = 2_592_000;

export function cookieConsentValue(): string {
  return `${cookieConsentName}=accepted; Path=/; Max-Age=${cookieConsentMaxAge}; SameSite=Lax`;
}
