import type { FastifyInstance } from "fastify";
import { type OperationInput, registerOperation } from "../../platform/http/register-operation.ts";
import type { RequestContext } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { cacheKeys, invalidateContent } from "../../platform/cache-keys.ts";
import { loadAttributes, loadCategories } from "./operations/catalog-data.ts";
import {
  filterProductCategories,
  filterProductTags,
  getProductCategory,
} from "./operations/categories.ts";
import { productsChanged } from "./operations/catalog-indexes.ts";
import { checkBundles } from "./operations/check-bundles.ts";
import { categoryEditShape, productEditShape } from "./operations/edit-shapes.ts";
import { type CatalogCall, filterProducts, prepareScope } from "./operations/filter-products.ts";
import { getProduct } from "./operations/get-product.ts";
import { listProductsForEdit } from "./operations/list-for-edit.ts";
import { cachedLayeredNavigation } from "./operations/layered-navigation.ts";
import { saveAttribute, toAttribute } from "./operations/save-attribute.ts";
import { saveCategory } from "./operations/save-category.ts";
import { saveProduct } from "./operations/save-product.ts";

const callOf = (context: RequestContext): CatalogCall => ({
  site: context.site,
  languageCode: context.language.code,
});

/** Catalogue module: products, layered navigation, categories, tags (spec 7 "Catalogue"). */
export function catalogRoutes(app: FastifyInstance, services: Services): void {
  // every catalogue change, this instance's and the others' (decision 033), patches the in-memory
  // indexes before its cache entries go (decision 037); "all" (a category, an attribute, rows
  // written behind the API) rebuilds them in the background while readers keep the old ones
  services.changes.onCatalogChange((change) => {
    const patched = productsChanged(services, change.siteId, change.productIds);
    return change.productIds === "all" ? undefined : patched;
  });
  const scopeOf = (context: RequestContext) => ({
    siteId: context.site.id,
    languageCode: context.language.code,
  });
  // A write drops the cached catalogue data and every cached page of the site, on every
  // instance; a product's save names it for the in-memory indexes, other writes touch them all.
  const changed = (context: RequestContext, productIds?: readonly number[]) =>
    invalidateContent(services.changes, {
      siteId: context.site.id,
      kinds: ["catalog"],
      productIds: productIds ?? "all",
    });

  // a product holds until a catalogue write drops the site's catalogue tag (a save, a sell-out,
  // an order's stock given back), as the lists do; keyed by what getProduct reads (the slug
  // when there is one), so an id sent beside a slug adds no entry, and a 404 or an unknown
  // currency (400) stores none
  registerOperation(app, services, "getProduct", ({ query, context }) =>
    services.cache.getOrLoad(
      cacheKeys.catalogProduct(
        context.site.id,
        context.language.code,
        query.slug === undefined ? "id" : "slug",
        query.slug ?? query.id ?? "",
        query.currency ?? "",
      ),
      () => getProduct(services, callOf(context), query),
    ),
  );

  // a page of products holds until a catalogue write drops the site's catalogue tag
  registerOperation(app, services, "filterProducts", ({ body, context }) =>
    services.cache.getOrLoad(
      cacheKeys.catalogList(context.site.id, context.language.code, JSON.stringify(body)),
      () => filterProducts(services, callOf(context), body),
    ),
  );

  registerOperation(app, services, "layeredNavigation", async ({ body, context }) => {
    const { scope, attributes } = await prepareScope(services, callOf(context), body);
    return (await cachedLayeredNavigation(services, { scope, attributes })).filters;
  });

  registerOperation(app, services, "getProductCategory", ({ query, context }) =>
    getProductCategory(services, { ...scopeOf(context), ...query }),
  );

  registerOperation(app, services, "filterProductCategories", async ({ body, context }) => ({
    records: await filterProductCategories(services, { ...scopeOf(context), body }),
  }));

  registerOperation(app, services, "filterProductTags", async ({ body, context }) => ({
    records: await filterProductTags(services, { ...scopeOf(context), body }),
  }));

  registerOperation(app, services, "checkBundles", ({ query, context }) =>
    checkBundles(services, { siteId: context.site.id, ids: query.ids.split(",").map(Number) }),
  );

  registerOperation(app, services, "filterAttributes", async (input) => {
    const attributes = await loadAttributes(services, input.context.site.id);
    return attributes.map(toAttribute);
  });

  registerOperation(app, services, "listProductsForEdit", ({ query, context }) =>
    listProductsForEdit(services, {
      siteId: context.site.id,
      languageCode: context.language.code,
      search: query.search,
      status: query.status ?? "all",
      page: query.page ?? 1,
      limit: query.limit ?? 20,
    }),
  );

  registerOperation(app, services, "getProductForEdit", async ({ params, context }) =>
    productEditShape(services.db, {
      siteId: context.site.id,
      id: params.id,
      attributes: await loadAttributes(services, context.site.id),
    }),
  );

  registerOperation(app, services, "getProductCategoryForEdit", ({ params, context }) =>
    categoryEditShape(services.db, { siteId: context.site.id, id: params.id }),
  );

  const saveProductOperation = async (
    input: Omit<OperationInput<"createProduct">, "params" | "query">,
    id: number | undefined,
  ) => {
    const { context, body } = input;
    const [attributes, categories] = await Promise.all([
      loadAttributes(services, context.site.id),
      loadCategories(services, context.site.id),
    ]);
    const productId = await saveProduct(services.db, {
      siteId: context.site.id,
      id,
      body,
      attributes,
      categories,
      language: context.language.code,
    });
    await changed(context, [productId]);
    return getProduct(services, callOf(context), { id: productId, isArchivedShown: true });
  };
  registerOperation(app, services, "createProduct", (input) =>
    saveProductOperation(input, undefined),
  );
  registerOperation(app, services, "updateProduct", (input) =>
    saveProductOperation(input, input.params.id),
  );

  const saveCategoryOperation = async (
    input: Omit<OperationInput<"createProductCategory">, "params" | "query">,
    id: number | undefined,
  ) => {
    const { context, body } = input;
    const categoryId = await saveCategory(services.db, {
      siteId: context.site.id,
      id,
      body,
      categories: await loadCategories(services, context.site.id),
      language: context.language.code,
    });
    await changed(context);
    return getProductCategory(services, { ...scopeOf(context), id: categoryId });
  };
  registerOperation(app, services, "createProductCategory", (input) =>
    saveCategoryOperation(input, undefined),
  );
  registerOperation(app, services, "updateProductCategory", (input) =>
    saveCategoryOperation(input, input.params.id),
  );

  const saveAttributeOperation = async (
    input: Omit<OperationInput<"createAttribute">, "params" | "query">,
    id: number | undefined,
  ) => {
    const { context, body } = input;
    const attributeId = await saveAttribute(services.db, {
      siteId: context.site.id,
      id,
      body,
      existing: await loadAttributes(services, context.site.id),
      language: context.language.code,
    });
    await changed(context);
    const saved = (await loadAttributes(services, context.site.id)).find(
      (attribute) => attribute.id === attributeId,
    );
    if (!saved) throw new Error(`attribute ${attributeId} vanished after its save`);
    return toAttribute(saved);
  };
  registerOperation(app, services, "createAttribute", (input) =>
    saveAttributeOperation(input, undefined),
  );
  registerOperation(app, services, "updateAttribute", (input) =>
    saveAttributeOperation(input, input.params.id),
  );
}
