import { data, redirect } from "react-router";
import type { ApiHeaders } from "#common/operations.ts";
import { interpolate } from "#common/validation-messages.ts";
import { searchTextOf } from "#common/search-text.ts";
import type { Attribute, LocalisedText, ProductCategory } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { type LanguageCode, languages } from "#src/lib/languages.ts";
import type { AdminTexts } from "../texts.ts";
import type { CatalogueKind } from "./form-schema.ts";
import { dataOf, type SiteCredentials } from "#src/lib/api-client.ts";
import { siteOrigin } from "#common/site-origin.ts";
import type { SearchResultSite } from "./search-result-preview.tsx";

/** spec 2 admin lists: 20 rows a page. */
const pageSize = 20;

/** A list row; `badge`: archived, or a variant (listed only through its product). */
export type CatalogueRow = {
  id: number;
  name: string;
  detail: string;
  badge?: "archived" | "variant";
};
/** The product list's status filter (listProductsForEdit). */
export type ProductStatus = "all" | "active" | "archived";
const productStatuses: readonly ProductStatus[] = ["all", "active", "archived"];

export type CatalogueData = {
  kind: CatalogueKind;
  search: string;
  /** Products only: which of them the list shows. */
  status: ProductStatus;
  page: number;
  totalPages: number;
  rows: CatalogueRow[];
  /** The entry being edited ("new": an empty form), with the save body it starts from. */
  editing: {
    id: number | null;
    name: string;
    body: unknown;
    choices: CatalogueChoices;
    /** The site's spec 7 headers, for the media library the form opens (as edit mode's). */
    site: SiteCredentials;
    /** The site's address and brand, for the search result preview (SEO group). */
    searchResultSite: SearchResultSite;
  } | null;
  isSaved: boolean;
};

export type Call = { site: SiteRequest; headers: ApiHeaders; language: LanguageCode };

/** What an entry's id fields choose from, by name: categories (with their path), tags, VAT classes. */
export type CatalogueChoices = {
  categories: { id: number; label: string }[];
  tags: { id: number; label: string }[];
  taxClasses: { code: string; label: string }[];
};

/** A text in the admin's language, else Croatian, else any. */
export const textOf = (text: LocalisedText | undefined, language: LanguageCode) =>
  text?.[language] || text?.hrv || Object.values(text ?? {})[0] || "";

/** The shop's VAT classes as a form offers them: name and rate ("Snižena stopa (13 %)"). */
export async function taxClassChoices(call: Call): Promise<CatalogueChoices["taxClasses"]> {
  const classes = await dataOf(
    call.site.api.GET("/api/v1/admin/shop/tax-classes", { headers: call.headers }),
  );
  return classes.map((each) => ({
    code: each.code,
    label: `${textOf(each.name, call.language) || each.code} (${each.rate} %)`,
  }));
}

/** Every category of the site, parents first, each with its path ("Vina › Crna vina"). */
export async function categoryPaths(call: Call) {
  const { records } = await dataOf(
    call.site.api.POST("/api/v1/product/category/filter", {
      body: { tree: true },
      headers: call.headers,
    }),
  );
  const paths: { id: number; label: string; slug: string }[] = [];
  const walk = (categories: readonly ProductCategory[], parent: string) => {
    for (const category of categories) {
      const label = parent ? `${parent} › ${category.name}` : category.name;
      paths.push({ id: category.id, label, slug: category.slug });
      walk(category.children ?? [], label);
    }
  };
  walk(records, "");
  return paths;
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** The site's categories (by path), tags and VAT classes for a form's choice fields. */
async function choicesOf(kind: CatalogueKind, call: Call): Promise<CatalogueChoices> {
  if (kind === "attribute") return { categories: [], tags: [], taxClasses: [] };
  const isProduct = kind === "product";
  const [categories, tags, taxClasses] = await Promise.all([
    categoryPaths(call),
    isProduct
      ? dataOf(
          call.site.api.POST("/api/v1/product/tag/filter", { body: {}, headers: call.headers }),
        ).then((found) => found.records)
      : Promise.resolve([]),
    isProduct ? taxClassChoices(call) : Promise.resolve([]),
  ]);
  return {
    categories: categories.map(({ id, label }) => ({ id, label })).sort(byLabel),
    tags: tags.map((tag) => ({ id: tag.id, label: tag.name })).sort(byLabel),
    taxClasses,
  };
}

const pageOf = <T>(rows: readonly T[], page: number) => ({
  rows: rows.slice((page - 1) * pageSize, page * pageSize),
  totalPages: Math.ceil(rows.length / pageSize),
});

/** Rows whose name holds the search, diacritics and case aside (the catalogue's own rule). */
const matching = <T extends { name: string }>(rows: readonly T[], search: string) => {
  const wanted = searchTextOf(search);
  return wanted ? rows.filter((row) => searchTextOf(row.name).includes(wanted)) : [...rows];
};

async function listOf(
  kind: CatalogueKind,
  call: Call,
  query: { search: string; page: number; status: ProductStatus },
) {
  const { site, headers, language } = call;
  const { search, page } = query;
  if (kind === "product") {
    // the back office's own list: archived products and variants too
    const found = await dataOf(
      site.api.GET("/api/v1/product/edit", {
        params: {
          query: {
            ...(search.trim() ? { search: search.trim() } : {}),
            status: query.status,
            page,
            limit: pageSize,
          },
        },
        headers,
      }),
    );
    return {
      rows: found.records.map((product): CatalogueRow => ({
        id: product.id,
        name: product.name,
        detail: `${product.sku} · ${product.format}`,
        ...(product.isArchived
          ? { badge: "archived" as const }
          : product.isVisibleIndividually
            ? {}
            : { badge: "variant" as const }),
      })),
      totalPages: found.totalPages,
    };
  }
  if (kind === "productCategory") {
    // every level of the tree, by path: a subcategory is named with its parents
    const rows = (await categoryPaths(call))
      .map((category) => ({ id: category.id, name: category.label, detail: `/${category.slug}` }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return pageOf(matching(rows, search), page);
  }
  const attributes = await dataOf(site.api.GET("/api/v1/product/attribute/filter", { headers }));
  const rows = attributes.map((attribute) => ({
    id: attribute.id,
    name: textOf(attribute.label, language),
    detail: `${attribute.attributeCode} · ${attribute.inputType}`,
  }));
  return pageOf(matching(rows, search), page);
}

/** The save body an entry's form starts from (every language), and its name. */
async function bodyOf(kind: CatalogueKind, call: Call, id: number) {
  const { site, headers, language } = call;
  if (kind === "product") {
    const body = await dataOf(
      site.api.GET("/api/v1/product/edit/{id}", { params: { path: { id } }, headers }),
    );
    return { body, name: body.translations[language]?.name ?? body.sku };
  }
  if (kind === "productCategory") {
    const body = await dataOf(
      site.api.GET("/api/v1/product/category/edit/{id}", { params: { path: { id } }, headers }),
    );
    return { body, name: body.translations[language]?.name ?? body.translations.hrv?.name ?? "" };
  }
  const attribute = (
    await dataOf(site.api.GET("/api/v1/product/attribute/filter", { headers }))
  ).find((each) => each.id === id);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!attribute) throw data(null, { status: 404 });
  const { id: _id, ...body }: Attribute = attribute;
  return { body, name: textOf(attribute.label, language) };
}

const positiveInt = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 2147483647 ? number : undefined;
};

/** The list (search, page) or the form (`?edit=<id>|new`) of a catalogue screen. */
export async function catalogueData(
  kind: CatalogueKind,
  call: Call,
  url: URL,
): Promise<CatalogueData> {
  const search = (url.searchParams.get("search") ?? "").slice(0, 200);
  const page = Math.min(positiveInt(url.searchParams.get("page")) ?? 1, 100000);
  const edit = url.searchParams.get("edit");
  const id = positiveInt(edit);
  const { domain } = call.site;
  const site: SiteCredentials = {
    apiKey: domain.apiKeyToken,
    siteId: domain.siteID,
    storeId: domain.stores.find((store) => store.language === call.language)?.storeID,
  };
  // the shop page's title and canonical address (catalog-meta.ts, product.server.ts)
  const searchResultSite = {
    origin: siteOrigin(domain.domain),
    brand: call.site.options.Brand ?? domain.domain.name,
  };
  const form = { site, searchResultSite };
  const editing =
    edit === "new"
      ? { id: null, name: "", body: {}, choices: await choicesOf(kind, call), ...form }
      : id
        ? { id, ...(await bodyOf(kind, call, id)), choices: await choicesOf(kind, call), ...form }
        : null;
  const asked = url.searchParams.get("status");
  const status = productStatuses.find((each) => each === asked) ?? "all";
  const list = editing
    ? { rows: [], totalPages: 0 }
    : await listOf(kind, call, { search, page, status });
  return { kind, search, status, page, ...list, editing, isSaved: url.searchParams.has("saved") };
}

/** What a refused save hands back: the spec 8 message and the fields the API named. */
export type CatalogueFailure = {
  ok: false;
  message: string;
  fields: { path: string; message: string }[];
};

// POST <base>/create makes one, PATCH <base>/update/{id} replaces it
const saveBases = {
  product: "/api/v1/product",
  productCategory: "/api/v1/product/category",
  attribute: "/api/v1/product/attribute",
} as const;

/**
 * Saves a catalogue form (the JSON body the form built): create without an id, replace with
 * one, then back to the entry's form. The API's generated validators check the body; a refusal
 * comes back with its message and the fields it names.
 */
export async function saveCatalogue(
  kind: CatalogueKind,
  call: Call & { texts: AdminTexts; screenPath: string },
  form: FormData,
) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = positiveInt(field("id"));
  let body: unknown;
  try {
    body = JSON.parse(field("body"));
  } catch {
    body = undefined;
  }
  const { site, headers } = call;
  try {
    // the body's shape is the API's to judge (its validators answer 400 with the fields)
    const sent = body as never;
    const saved =
      id === undefined
        ? await dataOf<{ id: number }>(
            site.api.POST(`${saveBases[kind]}/create`, { headers, body: sent }),
          )
        : await dataOf<{ id: number }>(
            site.api.PATCH(`${saveBases[kind]}/update/{id}`, {
              params: { path: { id } },
              headers,
              body: sent,
            }),
          );
    const query = new URLSearchParams({
      language: languages[call.language].code2,
      edit: String(saved.id),
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
