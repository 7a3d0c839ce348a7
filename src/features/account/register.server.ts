import { data, type ActionFunctionArgs } from "react-router";
import validateRegisterForm from "#generated/validators/forms/register.js";
import { cookieSecurity, flashCookie } from "#src/features/auth/session-cookies.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { failure, readAction } from "./action-helpers.server.ts";
import { apiFieldErrors, formErrors, readFields } from "./form-data.ts";

export { guestOnly as registerLoader } from "./guards.server.ts";

const names = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmedPassword",
  "memberCardBarcode",
] as const;

/**
 * spec 4 register (simple mode of spec 3): the register form's schema first, then the API. The
 * answer is the same for a new and a known address (decision 012); the page stays and says to
 * confirm the address, with the registered and confirmEmail toasts.
 */
export async function registerAction(args: ActionFunctionArgs) {
  const { form, site, translate } = await readAction(args);
  const values = readFields(form, names, { untrimmed: ["password", "confirmedPassword"] });
  const fields = formErrors(validateRegisterForm, values, translate);
  if (fields) return failure({ intent: "register", fields, values });
  const email = values.email?.toLowerCase() ?? "";
  try {
    await site.api.call("register", {
      body: {
        details: { firstName: values.firstName, lastName: values.lastName },
        email,
        username: email,
        password: values.password,
        ...(values.memberCardBarcode ? { memberCardBarcode: values.memberCardBarcode } : {}),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return failure(
      { intent: "register", fields: apiFieldErrors(error), formError: error.message, values },
      error.status >= 400 ? error.status : 502,
    );
  }
  const headers = { "Set-Cookie": flashCookie("registered", cookieSecurity(args.request)) };
  return data({ registeredEmail: email }, { headers });
}
