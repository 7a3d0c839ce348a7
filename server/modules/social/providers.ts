import * as client from "openid-client";
import type { SocialLoginProviderConfig } from "#generated/types.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";
import { readSiteOption } from "../site/operations/read-option.ts";

/** The site's providers (SocialLoginProviders option, spec 2, 4); a repeated id is ignored. */
export async function siteProviders(
  services: Services,
  siteId: string,
): Promise<SocialLoginProviderConfig[]> {
  const list = (await readSiteOption(services, { siteId, key: "SocialLoginProviders" })) ?? [];
  return list.filter((provider, index) => list.findIndex((p) => p.id === provider.id) === index);
}

/** One provider of the site by id; 404 when the site has none of that id. */
export async function siteProvider(
  services: Services,
  input: { siteId: string; providerId: string },
): Promise<SocialLoginProviderConfig> {
  const found = (await siteProviders(services, input.siteId)).find(
    (provider) => provider.id === input.providerId,
  );
  if (!found) throw new AppError(404, "api.socialProviderUnknown");
  return found;
}

// Discovery answers (and the keys openid-client fetches with them) are kept an hour per client;
// a failed discovery is not kept, so a provider that comes back works at once.
const keptFor = 60 * 60_000;
const configs = new Map<string, { config: Promise<client.Configuration>; until: number }>();

/** A provider that does not answer (or answers nonsense at discovery): 502. */
export const providerUnavailable = (): AppError =>
  new AppError(502, "api.socialProviderUnavailable");

/**
 * The openid-client configuration of a provider from its discovery document. http is allowed
 * for loopback issuers only (the option's schema admits no other http issuer).
 */
export function providerConfig(provider: SocialLoginProviderConfig): Promise<client.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
  const now = Date.now();
  const kept = configs.get(key);
  if (kept && kept.until > now) return kept.config;
  const issuer = new URL(provider.issuer);
  const config = client
    .discovery(
      issuer,
      provider.clientId,
      undefined,
      client.ClientSecretBasic(provider.clientSecret),
      {
        timeout: 10,
        ...(issuer.protocol === "http:" && { execute: [client.allowInsecureRequests] }),
      },
    )
    .catch((error: unknown) => {
      configs.delete(key);
      throw error;
    });
  configs.set(key, { config, until: now + keptFor });
  return config;
}
