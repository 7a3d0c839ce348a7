import type { FastifyInstance } from "fastify";
import { invalidateContent } from "../../platform/cache-keys.ts";
import { requireUser } from "../../platform/http/authenticate.ts";
import {
  type OperationInput,
  registerDownload,
  registerOperation,
} from "../../platform/http/register-operation.ts";
import type { RequestContext } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { refundOrder } from "../payments/refunds.ts";
import { getCheckoutSettings, saveCheckoutSettings } from "./operations/checkout-settings.ts";
import { deleteCoupon, listCoupons, saveCoupon } from "./operations/coupons.ts";
import {
  deleteDeliveryMethod,
  listDeliveryMethods,
  saveDeliveryMethod,
} from "./operations/delivery-methods.ts";
import { setOrderPayment, setOrderStatus } from "./operations/order-changes.ts";
import { ordersCsv } from "./operations/order-csv.ts";
import { getOrderAdmin } from "./operations/order-detail.ts";
import { findOrders, listOrders, type OrderFilter } from "./operations/order-list.ts";
import {
  deletePaymentMethod,
  listPaymentMethods,
  savePaymentMethod,
} from "./operations/payment-methods.ts";
import {
  createTaxClass,
  deleteTaxClass,
  listTaxClasses,
  updateTaxClass,
} from "./operations/tax-classes.ts";

/** A CSV export holds at most this many orders (a year of a busy shop); filter for older ones. */
const exportLimit = 50_000;

const scopeOf = (context: RequestContext) => ({
  siteId: context.site.id,
  language: context.language.code,
});

const filterOf = (
  context: RequestContext,
  query: OperationInput<"listShopOrders">["query"],
): OrderFilter => ({
  siteId: context.site.id,
  status: query.status,
  from: query.from,
  to: query.to,
  search: query.search,
});

/**
 * The shop's back office (issue 17 /admin: orders and shop settings). Every operation is under
 * /api/v1/admin/shop/ with the backoffice security, so the pipeline lets back-office users only.
 */
export function shopAdminRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  // checkout reads methods and settings; pages may show them: drop what is cached of the site
  const changed = (context: RequestContext) =>
    invalidateContent(services.changes, { siteId: context.site.id, kinds: ["option"] });

  registerOperation(app, services, "listShopOrders", ({ query, context }) =>
    listOrders(db, filterOf(context, query), { page: query.page ?? 1, limit: query.limit ?? 20 }),
  );

  registerDownload(
    app,
    services,
    "exportShopOrders",
    {
      contentType: "text/csv",
      fileName: () => `orders-${new Date().toISOString().slice(0, 10)}.csv`,
    },
    async ({ query, context }) =>
      ordersCsv(await findOrders(db, filterOf(context, query), { limit: exportLimit, offset: 0 })),
  );

  registerOperation(app, services, "getShopOrder", ({ params, context }) =>
    getOrderAdmin(db, { siteId: context.site.id, id: params.id }),
  );

  registerOperation(app, services, "setShopOrderStatus", async (input) => {
    const { params, body, context } = input;
    const user = await requireUser(services, input);
    const change = { siteId: context.site.id, id: params.id, userId: user.id };
    const { isStockReturned } = await setOrderStatus(db, { ...change, status: body.status });
    // stock shows in the shop's lists and pages
    if (isStockReturned)
      await invalidateContent(services.changes, { siteId: context.site.id, kinds: ["catalog"] });
    return getOrderAdmin(db, change);
  });

  registerOperation(app, services, "setShopOrderPayment", async (input) => {
    const { params, body, context } = input;
    const user = await requireUser(services, input);
    const change = { siteId: context.site.id, id: params.id, userId: user.id };
    await setOrderPayment(db, { ...change, paymentStatus: body.paymentStatus });
    return getOrderAdmin(db, change);
  });

  registerOperation(app, services, "refundShopOrder", async (input) => {
    const { params, body, context } = input;
    const user = await requireUser(services, input);
    const change = { siteId: context.site.id, id: params.id, userId: user.id };
    await refundOrder(services, { ...change, amountCents: body.amount });
    return getOrderAdmin(db, change);
  });

  registerOperation(app, services, "listShopTaxClasses", ({ context }) =>
    listTaxClasses(db, context.site.id),
  );
  registerOperation(app, services, "createShopTaxClass", async ({ body, context }) => {
    const saved = await createTaxClass(db, scopeOf(context), body);
    await changed(context);
    return saved;
  });
  registerOperation(app, services, "updateShopTaxClass", async ({ params, body, context }) => {
    const saved = await updateTaxClass(db, { ...scopeOf(context), code: params.code }, body);
    await changed(context);
    return saved;
  });
  registerOperation(app, services, "deleteShopTaxClass", async ({ params, context }) => {
    const deleted = await deleteTaxClass(db, { siteId: context.site.id, code: params.code });
    await changed(context);
    return deleted;
  });

  registerOperation(app, services, "listShopDeliveryMethods", ({ context }) =>
    listDeliveryMethods(db, context.site.id),
  );
  registerOperation(app, services, "createShopDeliveryMethod", async ({ body, context }) => {
    const saved = await saveDeliveryMethod(db, scopeOf(context), body);
    await changed(context);
    return saved;
  });
  registerOperation(
    app,
    services,
    "updateShopDeliveryMethod",
    async ({ params, body, context }) => {
      const saved = await saveDeliveryMethod(db, { ...scopeOf(context), id: params.id }, body);
      await changed(context);
      return saved;
    },
  );
  registerOperation(app, services, "deleteShopDeliveryMethod", async ({ params, context }) => {
    const deleted = await deleteDeliveryMethod(db, { siteId: context.site.id, id: params.id });
    await changed(context);
    return deleted;
  });

  registerOperation(app, services, "listShopPaymentMethods", ({ context }) =>
    listPaymentMethods(db, context.site.id),
  );
  registerOperation(app, services, "createShopPaymentMethod", async ({ body, context }) => {
    const saved = await savePaymentMethod(db, { siteId: context.site.id }, body);
    await changed(context);
    return saved;
  });
  registerOperation(app, services, "updateShopPaymentMethod", async ({ params, body, context }) => {
    const saved = await savePaymentMethod(db, { siteId: context.site.id, id: params.id }, body);
    await changed(context);
    return saved;
  });
  registerOperation(app, services, "deleteShopPaymentMethod", async ({ params, context }) => {
    const deleted = await deletePaymentMethod(db, { siteId: context.site.id, id: params.id });
    await changed(context);
    return deleted;
  });

  registerOperation(app, services, "listShopCoupons", ({ context }) =>
    listCoupons(db, context.site.id),
  );
  registerOperation(app, services, "createShopCoupon", ({ body, context }) =>
    saveCoupon(db, scopeOf(context), body),
  );
  registerOperation(app, services, "updateShopCoupon", ({ params, body, context }) =>
    saveCoupon(db, { ...scopeOf(context), id: params.id }, body),
  );
  registerOperation(app, services, "deleteShopCoupon", ({ params, context }) =>
    deleteCoupon(db, { siteId: context.site.id, id: params.id }),
  );

  registerOperation(app, services, "getShopCheckoutSettings", ({ context }) =>
    getCheckoutSettings(services, context.site.id),
  );
  registerOperation(app, services, "saveShopCheckoutSettings", async ({ body, context }) => {
    const saved = await saveCheckoutSettings(db, context.site.id, body);
    await changed(context);
    return saved;
  });
}
