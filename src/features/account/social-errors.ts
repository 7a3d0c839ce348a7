import type { api } from "#locales/hr/api.ts";

/** The API's social login refusals the login page explains (locales api.social*). */
export const socialErrorKeys = [
  "socialProviderUnknown",
  "socialProviderUnavailable",
  "socialStateInvalid",
  "socialDenied",
  "socialFailed",
  "socialEmailMissing",
  "socialEmailUnverified",
  "socialBackoffice",
] as const satisfies readonly (keyof typeof api)[];

export type SocialErrorKey = (typeof socialErrorKeys)[number];

export function isSocialErrorKey(value: string | null | undefined): value is SocialErrorKey {
  return socialErrorKeys.some((key) => key === value);
}

/** The refusal of a failed API call: its own key when it is one of ours, else the fallback. */
export function socialErrorKey(
  error: { key?: string | undefined },
  fallback: SocialErrorKey,
): SocialErrorKey {
  const key = error.key?.replace(/^api\./, "");
  return isSocialErrorKey(key) ? key : fallback;
}
