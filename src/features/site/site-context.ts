import { createContext } from "react-router";
import type { AllowedCurrency, DomainConfig, SiteOptionValues } from "#generated/types.ts";
import type { Session } from "#src/features/auth/session.server.ts";
import type { CartState } from "#src/features/cart/cart-session.server.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/** What the root middleware resolves once per request for every loader (spec 1). */
export type SiteRequest = {
  language: LanguageCode;
  /** Whether the site offers the language of the URL prefix. */
  isLanguageAllowed: boolean;
  domain: DomainConfig;
  /** The site options the shell needs (Brand, HomePageSlug, …), parsed by their schemas. */
  options: Readonly<SiteOptionValues>;
  /**
   * The currency the shopper chose (the currency cookie) when the site allows it and it is not
   * the main one: catalogue calls ask for its converted view (spec 3, 7).
   */
  currency: AllowedCurrency | undefined;
  /** API client with the site's spec 7 headers, dispatching in-process. */
  api: ApiClient;
  /** Maintenance is on and a back-office user sees the site anyway (spec 6). */
  isMaintenancePreview: boolean;
  /** The signed-in visitor, looked up (and refreshed) once on first use (spec 4). */
  session: () => Promise<Session>;
  /** The shopper's cart session (spec 4): read once on first use, its cookies kept in step. */
  cart: CartState;
};

export const siteContext = createContext<SiteRequest>();
