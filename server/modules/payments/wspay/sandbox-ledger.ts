import { and, desc, eq } from "drizzle-orm";
import { sandboxGatewayTransactions } from "../../../db/schema-shop.ts";
import type { Services } from "../../../platform/services.ts";
import { centsOf } from "#common/amount-text.ts";
import {
  formAmount,
  isSignature,
  notificationSignature,
  refundAnswerSignature,
  refundSignature,
  type WspayKey,
  type WspayRefundRequest,
} from "./signatures.ts";

/** A transaction the sandbox gateway decided: what its notification and status check report. */
export type SandboxTransaction = typeof sandboxGatewayTransactions.$inferInsert;

/** Keeps what the sandbox approved or declined, as a gateway keeps its transactions. */
export async function recordSandboxTransaction(
  services: Services,
  transaction: SandboxTransaction,
): Promise<void> {
  await services.db.insert(sandboxGatewayTransactions).values(transaction);
}

/**
 * The sandbox's status check (WSPay's statusCheck, docs/research/wspay-protocol.md section 5):
 * the cart's last transaction, signed like a notification; a cart it never saw answers as
 * WSPay's does for an unknown one, with ActionSuccess "0" and no approval.
 */
export async function sandboxStatus(
  services: Services,
  key: WspayKey,
  cartId: string,
): Promise<Record<string, string>> {
  const [last] = await services.db
    .select()
    .from(sandboxGatewayTransactions)
    .where(
      and(
        eq(sandboxGatewayTransactions.shopId, key.shopId),
        eq(sandboxGatewayTransactions.cartId, cartId),
        eq(sandboxGatewayTransactions.kind, "payment"),
      ),
    )
    .orderBy(desc(sandboxGatewayTransactions.id))
    .limit(1);
  const answer: Record<string, string> & {
    ActionSuccess: string;
    ApprovalCode: string;
    WsPayOrderId: string;
  } = last
    ? {
        ShopID: key.shopId,
        ShoppingCartID: cartId,
        WsPayOrderId: last.wsPayOrderId,
        ApprovalCode: last.approvalCode,
        ActionSuccess: last.actionSuccess,
        Authorized: last.actionSuccess,
        Amount: last.amount,
        CurrencyCode: "978",
        STAN: last.stan,
      }
    : {
        ShopID: key.shopId,
        ShoppingCartID: cartId,
        WsPayOrderId: "none",
        ApprovalCode: "",
        ActionSuccess: "0",
        Amount: "0,00",
      };
  return {
    ...answer,
    Signature: notificationSignature(key, {
      actionSuccess: answer.ActionSuccess,
      approvalCode: answer.ApprovalCode,
      wsPayOrderId: answer.WsPayOrderId,
    }),
  };
}

/**
 * The sandbox's refund (WSPay's refund service, docs/research/wspay-protocol.md section 6): of an
 * approved transaction, with its STAN and approval code, at most what it took less what was
 * given back before, decided under a lock on the transaction so that two refunds at once never
 * give back more. Its answer is signed as WSPay's is.
 */
export async function sandboxRefund(
  services: Services,
  key: WspayKey,
  request: WspayRefundRequest,
): Promise<Record<string, string>> {
  const { WsPayOrderId: wsPayOrderId, STAN: stan, ApprovalCode: approvalCode } = request;
  const answer = (actionSuccess: "0" | "1", errorMessage: string) => ({
    WsPayOrderId: wsPayOrderId,
    ShopID: key.shopId,
    ApprovalCode: approvalCode,
    STAN: stan,
    ActionSuccess: actionSuccess,
    ErrorMessage: errorMessage,
    Signature: refundAnswerSignature(key, { stan, actionSuccess, approvalCode, wsPayOrderId }),
  });
  const expected = refundSignature(key, {
    wsPayOrderId,
    stan,
    approvalCode,
    amount: request.Amount,
  });
  if (request.ShopID !== key.shopId || !isSignature(request.Signature, expected))
    return answer("0", "Neispravan potpis");
  const cents = /^\d{1,11}$/.test(request.Amount) ? Number(request.Amount) : 0;
  if (cents <= 0) return answer("0", "Neispravan iznos");
  const ofTransaction = and(
    eq(sandboxGatewayTransactions.shopId, key.shopId),
    eq(sandboxGatewayTransactions.wsPayOrderId, wsPayOrderId),
  );
  return services.db.transaction(async (tx) => {
    const [paid] = await tx
      .select()
      .from(sandboxGatewayTransactions)
      .where(
        and(
          ofTransaction,
          eq(sandboxGatewayTransactions.kind, "payment"),
          eq(sandboxGatewayTransactions.actionSuccess, "1"),
        ),
      )
      .for("update");
    if (!paid || paid.stan !== stan || paid.approvalCode !== approvalCode)
      return answer("0", "Transakcija ne postoji");
    const refunds = await tx
      .select({ amount: sandboxGatewayTransactions.amount })
      .from(sandboxGatewayTransactions)
      .where(and(ofTransaction, eq(sandboxGatewayTransactions.kind, "refund")));
    const given = refunds.reduce((sum, refund) => sum + centsOf(refund.amount), 0);
    if (given + cents > centsOf(paid.amount))
      return answer("0", "Iznos povrata veći je od preostalog iznosa transakcije");
    await tx.insert(sandboxGatewayTransactions).values({
      shopId: key.shopId,
      cartId: paid.cartId,
      wsPayOrderId,
      approvalCode,
      stan,
      kind: "refund",
      amount: formAmount(cents),
      actionSuccess: "1",
    });
    return answer("1", "");
  });
}
