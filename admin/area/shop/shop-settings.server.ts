import { data, redirect } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languages } from "#src/lib/languages.ts";
import type { AdminTexts } from "../texts.ts";
import {
  type Call,
  type CatalogueFailure,
  categoryPaths,
  taxClassChoices,
  textOf,
} from "../catalogue/catalogue.server.ts";
import { formatMoney } from "./order-format.ts";
import { type ShopChoices, type ShopTab, shopTabs } from "./shop-form-schema.ts";
import { dataOf } from "#src/lib/api-client.ts";

export type { ShopTab };

/** A row of a settings list: `key` is the id (the code of a tax class). */
export type ShopRow = { key: string; name: string; detail: string; isActive: boolean | null };

export type ShopSettingsData = {
  tab: ShopTab;
  rows: ShopRow[];
  /** The entry being edited ("new": an empty form; the checkout tab always edits its one). */
  editing: { key: string | null; name: string; body: unknown } | null;
  choices: ShopChoices;
  isSaved: boolean;
  /** The name of the entry just deleted (`?deleted=`), said above the list. */
  deleted: string | null;
};

/** The tab's entries as rows and as the bodies their forms start from, by key. */
async function entriesOf(tab: ShopTab, call: Call, texts: AdminTexts) {
  const { site, headers, language } = call;
  const entries: { row: ShopRow; body: unknown }[] = [];
  // the settings hold euros as typed (money-input: "4.50", "4,50"), shown as the admin's
  // language writes money
  const euros = (text: string) =>
    formatMoney(languages[language].code2, Math.round(Number(text.replace(",", ".")) * 100), "EUR");
  if (tab === "delivery")
    for (const { id, values } of await dataOf(
      site.api.GET("/api/v1/admin/shop/delivery-methods", { headers }),
    ))
      entries.push({
        row: {
          key: String(id),
          name: textOf(values.name, language),
          detail: `${values.code} · ${euros(values.price)}`,
          isActive: values.isActive ?? true,
        },
        body: values,
      });
  if (tab === "payment")
    for (const { id, values } of await dataOf(
      site.api.GET("/api/v1/admin/shop/payment-methods", { headers }),
    ))
      entries.push({
        row: {
          key: String(id),
          name: textOf(values.name, language),
          detail: `${values.code} · ${texts.paymentNames[values.kind]}`,
          isActive: values.isActive ?? true,
        },
        body: values,
      });
  if (tab === "coupons")
    for (const { id, usedCount, values } of await dataOf(
      site.api.GET("/api/v1/admin/shop/coupons", { headers }),
    ))
      entries.push({
        row: {
          key: String(id),
          name: values.code,
          detail: `${values.kind === "percent" ? `${values.amount} %` : euros(values.amount)} · ${interpolate(texts.used, { count: usedCount })}`,
          isActive: values.isActive ?? true,
        },
        body: values,
      });
  if (tab === "tax")
    for (const values of await dataOf(site.api.GET("/api/v1/admin/shop/tax-classes", { headers })))
      entries.push({
        row: {
          key: values.code,
          name: textOf(values.name, language),
          detail: `${values.code} · ${values.rate} %`,
          isActive: null,
        },
        body: values,
      });
  return entries;
}

async function choicesOf(tab: ShopTab, call: Call): Promise<ShopChoices> {
  const [taxClasses, categories] = await Promise.all([
    tab === "delivery" ? taxClassChoices(call) : Promise.resolve([]),
    tab === "coupons" ? categoryPaths(call) : Promise.resolve([]),
  ]);
  return {
    taxClasses,
    categories: categories
      .map(({ id, label }) => ({ id, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** /admin/shop: a tab's list, or one entry's form (`?edit=<key>|new`); checkout is one form. */
export async function shopSettingsData(
  call: Call,
  texts: AdminTexts,
  url: URL,
): Promise<ShopSettingsData> {
  const asked = url.searchParams.get("tab") ?? "";
  const tab: ShopTab = Object.hasOwn(shopTabs, asked) ? (asked as ShopTab) : "delivery";
  const isSaved = url.searchParams.has("saved");
  const deleted = url.searchParams.get("deleted");
  const choices = await choicesOf(tab, call);
  if (tab === "checkout") {
    const body = await dataOf(
      call.site.api.GET("/api/v1/admin/shop/checkout-settings", { headers: call.headers }),
    );
    const editing = { key: "checkout", name: "", body };
    return { tab, rows: [], editing, choices, isSaved, deleted: null };
  }
  const entries = await entriesOf(tab, call, texts);
  const edit = url.searchParams.get("edit");
  const found = entries.find((entry) => entry.row.key === edit);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (edit && edit !== "new" && !found) throw data(null, { status: 404 });
  const editing =
    edit === "new"
      ? { key: null, name: "", body: tab === "coupons" ? { kind: "percent" } : {} }
      : found
        ? { key: found.row.key, name: found.row.name, body: found.body }
        : null;
  const rows = editing ? [] : entries.map((entry) => entry.row);
  return { tab, rows, editing, choices, isSaved, deleted: editing ? null : deleted };
}

type Save = Call & { texts: AdminTexts; screenPath: string };

/** Calls the tab's create (no key) or update operation; the body is the API's to judge. */
async function send(tab: ShopTab, key: string, body: never, call: Call): Promise<string> {
  const { site, headers } = call;
  const id = Number(key);
  if (tab === "checkout") {
    await dataOf(site.api.PUT("/api/v1/admin/shop/checkout-settings", { body, headers }));
    return "checkout";
  }
  if (tab === "tax") {
    const saved = key
      ? await dataOf(
          site.api.PUT("/api/v1/admin/shop/tax-classes/{code}", {
            params: { path: { code: key } },
            body,
            headers,
          }),
        )
      : await dataOf(site.api.POST("/api/v1/admin/shop/tax-classes", { body, headers }));
    return saved.code;
  }
  // the tab's collection: POST creates, PUT on its /{id} replaces
  const paths = {
    delivery: "/api/v1/admin/shop/delivery-methods",
    payment: "/api/v1/admin/shop/payment-methods",
    coupons: "/api/v1/admin/shop/coupons",
  } as const;
  const path = paths[tab];
  const saved = key
    ? await dataOf<{ id: number }>(
        site.api.PUT(`${path}/{id}`, { params: { path: { id } }, body, headers }),
      )
    : await dataOf<{ id: number }>(site.api.POST(path, { body, headers }));
  return String(saved.id);
}

/**
 * Saves a shop settings form (the JSON body the form built), then back to the entry's form. The
 * API's generated validators check the body; a refusal comes back with its message and fields.
 */
export async function saveShopSettings(call: Save, form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const asked = field("tab");
  const tab: ShopTab = Object.hasOwn(shopTabs, asked) ? (asked as ShopTab) : "delivery";
  let body: unknown;
  try {
    body = JSON.parse(field("body"));
  } catch {
    body = undefined;
  }
  try {
    const key = await send(tab, field("key"), body as never, call);
    const query = new URLSearchParams({
      language: languages[call.language].code2,
      tab,
      ...(tab === "checkout" ? {} : { edit: key }),
      saved: "1",
    });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${call.screenPath}?${query.toString()}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      {
        ok: false,
        message: interpolate(call.texts.failed, { reason: error.message }),
        fields: [...error.fields],
      } satisfies CatalogueFailure,
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
}
