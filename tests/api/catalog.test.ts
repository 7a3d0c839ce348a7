import { describe, expect, it } from "vitest";
import type {
  Attribute,
  BundleCheck,
  LayeredFilter,
  LoginResult,
  Product,
  ProductCategory,
  ProductEditList,
  ProductPage,
  ProductTag,
} from "#generated/types.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { call, errorOf, payload } from "./http.ts";

const filter = (body: unknown, headers: Record<string, string> = {}) =>
  call("/api/v1/product/web/filter", { body, headers });
const list = async (body: unknown, headers: Record<string, string> = {}) =>
  payload<ProductPage>(await filter(body, headers));
const layered = async (body: unknown) =>
  payload<LayeredFilter[]>(await call("/api/v1/product/layered/navigation", { body }));
const product = async (query: string, headers: Record<string, string> = {}) =>
  payload<Product>(await call(`/api/v1/product/web/get?${query}`, { headers }));
const categoryTree = async (headers: Record<string, string> = {}) =>
  payload<{ records: ProductCategory[] }>(
    await call("/api/v1/product/category/filter", { body: { tree: true }, headers }),
  ).records;

async function tokenOf(role: "back-office" | "shopper"): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no ${role} account`);
  const response = await call("/api/v1/login", {
    body: { username: account.email, password: account.password },
  });
  return payload<LoginResult>(response).tokens.accessToken;
}

const facet = (filters: LayeredFilter[], code: string) => {
  const found = filters.find((each) => each.attributeCode === code);
  if (!found)
    throw new Error(`no facet ${code}: ${filters.map((each) => each.attributeCode).join()}`);
  return found;
};
const valueNamed = (filters: LayeredFilter[], code: string, label: string) => {
  const value = facet(filters, code).values.find((each) => each.valueLabel === label);
  if (!value) throw new Error(`${code} has no value ${label}`);
  return value;
};

describe("catalogue: lists (spec 5, 7, 9)", () => {
  it("answers an empty list without keywords, filters, category, select, limit or page (spec 5)", async () => {
    const page = await list({ featured: true, archived: false });
    expect(page).toMatchObject({ records: [], totalRecords: 0, totalPages: 0 });
    // any one of them makes it a search: a select alone lists products with those fields
    const selected = await list({ select: ["slug"] });
    expect(selected.totalRecords).toBeGreaterThan(40);
    expect(Object.keys(selected.records[0] ?? {}).sort()).toEqual(["id", "slug"]);
  });

  it("lists a category with its subcategories, newest first by default", async () => {
    const wines = (await categoryTree()).find((category) => category.slug === "vina");
    expect(wines?.children.map((child) => child.slug)).toEqual([
      "crna-vina",
      "bijela-vina",
      "rose-vina",
    ]);
    const page = await list({ categories: [wines?.id], limit: 12 });
    expect(page.totalRecords).toBe(19);
    expect(page.totalPages).toBe(2);
    const ids = page.records.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("sorts by price, name and category priority (spec 9)", async () => {
    const base = { categories: [], keywords: "", limit: 100, filters: [{ key: "tag", value: [] }] };
    const all = await list({ ...base, limit: 100, page: 1 });
    expect(all.totalRecords).toBeGreaterThan(40);
    const prices = (await list({ page: 1, limit: 100, sort: "priceAsc" })).records.map(
      (record) => record.finalPrice ?? 0,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const expensive = (await list({ page: 1, limit: 100, sort: "priceDesc" })).records;
    expect(expensive[0]?.finalPrice).toBe(Math.max(...prices));
    const names = (await list({ page: 1, limit: 100, sort: "nameAsc" })).records.map(
      (record) => record.name ?? "",
    );
    expect(names.slice(0, 3)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, "hr")).slice(0, 3),
    );
    const priorities = (await list({ page: 1, limit: 100, sort: "priorityDesc" })).records.map(
      (record) => record.categoryPriority ?? 0,
    );
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it("filters by attribute, range, discount and featured, and rounds the discount (spec 9)", async () => {
    const facets = await layered({ keywords: "", categories: [] });
    const plavac = valueNamed(facets, "grapeVariety", "Plavac mali");
    const red = await list({
      page: 1,
      filters: [{ key: "grapeVariety", value: [plavac.attributeID] }],
    });
    expect(red.totalRecords).toBe(plavac.totalProducts);
    expect(
      red.records.every(
        (record) =>
          record.name?.includes("Plavac") ||
          record.name?.includes("Dingač") ||
          record.name?.includes("Postup"),
      ),
    ).toBe(true);
    const cheap = await list({
      page: 1,
      filters: [{ key: "price", value: [null, 10], range: true }],
    });
    expect(cheap.records.every((record) => (record.finalPrice ?? 99) <= 10)).toBe(true);
    const onSale = await list({ page: 1, limit: 100, discount: true });
    expect(onSale.totalRecords).toBeGreaterThan(0);
    for (const record of onSale.records) {
      const expected = Math.round((1 - (record.finalPrice ?? 0) / (record.retailPrice ?? 1)) * 100);
      expect(record.discount).toBe(expected);
    }
    const postup = onSale.records.find((record) => record.sku === "VIN-POSTUP-20");
    expect(postup?.discount).toBe(14); // 29 -> 24.90: 14.1 %
    const featured = await list({ page: 1, featured: true, limit: 100 });
    expect(featured.records.every((record) => record.isFeatured)).toBe(true);
  });

  it("counts facets disjunctively and ranges under the other filters, with the list in one call", async () => {
    const facets = await layered({ categories: [] });
    const plavac = valueNamed(facets, "grapeVariety", "Plavac mali");
    const teran = valueNamed(facets, "grapeVariety", "Teran");
    const page = await list({
      page: 1,
      layered: true,
      filters: [{ key: "grapeVariety", value: [plavac.attributeID] }],
    });
    const after = page.layeredFilters ?? [];
    // own facet: siblings keep their counts
    expect(valueNamed(after, "grapeVariety", "Teran").totalProducts).toBe(teran.totalProducts);
    expect(valueNamed(after, "grapeVariety", "Plavac mali").isSelected).toBe(true);
    // other facets: narrowed to Plavac mali
    const regions = facet(after, "region").values;
    expect(regions.map((value) => value.valueLabel)).toEqual(["Dalmacija"]);
    expect(regions[0]?.totalProducts).toBe(page.totalRecords);
    const vintage = facet(after, "vintage").values[0];
    expect(vintage?.minValue).toBe(2019);
    expect(vintage?.maxValue).toBe(2023);
    // yes/no stay strings (spec 5)
    const organic = await list({
      page: 1,
      filters: [{ key: "organic", value: "yes" }],
      layered: true,
    });
    expect(organic.totalRecords).toBe(valueNamed(facets, "organic", "Da").totalProducts);
    expect(facet(organic.layeredFilters ?? [], "organic").type).toBe("YesNo");
    const price = facet(facets, "price").values[0];
    expect(price?.minValue).toBeGreaterThan(0);
    expect(price?.maxValue).toBe(100);
  });

  it("finds products by keywords without diacritics and with one typo", async () => {
    const page = await list({ keywords: "posip" });
    expect(page.records.map((record) => record.sku).sort()).toEqual([
      "VIN-POSIP-22",
      "VIN-POSIP-SL",
    ]);
    const typo = await list({ keywords: "malvazjia" });
    expect(typo.totalRecords).toBeGreaterThan(0);
    const english = await list({ keywords: "olive oil" }, { language: "eng" });
    expect(english.records[0]?.mainCategory?.slug).toBe("olive-oil");
  });

  it("returns only the selected fields, and converted prices in an allowed currency", async () => {
    const page = await list({ page: 1, limit: 2, select: ["name", "finalPrice"] });
    expect(Object.keys(page.records[0] ?? {}).sort()).toEqual(["finalPrice", "id", "name"]);
    const config = payload<{ currency: { allowedCurrencies: { id: number; label: string }[] } }>(
      await call("/api/v2/domainDetect", { method: "POST" }),
    );
    const usd = config.currency.allowedCurrencies.find((currency) => currency.label === "USD");
    const converted = await list({ page: 1, limit: 1, currency: usd?.id, sort: "priceDesc" });
    const record = converted.records[0];
    expect(record?.convertedPrices?.currency.label).toBe("USD");
    expect(record?.convertedPrices?.finalPrice).toBe(
      Math.round((record?.finalPrice ?? 0) * 108) / 100,
    );
  });
});

describe("catalogue: bad input is a 400 or a safe empty result, never a 500", () => {
  const expect400 = async (body: unknown, key: string) => {
    const response = await filter(body);
    expect(response.status).toBe(400);
    expect(errorOf(response).key).toBe(key);
  };

  it("rejects unknown attribute codes and wrong value types with the filter named", async () => {
    await expect400({ filters: [{ key: "nope", value: [1] }] }, "api.unknownAttribute");
    const response = await filter({ filters: [{ key: "grapeVariety", value: ["red"] }] });
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[0]).toMatchObject({
      path: "/body/filters/0",
      message: "Neispravna vrijednost filtra",
    });
    await expect400({ filters: [{ key: "organic", value: "maybe" }] }, "api.invalidFilterValue");
    await expect400(
      { filters: [{ key: "grapeVariety", value: [999999] }] },
      "api.invalidFilterValue",
    );
    await expect400(
      { filters: [{ key: "harvestDate", value: ["yesterday"] }] },
      "api.invalidFilterValue",
    );
  });

  it("rejects malformed ranges", async () => {
    await expect400(
      { filters: [{ key: "price", value: [30, 10], range: true }] },
      "api.invalidFilterValue",
    );
    await expect400(
      { filters: [{ key: "price", value: [1, 2, 3], range: true }] },
      "api.invalidFilterValue",
    );
    await expect400(
      { filters: [{ key: "vintage", value: ["x", "y"], range: true }] },
      "api.invalidFilterValue",
    );
  });

  it("rejects negative and huge pages, unknown sorts; caps the limit", async () => {
    for (const body of [
      { page: -1 },
      { page: 0 },
      { page: 1e9 },
      { limit: -5 },
      { limit: 1e9 },
      { sort: "random" },
      { sort: "id; drop table" },
    ]) {
      const response = await filter(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    const capped = await list({ page: 1, limit: 5000 });
    expect(capped.limit).toBe(100);
    const unlimited = await list({ page: 1, limit: 5000, allowUnlimited: true });
    expect(unlimited.limit).toBe(1000);
    const beyond = await list({ page: 500, limit: 24 });
    expect(beyond.records).toEqual([]);
    expect(beyond.totalRecords).toBeGreaterThan(0);
  });

  it("rejects a select of unknown, repeated or too many fields, and one that is not a list", async () => {
    for (const select of [
      ["name", "password"],
      ["name", "name"],
      "name",
      [42],
      Array.from({ length: 20 }, (_, index) => `field${index}`),
    ]) {
      const response = await filter({ page: 1, select });
      expect(response.status, JSON.stringify(select)).toBe(400);
      expect(errorOf(response).fields?.[0]?.path).toMatch(/^\/body\/select/);
    }
  });

  it("treats SQL-looking and very long keywords as text", async () => {
    const sqlish = await list({ keywords: "'; DROP TABLE catalog_products; --" });
    expect(sqlish.records).toEqual([]);
    const percent = await list({ keywords: "%_%" });
    expect(percent.records).toEqual([]);
    const long = await filter({ keywords: "a".repeat(5000) });
    expect(long.status).toBe(400);
    const still = await list({ page: 1, limit: 1 });
    expect(still.totalRecords).toBeGreaterThan(40);
  });

  it("rejects a currency that is not allowed and a product that does not exist", async () => {
    const response = await filter({ page: 1, currency: 99999 });
    expect(response.status).toBe(400);
    expect(errorOf(response).key).toBe("api.unknownCurrency");
    expect((await call("/api/v1/product/web/get?slug=nema-toga")).status).toBe(404);
    expect((await call("/api/v1/product/web/get?id=abc")).status).toBe(400);
    expect((await call("/api/v1/product/web/get")).status).toBe(404);
  });
});

describe("catalogue: products, categories, tags, bundles", () => {
  it("shows a configurable product with its variants, swatches and custom options", async () => {
    const apron = await product("slug=pregaca-konoba");
    expect(apron.format).toBe("Configurable");
    expect(apron.associatedProducts).toHaveLength(4);
    const colour = apron.associatedProductsAttributes[0];
    expect(colour).toMatchObject({
      attributeCode: "colour",
      inputType: "visualSwatch",
      label: "Boja",
    });
    expect(colour?.values.map((value) => value.swatch)).toContain("#b5532a");
    expect(colour?.values.filter((value) => value.shopDefault)).toHaveLength(1);
    expect(apron.customOptions[0]?.option_type).toBe("text");
    expect(apron.crossSellProducts.length).toBeGreaterThan(0);
    const tshirt = await product("slug=vitrina-t-shirt", { language: "eng" });
    expect(tshirt.associatedProductsAttributes.map((each) => each.attributeCode)).toEqual([
      "size",
      "colour",
    ]);
    expect(tshirt.associatedProducts).toHaveLength(8);
    expect(tshirt.slugs).toMatchObject({ hrv: "majica-vitrina", deu: "vitrina-t-shirt" });
  });

  it("titles custom options and their values in the request language", async () => {
    const apron = await product("slug=pregaca-konoba");
    // Croatian: the title as written (the seed names no Croatian translation)
    expect(apron.customOptions[0]).toMatchObject({
      option_title: "Gravura",
      custom_option_values: [{ sku: "ENGRAVING", label: "Gravura teksta" }],
    });
    expect(apron.customOptions[0]).not.toHaveProperty("option_titles");
    const english = await product(`id=${apron.id}`, { language: "eng" });
    expect(english.customOptions[0]).toMatchObject({
      option_title: "Engraving",
      custom_option_values: [{ sku: "ENGRAVING", label: "Engraved text", price: 8 }],
    });
    expect(english.customOptions[0]?.custom_option_values[0]).not.toHaveProperty("labels");
    const german = await product(`id=${apron.id}`, { language: "deu" });
    expect(german.customOptions[0]?.option_title).toBe("Gravur");
  });

  it("shows a wine's attributes in the request language and a bundle's components", async () => {
    const wine = await product("slug=dingac-plavac-mali-2019", { language: "deu" });
    const entry = wine.attributeSet.attributes.find((each) => each.attributeCode === "alcohol");
    // the number as German writes it, the unit never on a line of its own
    expect(entry).toMatchObject({ label: "Alkohol", value: { value: 14.5, label: "14,5\u00a0%" } });
    expect(wine.membershipPrice).toBe(34);
    const basket = await product("slug=paket-konoba");
    expect(basket.bundles.map((component) => component.product.format)).toContain("Configurable");
    const checks = payload<BundleCheck[]>(
      await call(`/api/v1/product/checkBundles?ids=${basket.id},${wine.id}`),
    );
    expect(checks[0]).toMatchObject({
      isBundle: true,
      needsCustomization: true,
      hasNestedBundle: false,
    });
    expect(checks[1]).toMatchObject({ isBundle: false, needsCustomization: false });
  });

  it("gets a category by slug with its sorts, and tags with counts", async () => {
    const oil = payload<ProductCategory>(
      await call("/api/v1/product/category/get?slug=olive-oil", { headers: { language: "eng" } }),
    );
    expect(oil.name).toBe("Olive oil");
    expect(oil.sortDefaultType).toBe("priceAsc");
    expect(oil.sortTypes[0]).toEqual({ id: "priceAsc", name: "Cheapest first" });
    const tags = payload<{ records: ProductTag[] }>(
      await call("/api/v1/product/tag/filter", { body: {} }),
    ).records;
    expect(tags.find((tag) => tag.slug === "vino")?.totalProducts).toBe(19);
  });
});

describe("catalogue: back-office writes", () => {
  it("needs a back-office user", async () => {
    const body = { attributeCode: "body", inputType: "dropdown", label: { hrv: "Tijelo" } };
    expect((await call("/api/v1/product/attribute/create", { body })).status).toBe(401);
    const shopper = await tokenOf("shopper");
    const response = await call("/api/v1/product/attribute/create", {
      body,
      headers: { accessToken: shopper },
    });
    expect(response.status).toBe(403);
    expect(errorOf(response).key).toBe("api.forbidden");
  });

  it("creates an attribute, a category and a product that lists and filters at once", async () => {
    const accessToken = await tokenOf("back-office");
    const headers = { accessToken };
    const attribute = payload<Attribute>(
      await call("/api/v1/product/attribute/create", {
        headers,
        body: {
          attributeCode: "sweetness",
          inputType: "dropdown",
          label: { hrv: "Slatkoća", eng: "Sweetness" },
          values: [{ label: { hrv: "Suho" } }, { label: { hrv: "Slatko" } }],
        },
      }),
    );
    expect(attribute.values).toHaveLength(2);
    const category = payload<ProductCategory>(
      await call("/api/v1/product/category/create", {
        headers,
        body: { translations: { hrv: { name: "Desertna vina", slug: "desertna-vina" } } },
      }),
    );
    const sweet = attribute.values[1]?.id ?? 0;
    const body = {
      sku: "VIN-PROSEK-TEST",
      format: "Simple",
      translations: { hrv: { name: "Prošek test", slug: "prosek-test" } },
      basicPrice: 20,
      retailPrice: 25,
      finalPrice: 20,
      categoryIds: [category.id],
      attributes: [{ attributeCode: "sweetness", value: sweet }],
    };
    const created = payload<Product>(await call("/api/v1/product/create", { headers, body }));
    expect(created.discount).toBe(20);
    const page = await list({ page: 1, filters: [{ key: "sweetness", value: [sweet] }] });
    expect(page.records.map((record) => record.id)).toEqual([created.id]);
    const duplicate = await call("/api/v1/product/create", { headers, body });
    expect(duplicate.status).toBe(409);
    // the admin form's read gives the very body an update takes: read, change a name, save back
    const editPath = `/api/v1/product/edit/${created.id}`;
    const editable = payload<typeof body & { version?: number }>(await call(editPath, { headers }));
    expect(editable).toMatchObject({ ...body, attributes: body.attributes });
    const renamed = await call(`/api/v1/product/update/${created.id}`, {
      method: "PATCH",
      headers,
      body: { ...editable, translations: { hrv: { name: "Prošek", slug: "prosek-test" } } },
    });
    expect(renamed.status).toBe(200);
    expect(payload<Product>(await call("/api/v1/product/web/get?slug=prosek-test")).name).toBe(
      "Prošek",
    );
    // issue 18: a second save from the form loaded before that one is refused, not applied
    const stale = await call(`/api/v1/product/update/${created.id}`, {
      method: "PATCH",
      headers,
      body: { ...editable, translations: { hrv: { name: "Stari prošek", slug: "prosek-test" } } },
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toMatchObject({
      key: "api.productConflict",
      message:
        "Netko je u međuvremenu spremio ovaj proizvod; otvorite ga ponovno i ponovite svoje izmjene",
    });
    expect(payload<Product>(await call("/api/v1/product/web/get?slug=prosek-test")).name).toBe(
      "Prošek",
    );
    expect(payload<typeof editable>(await call(editPath, { headers })).version).toBe(
      (editable.version ?? 0) + 1,
    );
    // web/get is cached (by slug, by id) until a save: read both ways, save, read again
    const getById = `/api/v1/product/web/get?id=${created.id}`;
    expect(payload<Product>(await call(getById)).name).toBe("Prošek");
    const current = payload<typeof editable>(await call(editPath, { headers }));
    const renamedAgain = await call(`/api/v1/product/update/${created.id}`, {
      method: "PATCH",
      headers,
      body: { ...current, translations: { hrv: { name: "Prošek s Hvara", slug: "prosek-test" } } },
    });
    expect(renamedAgain.status).toBe(200);
    expect(payload<Product>(await call("/api/v1/product/web/get?slug=prosek-test")).name).toBe(
      "Prošek s Hvara",
    );
    expect(payload<Product>(await call(getById)).name).toBe("Prošek s Hvara");
    const categoryEdit = payload<{ translations: unknown }>(
      await call(`/api/v1/product/category/edit/${category.id}`, { headers }),
    );
    expect(categoryEdit.translations).toMatchObject({
      hrv: { name: "Desertna vina", slug: "desertna-vina" },
    });
    // back-office only: a shopper's token and no token are refused
    const asShopper = { accessToken: await tokenOf("shopper") };
    expect((await call(editPath, { headers: asShopper })).status).toBe(403);
    expect((await call(editPath)).status).toBe(401);
    // listed (and so cached) before the write that archives it: the write drops the cached page
    expect((await list({ page: 1, categories: [category.id] })).totalRecords).toBe(1);
    const archived = await call(`/api/v1/product/update/${created.id}`, {
      method: "PATCH",
      headers,
      body: { ...body, isArchived: true },
    });
    expect(archived.status).toBe(200);
    expect((await list({ page: 1, categories: [category.id] })).totalRecords).toBe(0);
    // spec 9: always archived=false, whatever the request asks for
    const askedFor = await list({ page: 1, archived: true, categories: [category.id] });
    expect(askedFor.records).toEqual([]);
    const byId = await list({ archived: true, filters: [{ key: "id", value: [created.id] }] });
    expect(byId.records.map((record) => record.id)).not.toContain(created.id);
    // the back office's own list still has it, as archived, and finds it by name or SKU
    const editList = async (query: string, as = headers) =>
      payload<ProductEditList>(await call(`/api/v1/product/edit?${query}`, { headers: as }));
    const found = await editList("search=proSEK&status=archived");
    expect(found.records).toEqual([
      {
        id: created.id,
        name: "Prošek test",
        sku: "VIN-PROSEK-TEST",
        format: "Simple",
        isArchived: true,
        isVisibleIndividually: true,
      },
    ]);
    expect((await editList("search=vin-prosek-test")).totalRecords).toBe(1);
    expect((await editList("search=prosek&status=active")).records).toEqual([]);
    const everything = await editList("limit=100");
    const active = await editList("limit=100&status=active");
    // other files may hold archived products of their own: the two lists split everything
    const archivedOnes = await editList("limit=100&status=archived");
    expect(archivedOnes.records.map((record) => record.id)).toContain(created.id);
    expect(everything.totalRecords).toBe(active.totalRecords + archivedOnes.totalRecords);
    expect(everything.totalPages).toBe(Math.ceil(everything.totalRecords / 100));
    // past the last page: no rows, and the same total
    expect(await editList(`limit=100&page=${everything.totalPages + 1}`)).toEqual({
      records: [],
      totalRecords: everything.totalRecords,
      totalPages: everything.totalPages,
    });
    for (const bad of ["status=deleted", "page=0", "limit=101", `search=${"x".repeat(201)}`])
      expect((await call(`/api/v1/product/edit?${bad}`, { headers })).status, bad).toBe(400);
    expect((await call("/api/v1/product/edit", { headers: asShopper })).status).toBe(403);
    expect((await call("/api/v1/product/edit")).status).toBe(401);
  });

  it("rejects unknown references and wrong value types with nothing written", async () => {
    const headers = { accessToken: await tokenOf("back-office") };
    const base = {
      sku: "BAD-1",
      format: "Simple",
      translations: { hrv: { name: "Loš", slug: "los-proizvod" } },
      basicPrice: 1,
      retailPrice: 1,
      finalPrice: 1,
    };
    for (const [extra, key] of [
      [{ categoryIds: [999999] }, "api.unknownReference"],
      [{ attributes: [{ attributeCode: "nope", value: 1 }] }, "api.unknownReference"],
      [{ attributes: [{ attributeCode: "vintage", value: "old" }] }, "api.invalidProduct"],
      [{ bundles: [{ id: 1, qty: 1 }] }, "api.invalidProduct"],
    ] as const) {
      const response = await call("/api/v1/product/create", {
        headers,
        body: { ...base, ...extra },
      });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(errorOf(response).key).toBe(key);
    }
    expect((await call("/api/v1/product/web/get?slug=los-proizvod")).status).toBe(404);
  });
});
