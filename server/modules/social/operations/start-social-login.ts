import { lt } from "drizzle-orm";
import * as client from "openid-client";
import type { SocialRedirect } from "#generated/types.ts";
import { socialLoginFlows } from "../../../db/schema.ts";
import { hashToken, newToken } from "../../../platform/tokens.ts";
import type { Services } from "../../../platform/services.ts";
import { providerConfig, siteProvider } from "../providers.ts";
import { socialError } from "../social-errors.ts";

/** How long a started social login may take to come back (decision 014). */
export const flowLifetimeMs = 10 * 60_000;

/**
 * Begins a social login (spec 4 social strategy, spec 7 redirect-login): an authorization code
 * flow with PKCE (S256), state and nonce. The flow is a database row found by its state's hash;
 * the answer carries the state so the site can bind it to the browser (an HttpOnly cookie).
 */
export async function startSocialLogin(
  services: Services,
  input: { siteId: string; providerId: string; redirectUri: string; returnTo: string },
): Promise<SocialRedirect> {
  const provider = await siteProvider(services, input);
  const config = await providerConfig(provider).catch((error: unknown) => {
    throw socialError(error);
  });
  const state = newToken();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = Date.now();
  await services.db.delete(socialLoginFlows).where(lt(socialLoginFlows.expiresAt, new Date(now)));
  await services.db.insert(socialLoginFlows).values({
    stateHash: hashToken(state),
    siteId: input.siteId,
    providerId: provider.id,
    nonce,
    codeVerifier,
    redirectUri: input.redirectUri,
    returnTo: input.returnTo,
    expiresAt: new Date(now + flowLifetimeMs),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    response_type: "code",
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { url: url.href, state };
}
