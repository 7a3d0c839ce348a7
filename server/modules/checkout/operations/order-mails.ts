import type { Order } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { outbox } from "../../../db/schema.ts";

/** Euros from cents for a plain-text mail line (the documents' renderer formats per language). */
const amount = (cents: number, label: string) => `${(cents / 100).toFixed(2)} ${label}`;

function plainText(order: Order): string {
  const { snapshot } = order;
  const label = order.currency.label;
  const lines = snapshot.lines.map(
    (line) => `${line.qty} × ${line.name}: ${amount(line.row, label)}`,
  );
  return [
    `${order.number}`,
    ...lines,
    `= ${amount(order.total, label)}`,
    snapshot.bankTransfer
      ? `${snapshot.bankTransfer.iban} ${snapshot.bankTransfer.model} ${snapshot.bankTransfer.reference ?? ""}`
      : "",
  ].join("\n");
}

/**
 * The order's mails (issue 17), written to the outbox in the order's transaction, so a mail
 * exists exactly when its order does: the confirmation to the shopper in their language and a
 * notice to the shop (the SendEmailTo option), when one is set.
 *
 * CALL SITE for the documents helper's renderer (branch h-docs): until it is merged the mails
 * are plain text; the renderer replaces `plainText` with the localized HTML and the HUB-3 slip.
 */
export async function queueOrderMails(
  tx: Db,
  input: { order: Order; shopEmail: string | undefined },
): Promise<void> {
  const { order } = input;
  const text = plainText(order);
  const confirmation = {
    to: order.email,
    subject: `${order.number}`,
    text,
    html: "",
    template: "orderConfirmation" as const,
    language: order.language,
  };
  const notice = input.shopEmail
    ? [{ ...confirmation, to: input.shopEmail, template: "orderNotice" as const }]
    : [];
  await tx.insert(outbox).values([confirmation, ...notice]);
}
