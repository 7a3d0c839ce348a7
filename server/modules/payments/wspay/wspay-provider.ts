import validateWspayNotification from "#generated/validators/requests/wspay-notification.js";
import { paymentEvents } from "../../../db/schema-shop.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import type { PaymentProvider, RefundAnswer } from "../payment-provider.ts";
import { lastEventFields } from "../settle.ts";
import { wspayGateway } from "./gateway.ts";
import { hostedForm } from "./hosted-form.ts";
import { applyTransactionReport } from "./notification.ts";
import {
  isSignature,
  refundAnswerSignature,
  refundSignature,
  returnSignature,
} from "./signatures.ts";

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

/** The gateway's transaction that paid an order: the report that moved it to paid. */
async function payingTransaction(services: Services, orderId: number) {
  const paid = await lastEventFields(services, orderId, {
    kinds: ["notification", "status"],
    verdicts: ["accepted"],
  });
  const transaction = {
    wsPayOrderId: paid?.WsPayOrderId ?? "",
    stan: paid?.STAN ?? "",
    approvalCode: paid?.ApprovalCode ?? "",
  };
  return transaction.wsPayOrderId && transaction.stan ? transaction : undefined;
}

const answerField = (answer: unknown, name: string): string => {
  const value = (answer as Record<string, unknown> | null)?.[name];
  return typeof value === "string" ? value : "";
};

/**
 * A refund through WSPay's refund service (docs/research/wspay-protocol.md section 6) of the
 * transaction that paid the order. An answer is trusted only with the gateway's signature;
 * no answer, or one not signed, is "unanswered": nothing is recorded as given back.
 */
async function refundAtGateway(
  services: Services,
  order: OrderRow,
  amountCents: number,
): Promise<RefundAnswer> {
  const refused = (reason: string, payload: Record<string, unknown>): RefundAnswer => ({
    provider: "wspay",
    verdict: "declined",
    reason,
    payload,
  });
  const transaction = await payingTransaction(services, order.id);
  if (!transaction) return refused("no approved transaction", {});
  const gateway = await wspayGateway(services);
  const { key } = gateway;
  const amount = String(amountCents);
  const request = {
    Version: "2.0" as const,
    ShopID: key.shopId,
    WsPayOrderId: transaction.wsPayOrderId,
    ApprovalCode: transaction.approvalCode,
    STAN: transaction.stan,
    Amount: amount,
    Signature: refundSignature(key, { ...transaction, amount }),
  };
  const { Signature: _signed, ...sent } = request;
  let answer: unknown;
  try {
    answer = await gateway.refund(request);
  } catch (error) {
    services.log.warn({ err: error, order: order.number }, "WSPay's refund did not answer");
    return { provider: "wspay", verdict: "unanswered", reason: "", payload: { request: sent } };
  }
  const actionSuccess = answerField(answer, "ActionSuccess");
  const expected = refundAnswerSignature(key, {
    stan: answerField(answer, "STAN"),
    actionSuccess,
    approvalCode: answerField(answer, "ApprovalCode"),
    wsPayOrderId: answerField(answer, "WsPayOrderId"),
  });
  const payload = {
    request: sent,
    ActionSuccess: actionSuccess,
    ErrorMessage: answerField(answer, "ErrorMessage").slice(0, 200),
  };
  if (!isSignature(answerField(answer, "Signature"), expected)) {
    services.log.warn({ order: order.number }, "WSPay's refund answered without its signature");
    return { provider: "wspay", verdict: "unanswered", reason: "", payload };
  }
  if (actionSuccess !== "1") return refused(payload.ErrorMessage || actionSuccess, payload);
  return { provider: "wspay", verdict: "accepted", reason: "", payload };
}

/** WSPay's hosted form (decision 045): the card provider, with the sandbox as its default gateway. */
export const wspayProvider: PaymentProvider = {
  paysOrders: true,
  async start(services, order, returns, attempt) {
    if (order.paymentStatus !== "awaiting") return { html: "" };
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
    return { html: form };
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

  reconcile: checkStatus,

  refund: refundAtGateway,
};
