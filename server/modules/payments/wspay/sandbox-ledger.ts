import { and, desc, eq } from "drizzle-orm";
import { sandboxGatewayTransactions } from "../../../db/schema-shop.ts";
import type { Services } from "../../../platform/services.ts";
import { notificationSignature, type WspayKey } from "./signatures.ts";

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
