import { data, type MiddlewareFunction } from "react-router";
import { siteTheme, type Theme } from "#common/theme-for-slug.ts";
import type { SiteOptionValues } from "#generated/types.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/** Site options the maintenance view shows besides the shell's (Brand, HomePageSlug): it may
 * not ask content endpoints (spec 1). */
export const maintenanceOptionKeys = ["Logo", "SendEmailTo"] as const;

/** Thrown (as data with status 503) when visitors must see only the maintenance view. */
export type MaintenanceData = {
  isMaintenance: true;
  language: LanguageCode;
  /** The site's landing style, so the screen still wears the brand. */
  theme: Theme;
  brand: string | null;
  logo: string | null;
  email: string | null;
};

/** How long visitors and crawlers are asked to wait before trying again (seconds). */
export const maintenanceRetryAfter = 600;

/**
 * The 503 of maintenance mode (spec 1): the brand, its logo and how to reach the business, from
 * the site options alone; `Retry-After` tells crawlers it is temporary.
 */
export function maintenanceResponse(input: {
  language: LanguageCode;
  options: SiteOptionValues;
  siteName?: string | undefined;
}) {
  const { options } = input;
  const body: MaintenanceData = {
    isMaintenance: true,
    language: input.language,
    theme: siteTheme(options.HomePageSlug),
    brand: options.Brand || input.siteName || null,
    logo: options.Logo?.startsWith("/") ? options.Logo : null,
    // typed and checked by their option schemas (site-option-values.schema.json)
    email: options.SendEmailTo ?? null,
  };
  return data(body, { status: 503, headers: { "Retry-After": String(maintenanceRetryAfter) } });
}

/**
 * Wraps the site middleware: the page React Router draws for a 503 thrown there does not carry
 * the thrown headers, so `Retry-After` is added to the response here.
 */
export const maintenanceRetryMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    response.headers.set("Retry-After", String(maintenanceRetryAfter));
  }
  return response;
};
