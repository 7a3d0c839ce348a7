import { data, redirect } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languages } from "#src/lib/languages.ts";
import type { AdminTexts } from "../texts.ts";
import { type Call, type CatalogueFailure, textOf } from "../catalogue/catalogue.server.ts";
import { type ShopTab, shopTabs } from "./shop-form-schema.ts";

/** A refused delete: its message, shown in the confirmation dialog and above the screen. */
export type ShopDeleteFailure = CatalogueFailure & { scope: "shopDelete" };

/** Calls the tab's delete operation; answers the name of what it deleted. */
async function remove(tab: ShopTab, key: string, call: Call): Promise<string> {
  const { site, headers, language } = call;
  if (tab === "tax") {
    const params = { path: { code: key } };
    const deleted = await dataOf(
      site.api.DELETE("/api/v1/admin/shop/tax-classes/{code}", { params, headers }),
    );
    return textOf(deleted.name, language) || deleted.code;
  }
  const params = { path: { id: Number(key) } };
  if (tab === "delivery") {
    const { values } = await dataOf(
      site.api.DELETE("/api/v1/admin/shop/delivery-methods/{id}", { params, headers }),
    );
    return textOf(values.name, language) || values.code;
  }
  if (tab === "payment") {
    const { values } = await dataOf(
      site.api.DELETE("/api/v1/admin/shop/payment-methods/{id}", { params, headers }),
    );
    return textOf(values.name, language) || values.code;
  }
  const { values } = await dataOf(
    site.api.DELETE("/api/v1/admin/shop/coupons/{id}", { params, headers }),
  );
  return values.code;
}

/**
 * Deletes the entry a settings form edits (after its confirmation dialog), then back to the
 * tab's list, which names what went. A refusal (409: in use, deactivate it instead) comes back
 * as its message in the user's admin locale.
 */
export async function deleteShopSetting(
  call: Call & { texts: AdminTexts; screenPath: string },
  form: FormData,
) {
  const asked = form.get("tab");
  const key = form.get("key");
  const tab =
    typeof asked === "string" && Object.hasOwn(shopTabs, asked) ? (asked as ShopTab) : null;
  const refuse = (message: string, status: number) =>
    data({ ok: false, message, fields: [], scope: "shopDelete" } satisfies ShopDeleteFailure, {
      status,
    });
  if (!tab || tab === "checkout" || typeof key !== "string" || key === "")
    return refuse(call.texts.unknownAction, 400);
  try {
    const name = await remove(tab, key, call);
    const query = new URLSearchParams({
      language: languages[call.language].code2,
      tab,
      deleted: name.slice(0, 200),
    });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${call.screenPath}?${query.toString()}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = interpolate(call.texts.failed, { reason: error.message });
    return refuse(message, error.status >= 400 ? error.status : 502);
  }
}
