import { and, eq } from "drizzle-orm";
import * as client from "openid-client";
import type { SocialLoginResult } from "#generated/types.ts";
import { socialLoginFlows } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { loadUser } from "../../../platform/http/authenticate.ts";
import type { Services } from "../../../platform/services.ts";
import { hashToken } from "../../../platform/tokens.ts";
import { issueTokens } from "../../auth/operations/issue-tokens.ts";
import { providerConfig, siteProvider } from "../providers.ts";
import { socialError } from "../social-errors.ts";
import { socialAccount, type ProviderIdentity } from "./social-account.ts";

const text = (value: unknown, max = 100): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : undefined;

type Claims = client.IDToken & Partial<client.UserInfoResponse>;

/** The user the ID token describes; names fall back to `name`, then to the address. */
function identityOf(claims: Claims, providerId: string): ProviderIdentity {
  const email = text(claims.email, 254);
  const [first, ...rest] = (text(claims.name, 200) ?? "").split(/\s+/);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    providerId,
    email,
    isEmailVerified: claims.email_verified === true,
    firstName: text(claims.given_name) ?? text(first) ?? (email?.split("@")[0] ?? "").slice(0, 100),
    lastName: text(claims.family_name) ?? text(rest.join(" ")) ?? "",
  };
}

/**
 * Finishes a social login (spec 7 social oauth): spends the flow of the state (once, within its
 * 10 minutes), lets openid-client check the provider's answer and exchange the code with the
 * PKCE verifier, validate the ID token (signature, issuer, audience, expiry, nonce), then signs
 * the identity's user in with a new token family, as a password login does (decision 012).
 */
export async function finishSocialLogin(
  services: Services,
  input: { siteId: string; state: string; query: string },
): Promise<SocialLoginResult> {
  const [flow] = await services.db
    .delete(socialLoginFlows)
    .where(
      and(
        eq(socialLoginFlows.stateHash, hashToken(input.state)),
        eq(socialLoginFlows.siteId, input.siteId),
      ),
    )
    .returning();
  if (!flow || flow.expiresAt.getTime() < Date.now()) {
    throw new AppError(400, "api.socialStateInvalid");
  }
  const provider = await siteProvider(services, {
    siteId: input.siteId,
    providerId: flow.providerId,
  });
  let claims: Claims | undefined;
  try {
    const config = await providerConfig(provider);
    const callback = new URL(flow.redirectUri);
    callback.search = new URLSearchParams(input.query).toString();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: input.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    // Providers that keep the ID token lean (OpenID Connect Core 5.4) give the e-mail and the
    // names at the UserInfo endpoint, for the token's own subject only.
    if (claims && claims.email === undefined) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      claims = { ...info, ...claims };
    }
  } catch (error) {
    throw socialError(error);
  }
  if (!claims) throw new AppError(400, "api.socialFailed");
  const user = await socialAccount(services, identityOf(claims, provider.id));
  return {
    tokens: await issueTokens(services.db, user.id),
    user: await loadUser(services.db, user),
    returnTo: flow.returnTo,
  };
}
