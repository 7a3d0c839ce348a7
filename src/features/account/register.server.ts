import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import {
  askedIds,
  formConsentsOf,
  hasRequiredConsents,
  postedIds,
  type ShownConsent,
} from "./shown-consents.ts";
import validateRegisterForm from "#generated/validators/forms/register.js";
import validateRegisterWithAddressesForm from "#generated/validators/forms/register-with-addresses.js";
import { cookieSecurity, flashCookie } from "#src/features/auth/session-cookies.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import type { Translate } from "#common/validation-messages.ts";
import { failure, readAction, type FormFailure } from "./action-helpers.server.ts";
import { readAddress } from "./address-input.ts";
import { apiFieldErrors, formErrors, readFields, type FieldErrors } from "./form-data.ts";
import { guestOnly } from "./guards.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The two modes of spec 3: `?mode=addresses` registers with the Main and Shipping address. */
export type RegisterMode = "simple" | "addresses";
const modeOf = (value: FormDataEntryValue | null): RegisterMode =>
  value === "addresses" ? "addresses" : "simple";

/**
 * spec 2 register (a guest route): the mode, the consents to show (fetched; null when they
 * could not be, spec 4, 5), and the countries of the address mode.
 */
export async function registerLoader(args: LoaderFunctionArgs) {
  await guestOnly(args);
  const site = args.context.get(siteContext);
  const mode = modeOf(new URL(args.request.url).searchParams.get("mode"));
  if (mode === "simple")
    return { mode, consents: await formConsentsOf(site, "register"), countries: [] };
  const [consents, countries] = await Promise.all([
    formConsentsOf(site, "register"),
    dataOf(site.api.GET("/api/v1/commons", { params: { query: { type: "countries" } } })),
  ]);
  const withIso = countries.flatMap((country) => ("iso" in country ? [country] : []));
  return { mode, consents, countries: withIso };
}

/**
 * spec 4, 5: consents are checked with the form, before the call; a required one not accepted
 * is the consentRequired message on the consents. The accepted ones come back as typed values.
 */
function readConsents(form: FormData, asked: readonly ShownConsent[], translate: Translate) {
  const ids = postedIds(form).filter((id) => askedIds(asked).includes(id));
  return {
    ids,
    values: Object.fromEntries(ids.map((id) => [`consents.${id}`, "on"])),
    error: hasRequiredConsents(asked, ids)
      ? undefined
      : translate("validation.consentRequired", {}),
  };
}

export type RegisterData = Awaited<ReturnType<typeof registerLoader>>;

const simpleNames = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmedPassword",
  "memberCardBarcode",
] as const;
const passwords = ["password", "confirmedPassword"];

/** The simple mode's body (spec 3): names, e-mail as username, password, optional barcode. */
function readSimple(form: FormData, validate: (input: unknown) => FieldErrors | undefined) {
  const values = readFields(form, simpleNames, { untrimmed: passwords });
  const email = values.email?.toLowerCase() ?? "";
  const body = {
    details: { firstName: values.firstName ?? "", lastName: values.lastName ?? "" },
    email,
    username: email,
    password: values.password ?? "",
    ...(values.memberCardBarcode ? { memberCardBarcode: values.memberCardBarcode } : {}),
  };
  return { values, email, body, fields: validate(values) };
}

/**
 * The address mode's body (spec 3 addresses[2]): the Main address, then the Shipping one (a
 * copy of the Main one when the shopper ticks "the same"); names from the Main address, e-mail
 * and username its contact e-mail. Field errors are named as the form names its fields.
 */
function readWithAddresses(form: FormData, validate: (input: unknown) => FieldErrors | undefined) {
  const main = readAddress(form, "main.");
  const isSameShipping = form.get("sameShipping") === "on";
  const shipping = isSameShipping
    ? { values: {}, input: { ...main.input, type: "Shipping" } }
    : readAddress(form, "shipping.");
  const secrets = readFields(form, passwords, { untrimmed: passwords });
  const values = {
    ...main.values,
    ...shipping.values,
    ...secrets,
    sameShipping: isSameShipping ? "on" : "",
  };
  const input = { addresses: [main.input, shipping.input], ...secrets };
  const email = (main.values["main.contactEmail"] ?? "").toLowerCase();
  const body = {
    addresses: input.addresses,
    details: {
      firstName: main.values["main.firstName"] ?? "",
      lastName: main.values["main.lastName"] ?? "",
    },
    email,
    username: email,
    password: secrets.password ?? "",
  };
  return { values, email, body, fields: validate(input) };
}

/**
 * The register form's name of a field an error points at: `/addresses/1/city` (or the API's
 * `/body/addresses/1/city`) -> `shipping.city`; others by their last part.
 */
export function registerFieldName(path: string): string {
  const address = /^(?:\/body)?\/addresses\/([01])\/(\w+)$/.exec(path);
  if (address) return `${address[1] === "0" ? "main" : "shipping"}.${address[2]}`;
  return path.split("/").pop() ?? "";
}

/**
 * spec 4 register, either mode of spec 3: the form's schema and its consents (fetched for the
 * post: when they cannot be, the form comes back with consentsNotFetched), then the API. The
 * answer is the same for a new and a known address (decision 012); the page stays and says to
 * confirm the address, with the registered and confirmEmail toasts.
 */
export async function registerAction(args: ActionFunctionArgs) {
  const { form, site, translate } = await readAction(args);
  const asked = await formConsentsOf(site, "register");
  const mode = modeOf(form.get("mode"));
  const { values, email, body, fields } =
    mode === "addresses"
      ? readWithAddresses(form, (input) =>
          formErrors(validateRegisterWithAddressesForm, input, translate, registerFieldName),
        )
      : readSimple(form, (input) => formErrors(validateRegisterForm, input, translate));
  const intent = `register-${mode}`;
  if (!asked) {
    // spec 4, 5: never registered without the consents' check; what was ticked comes back
    const ticked = Object.fromEntries(postedIds(form).map((id) => [`consents.${id}`, "on"]));
    const formError = translate("validation.consentsNotFetched", {});
    return failure({ intent, fields: {}, formError, values: { ...values, ...ticked } }, 503);
  }
  const consents = readConsents(form, asked, translate);
  const typed = { ...values, ...consents.values };
  if (fields || consents.error) {
    const errors = { ...fields, ...(consents.error && { consents: consents.error }) };
    return failure({ intent, fields: errors, values: typed });
  }
  try {
    await dataOf(
      site.api.POST("/api/v1/user/web/register", { body: { ...body, consents: consents.ids } }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failed: FormFailure = {
      intent,
      fields: apiFieldErrors(error, registerFieldName),
      formError: error.message,
      values: typed,
    };
    return failure(failed, error.status >= 400 ? error.status : 502);
  }
  const headers = { "Set-Cookie": flashCookie("registered", cookieSecurity(args.request)) };
  return data({ registeredEmail: email }, { headers });
}
