import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { resources } from "#src/lib/i18n.ts";
import { languages } from "#src/lib/languages.ts";
import { translateWith } from "#common/validation-messages.ts";
import { safeRedirectTarget } from "./auth-paths.ts";
import { apiFieldErrors, loginErrorMessage } from "./login-errors.ts";
import {
  isCompleteLogin,
  loginFieldErrors,
  readLoginForm,
  type LoginFieldErrors,
} from "./login-form.ts";
import { sessionUser } from "./session.server.ts";
import {
  cookieSecurity,
  flashCookie,
  readSessionTokens,
  sessionCookies,
} from "./session-cookies.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** What a failed login hands back to the form; the password never comes back. */
export type LoginActionData = {
  fields: LoginFieldErrors;
  /** The server's reason under 'Prijava nije uspjela' (spec 8), when the API refused. */
  formError?: string;
  username: string;
};

/** Who is logged in already (the accessToken cookie), so the page can offer to log out. */
export async function adminLoginLoader({ request, context }: LoaderFunctionArgs) {
  const { api } = context.get(siteContext);
  const { accessToken } = readSessionTokens(request.headers.get("cookie"));
  const user = await sessionUser(api, accessToken);
  return { user: user ? { email: user.email, isBackofficeUser: user.isBackofficeUser } : null };
}

export type AdminLoginData = Awaited<ReturnType<typeof adminLoginLoader>>;

/**
 * spec 4, 5: validates the form with the generated login validator, logs in through the API,
 * keeps the tokens in HttpOnly cookies and goes to the safe `redirectTo` path (or home).
 * A shopper may log in too; only back-office users get past maintenance (siteMiddleware).
 * `afterLogin` runs once the tokens are there (the shop's login restores the cart, spec 4).
 */
export async function adminLoginAction(
  { request, context }: ActionFunctionArgs,
  { afterLogin }: { afterLogin?: (accessToken: string) => Promise<void> } = {},
) {
  const site = context.get(siteContext);
  const texts = resources[languages[site.language].code2];
  // A body that only claims to be a form (multipart without a boundary, junk) is a 400, not a 500.
  const form = await request.formData().catch(() => undefined);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!form) throw data(null, { status: 400 });
  const input = readLoginForm(form);
  const username = input.username ?? "";

  const fields = loginFieldErrors(input, translateWith(texts.validation));
  if (fields || !isCompleteLogin(input)) {
    return data({ fields: fields ?? {}, username } satisfies LoginActionData, { status: 400 });
  }

  let result;
  try {
    result = await dataOf(
      site.api.POST("/api/v1/login", { body: { ...input, apiKey: site.domain.apiKeyToken } }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failure: LoginActionData = {
      fields: apiFieldErrors(error),
      formError: loginErrorMessage(error, texts.core.notifications),
      username,
    };
    return data(failure, { status: error.status >= 400 ? error.status : 502 });
  }

  await afterLogin?.(result.tokens.accessToken);
  const security = cookieSecurity(request);
  const headers = new Headers();
  for (const cookie of sessionCookies(result.tokens, security))
    headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie("loginSuccess", security));
  const target = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  return redirect(target, { headers });
}
