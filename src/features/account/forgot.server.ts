import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import validateForgotForm from "#generated/validators/forms/forgot-password.js";
import validateResetForm from "#generated/validators/forms/reset-password.js";
import {
  clearSessionCookies,
  cookieSecurity,
  flashCookie,
} from "#src/features/auth/session-cookies.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { failure, readAction } from "./action-helpers.server.ts";
import { apiFieldErrors, formErrors, readFields } from "./form-data.ts";
import { guestOnly, loginPath } from "./guards.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The forgot-password page: the e-mail form, or with `token` (the mailed link) the new-password form. */
export async function forgotLoader(args: LoaderFunctionArgs) {
  const token = new URL(args.request.url).searchParams.get("token");
  if (!token) await guestOnly(args);
  return { token };
}

export type ForgotData = Awaited<ReturnType<typeof forgotLoader>>;

/**
 * intent forgot: asks for a reset link (the same answer whether the address has an account);
 * intent reset: sets the new password with the link's token, which ends every session, and goes
 * to the login page with a toast.
 */
export async function forgotAction(args: ActionFunctionArgs) {
  const { form, site, translate } = await readAction(args);
  if (form.get("intent") === "reset") {
    const values = readFields(form, ["token", "password", "confirmedPassword"], {
      untrimmed: ["password", "confirmedPassword"],
    });
    const fields = formErrors(validateResetForm, values, translate);
    if (fields) return failure({ intent: "reset", fields, values });
    try {
      await dataOf(
        site.api.POST("/api/v1/user/web/password/set", {
          body: { token: values.token ?? "", password: values.password ?? "" },
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failed = { intent: "reset", fields: apiFieldErrors(error), formError: error.message };
      return failure({ ...failed, values }, error.status >= 400 ? error.status : 502);
    }
    const security = cookieSecurity(args.request);
    const headers = new Headers();
    for (const cookie of clearSessionCookies(security)) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", flashCookie("passwordReset", security));
    return redirect(loginPath(site), { headers });
  }
  const values = readFields(form, ["email"]);
  const fields = formErrors(validateForgotForm, values, translate);
  if (fields) return failure({ intent: "forgot", fields, values });
  try {
    await dataOf(
      site.api.POST("/api/v1/user/web/password/forgot", { body: { email: values.email ?? "" } }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return failure(
      { intent: "forgot", fields: apiFieldErrors(error), formError: error.message, values },
      error.status >= 400 ? error.status : 502,
    );
  }
  return data({ sentTo: values.email ?? "" });
}
