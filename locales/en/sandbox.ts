import type { DeepStrings } from "../types.ts";
import type { sandbox as source } from "../hr/sandbox.ts";

/** The sandbox card gateway's page in English, typed against the Croatian source. */
export const sandbox: DeepStrings<typeof source> = {
  title: "Test card payment",
  banner: "A test gateway: no card is charged.",
  shop: "Shop",
  order: "Order",
  amount: "Amount",
  card: "Card number",
  testCards: "Test cards",
  approves: "the payment succeeds",
  declines: "the payment is declined",
  slow: "3-D Secure: approved after a few seconds",
  lostNotification:
    "approved, but the notification to the shop is lost (the shop asks for the status)",
  pay: "Pay {amount}",
  cancel: "Cancel and go back to the shop",
  badSignature: "The payment request's signature is not valid: no payment was started.",
  badReturn: "The return address is not the address of the shop that sent the request.",
  invalid: "The payment request is incomplete or not valid.",
};
