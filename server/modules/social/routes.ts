import type { FastifyInstance } from "fastify";
import { screenPath } from "#common/route-paths.ts";
import { languages, type LanguageCode } from "#generated/languages.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { limitAttempts } from "../auth/login-limiter.ts";
import { requestOrigin } from "./request-origin.ts";
import { finishSocialLogin } from "./operations/finish-social-login.ts";
import { startSocialLogin } from "./operations/start-social-login.ts";
import { siteProviders } from "./providers.ts";

const hourMs = 60 * 60_000;

/** Social module (spec 4 social strategy, spec 7 social calls): OpenID Connect sign-in. */
export function socialRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "listSocialProviders", async ({ context }) =>
    (await siteProviders(services, context.site.id)).map(({ id, name }) => ({ id, name })),
  );

  registerOperation(app, services, "socialRedirectLogin", async ({ query, context, request }) => {
    // every start writes a flow row: a client address may start 60 an hour
    await limitAttempts(services.db, [
      { key: `social:address:${request.ip}`, limit: 60, windowMs: hourMs },
    ]);
    // the provider sends the browser back to the site's own origin (never a claimed Host), to
    // the social login route of the language the flow began in
    const origin = await requestOrigin(services, { siteId: context.site.id, request });
    const code2 = languages[context.language.code as LanguageCode].code2;
    return startSocialLogin(services, {
      siteId: context.site.id,
      providerId: query.provider,
      redirectUri: `${origin}${screenPath("socialLogin", code2)}`,
      returnTo: query.returnTo ?? "/",
    });
  });

  registerOperation(app, services, "socialOauth", ({ body, context }) =>
    finishSocialLogin(services, { siteId: context.site.id, state: body.state, query: body.query }),
  );
}
