import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/http/app-error.ts";
import { requireUser, tokenHeader } from "../../platform/http/authenticate.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { limitLoginAttempts, rememberSignIn } from "./login-limiter.ts";
import { login } from "./operations/login.ts";
import { logout } from "./operations/logout.ts";
import { refreshTokens } from "./operations/refresh-tokens.ts";

/** Auth module: login, profile, token refresh and logout (spec 4, 7 "Auth and user"). */
export function authRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "login", async ({ body, context, request }) => {
    const { username, password, apiKey } = body;
    // Guessing is slowed per address and account, per address across accounts (issue 6 §3) and
    // per account across the addresses it does not know (issue 18): the input is valid by now,
    // and request.ip is the client's (TRUST_PROXY, page actions). A 429 says when to try again
    // (Retry-After, set from the error by the error handler).
    const attempt = { address: request.ip, username };
    await limitLoginAttempts(services, attempt);
    // spec 7 sends the domain's API key in the credentials: it must be this site's
    if (apiKey !== undefined && apiKey !== context.site.apiKeyToken)
      throw new AppError(401, "api.unknownSite");
    const result = await login(services, { username, password });
    await rememberSignIn(services, attempt);
    return result;
  });

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
