import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import bwipjs from "bwip-js/node";
import validateAddressForm from "#generated/validators/forms/address.js";
import validateChangePasswordForm from "#generated/validators/forms/change-password.js";
import validateProfileForm from "#generated/validators/forms/profile.js";
import {
  cookieSecurity,
  flashCookie,
  serializeCookie,
  type FlashKind,
} from "#src/features/auth/session-cookies.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { failure, readAction, type FormFailure } from "./action-helpers.server.ts";
import { readAddress } from "./address-input.ts";
import { apiFieldErrors, formErrors, readFields } from "./form-data.ts";
import { requireSession } from "./guards.server.ts";
import { deleteAccountIntent } from "./my-data.server.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { languages } from "#src/lib/languages.ts";
import { namedCountries } from "#common/country-names.ts";

/** The membership card drawn as an EAN-13 image that scans at the till (bwip-js, SVG). */
function barcodeImage(code: string | null): string | null {
  if (!code || !/^[0-9]{13}$/.test(code)) return null;
  const svg = bwipjs.toSVG({ bcid: "ean13", text: code, includetext: true, scale: 3, height: 18 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * spec 2 profile (a private route): the user, their addresses, their wishlist (spec 4, 7: limit
 * 9999), the membership card barcode, the countries of the address form, and the order history
 * with its count (spec 2, 7 smartDocument filter; `?orders=` pages it).
 */
export async function profileLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  const site = args.context.get(siteContext);
  const headers = { accesstoken: session.accessToken };
  const url = new URL(args.request.url);
  const ordersPage = Math.min(Math.max(Number(url.searchParams.get("orders")) || 1, 1), 100_000);
  const [addresses, countries, wishlist, orders] = await Promise.all([
    dataOf(site.api.GET("/api/v1/user/web/address/filter", { headers })),
    dataOf(site.api.GET("/api/v1/commons", { params: { query: { type: "countries" } } })),
    // prices in the shopper's currency, as the shop's lists (decision 028)
    dataOf(
      site.api.GET("/api/v1/cms/wishlist/filter", {
        params: {
          query: { limit: 9999, ...(site.currency ? { currency: site.currency.id } : {}) },
        },
        headers,
      }),
    ),
    dataOf(
      site.api.POST("/api/v1/smartDocument/document/filter/web", {
        body: { page: ordersPage, limit: 10 },
        headers,
      }),
    ),
  ]);
  const editing = url.searchParams.get("address");
  return {
    user: session.user,
    language: site.language,
    addresses,
    wishlist: wishlist.data.map((item) => item.product),
    // named in the page's language (issue 23): the address cards and the form's choice
    countries: namedCountries(
      countries.flatMap((country) => ("iso" in country ? [country] : [])),
      languages[site.language].code2,
    ),
    barcode: barcodeImage(session.user.memberCardBarcode),
    orders,
    editing:
      editing === "new"
        ? "new"
        : (addresses.find((item) => String(item.id) === editing)?.id ?? null),
  };
}

export type ProfileData = Awaited<ReturnType<typeof profileLoader>>;
export type ProfileActionData = FormFailure & { emailPending?: string };

/** spec 9: cookies live 30 days by default; the card's cookie (spec 3 memberCardBarcode) too. */
const barcodeCookieMaxAge = 2_592_000;

/**
 * The profile's forms, by intent: details (names, e-mail), card (barcode, spec 4: checked,
 * saved to the profile and the cookie, deleted when emptied), password, address, deleteAddress,
 * deleteAccount (my-data.server.ts).
 * A success goes back to the profile with a toast (PRG).
 */
export async function profileAction(args: ActionFunctionArgs) {
  const session = await requireSession(args);
  const { form, site, texts, translate } = await readAction(args);
  const headers = { accesstoken: session.accessToken };
  const intentValue = form.get("intent");
  const intent = typeof intentValue === "string" ? intentValue : "";
  const { user } = session;
  const security = cookieSecurity(args.request);
  const back = (flash: FlashKind, extra: string[] = []) => {
    const response = new Headers();
    for (const cookie of [...extra, flashCookie(flash, security)])
      response.append("Set-Cookie", cookie);
    const path = new URL(args.request.url).pathname.replace(/\.data$/, "");
    return redirect(path, { headers: response });
  };
  const refused = (error: unknown, values: Record<string, string>, fieldName?: string) => {
    if (!(error instanceof ApiError)) throw error;
    const fields = apiFieldErrors(error);
    if (fieldName && Object.keys(fields).length === 0) fields[fieldName] = error.message;
    return failure(
      { intent, fields, formError: error.message, values },
      error.status >= 400 ? error.status : 502,
    );
  };

  if (intent === "details") {
    const values = readFields(form, ["firstName", "lastName", "email"]);
    const fields = formErrors(validateProfileForm, values, translate);
    if (fields) return failure({ intent, fields, values });
    try {
      const updated = await dataOf(
        site.api.PATCH("/api/v1/user/web/update", {
          body: {
            details: { firstName: values.firstName ?? "", lastName: values.lastName ?? "" },
            email: values.email ?? "",
            memberCardBarcode: user.memberCardBarcode,
          },
          headers,
        }),
      );
      // a new e-mail counts once its link is followed: say so instead of leaving
      if (updated.email.toLowerCase() !== (values.email ?? "").toLowerCase())
        return {
          intent,
          fields: {},
          values,
          emailPending: values.email,
        } satisfies ProfileActionData;
    } catch (error) {
      return refused(error, values);
    }
    return back("profileSaved");
  }

  if (intent === "card") {
    const values = readFields(form, ["memberCardBarcode"]);
    const barcode = values.memberCardBarcode ?? null;
    try {
      if (barcode) {
        const { isValid } = await dataOf(
          site.api.POST("/api/v1/user/web/validateMembersBarcode", { body: { barcode }, headers }),
        );
        if (!isValid) {
          const message = texts.core.notifications.membershipCardBarcodeInvalid;
          return failure({ intent, fields: { memberCardBarcode: message }, values });
        }
      }
      await dataOf(
        site.api.PATCH("/api/v1/user/web/update", {
          body: { details: user.details, email: user.email, memberCardBarcode: barcode },
          headers,
        }),
      );
    } catch (error) {
      return refused(error, values, "memberCardBarcode");
    }
    const cookie = serializeCookie("memberCardBarcode", barcode ?? "", {
      maxAge: barcode ? barcodeCookieMaxAge : 0,
      ...security,
    });
    return back("cardSaved", [cookie]);
  }

  if (intent === "password") {
    const values = readFields(form, ["oldPassword", "newPassword", "repeatPassword"], {
      untrimmed: ["oldPassword", "newPassword", "repeatPassword"],
    });
    const fields = formErrors(validateChangePasswordForm, values, translate);
    if (fields) return failure({ intent, fields, values });
    try {
      await dataOf(
        site.api.POST("/api/v1/user/web/password/reset", {
          body: { oldPassword: values.oldPassword ?? "", newPassword: values.newPassword ?? "" },
          headers,
        }),
      );
    } catch (error) {
      // spec 8: 'Incorrect old password.' -> core.notifications.inccorectOldPassword
      if (error instanceof ApiError && error.key === "api.incorrectOldPassword") {
        const message = texts.core.notifications.inccorectOldPassword;
        return failure({ intent, fields: { oldPassword: message }, values }, 400);
      }
      return refused(error, values);
    }
    return back("passwordChanged");
  }

  if (intent === "address") {
    const { values: typed, input } = readAddress(form);
    const values = { ...typed, ...readFields(form, ["id"]) };
    const { id } = values;
    if (!validateAddressForm(input)) {
      const fields = formErrors(validateAddressForm, input, translate) ?? {};
      return failure({ intent, fields, values });
    }
    const body = input;
    try {
      if (id)
        await dataOf(
          site.api.PATCH("/api/v1/user/web/address/update/{id}", {
            params: { path: { id: Number(id) } },
            body,
            headers,
          }),
        );
      else await dataOf(site.api.POST("/api/v1/user/web/address/create", { body, headers }));
    } catch (error) {
      return refused(error, values);
    }
    return back("addressSaved");
  }

  if (intent === "deleteAddress") {
    const id = Number(form.get("id"));
    try {
      await dataOf(
        site.api.DELETE("/api/v1/user/web/address/delete/{id}", {
          params: { path: { id } },
          headers,
        }),
      );
    } catch (error) {
      return refused(error, {});
    }
    return back("addressDeleted");
  }
  if (intent === "deleteAccount")
    return deleteAccountIntent(args, { form, site, translate }, session.accessToken);
  return failure({ intent, fields: {}, values: {} });
}
