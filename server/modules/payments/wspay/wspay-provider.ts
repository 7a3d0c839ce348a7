import validateWspayNotification from "#generated/validators/requests/wspay-notification.js";
import { paymentEvents } from "../../../db/schema-shop.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import type { PaymentProvider } from "../payment-provider.ts";
import { wspayGateway } from "./gateway.ts";
import { hostedForm } from "./hosted-form.ts";
import { applyTransactionReport } from "./notification.ts";
import { isSignature, returnSignature } from "./signatures.ts";

const event = (order: OrderRow) => ({
  siteId: order.siteId,
  orderId: order.id,
  provider: "wspay",
});

/**
 * The gateway's status check for an order (docs/research/wspay-protocol.md section 5): its signed
 * answer is handled like a notification. An answer that is not a transaction report, or no answer,
 * is logged and changes nothing: the notification, or the expiry, decides later.
 */
async function checkStatus(services: Services, order: OrderRow): Promise<void> {
  const gateway = await wspayGateway(services);
  try {
    const answer = await gateway.statusCheck(order.number);
    if (!validateWspayNotification(answer)) {
      services.log.warn({ order: order.number }, "WSPay's status check answered no report");
      return;
    }
    await applyTransactionReport(services, order.siteId, answer, "status");
  } catch (error) {
    services.log.warn({ err: error, order: order.number }, "WSPay's status check failed");
  }
}

/** WSPay's hosted form (decision 045): the card provider, with the sandbox as its default gateway. */
export const wspayProvider: PaymentProvider = {
  async start(services, order, returns, attempt) {
    if (order.paymentStatus !== "awaiting") return "";
    const gateway = await wspayGateway(services);
    const { customer } = order.snapshot;
    const form = hostedForm(
      gateway,
      {
        number: order.number,
        totalCents: order.totalCents,
        language: order.languageCode.slice(0, 2),
        customer: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: order.email,
        },
      },
      returns,
    );
    // order/create's repeated answer is the same form, not another start
    if (attempt !== "repeated")
      await services.db.insert(paymentEvents).values({
        ...event(order),
        kind: "start",
        verdict: "accepted",
        amountCents: order.totalCents,
        payload: { formUrl: gateway.formUrl, attempt },
      });
    return form;
  },

  async readReturn(services, order, answer) {
    const { key } = await wspayGateway(services);
    const cartId = answer.ShoppingCartID ?? "";
    const success = answer.Success ?? "";
    const approvalCode = answer.ApprovalCode ?? "";
    const isSigned =
      cartId === order.number &&
      isSignature(answer.Signature, returnSignature(key, { cartId, success, approvalCode }));
    const verdict = !isSigned ? "badSignature" : success === "1" ? "accepted" : "declined";
    await services.db.insert(paymentEvents).values({
      ...event(order),
      kind: "return",
      verdict,
      payload: answer,
    });
    if (!isSigned)
      services.log.warn({ order: order.number }, "a payment return with a bad signature");
    // the return never pays: the gateway says whether it did, if it has not said so already
    if (order.paymentStatus === "awaiting" && verdict === "accepted")
      await checkStatus(services, order);
  },
};
