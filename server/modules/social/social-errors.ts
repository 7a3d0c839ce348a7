import * as client from "openid-client";
import { AppError } from "../../platform/http/app-error.ts";
import { providerUnavailable } from "./providers.ts";

/**
 * What went wrong in a provider's answer, as the spec 8 envelope: refused consent (the
 * provider's access_denied) is a 400 of its own, so the login page can say so; an answer that
 * fails openid-client's checks (state, issuer, ID token signature, audience, nonce, PKCE) is a
 * 400; a provider that cannot be reached is a 502. Never a 500.
 */
export function socialError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    return new AppError(
      400,
      error.error === "access_denied" ? "api.socialDenied" : "api.socialFailed",
    );
  }
  // the provider answered the token request with an OAuth error (e.g. invalid_grant)
  if (error instanceof client.ResponseBodyError) return new AppError(400, "api.socialFailed");
  // fetch failed (refused, reset, DNS) or timed out: the provider is not there
  if (isUnreachable(error)) return providerUnavailable();
  if (error instanceof client.ClientError) {
    // a non-OAuth answer (HTML error page, 5xx) of the provider vs. an answer that fails checks
    const isTransport =
      error.code === "OAUTH_RESPONSE_IS_NOT_JSON" ||
      error.code === "OAUTH_RESPONSE_IS_NOT_CONFORM" ||
      isUnreachable(error.cause);
    return isTransport ? providerUnavailable() : new AppError(400, "api.socialFailed");
  }
  return new AppError(400, "api.socialFailed");
}

// fetch's own failure is a TypeError without a code (openid-client's argument errors carry one);
// a timeout is a TimeoutError (AbortSignal.timeout)
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  return error instanceof TypeError && !("code" in error);
}
