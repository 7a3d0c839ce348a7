import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../platform/http/app-error.ts";
import { requireUser, tokenHeader } from "../../platform/http/authenticate.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { login } from "./operations/login.ts";
import { logout } from "./operations/logout.ts";
import { refreshTokens } from "./operations/refresh-tokens.ts";

/**
 * Guessing passwords is slowed per address and account: after `LOGIN_RATE_LIMIT` attempts a
 * minute the login answers 429 (spec 8 envelope) until the minute is over.
 */
function loginRateLimit(services: Services) {
  return {
    max: services.config.loginRateLimit,
    timeWindow: 60_000,
    // after body parsing, so the key can name the account
    hook: "preHandler" as const,
    keyGenerator: (request: FastifyRequest) => {
      const { username } = (request.body ?? {}) as { username?: unknown };
      return `${request.ip}:${typeof username === "string" ? username.toLowerCase() : ""}`;
    },
  };
}

/** Auth module: login, profile, token refresh and logout (spec 4, 7 "Auth and user"). */
export function authRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(
    app,
    services,
    "login",
    ({ body, context }) => {
      const { username, password, apiKey } = body;
      // spec 7 sends the domain's API key in the credentials: it must be this site's
      if (apiKey !== undefined && apiKey !== context.site.apiKeyToken)
        throw new AppError(401, "api.unknownSite");
      return login(services, { username, password });
    },
    { rateLimit: loginRateLimit(services) },
  );

  registerOperation(app, services, "getWebProfile", (input) => requireUser(services, input));

  registerOperation(app, services, "refresh", ({ headers }) =>
    refreshTokens(services, {
      refreshToken: tokenHeader(headers, "refreshtoken"),
      accessToken: tokenHeader(headers, "accesstoken"),
    }),
  );

  registerOperation(app, services, "logout", ({ headers }) =>
    logout(services, {
      accessToken: tokenHeader(headers, "accesstoken"),
      refreshToken: tokenHeader(headers, "refreshtoken"),
    }),
  );
}
