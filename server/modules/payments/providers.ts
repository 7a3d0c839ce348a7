import type { OrderRow } from "../checkout/operations/order-view.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { walletProvider } from "./wallet/wallet-provider.ts";
import { wspayProvider } from "./wspay/wspay-provider.ts";

/** Nothing to pay through a provider: the order is done when it is placed. */
const doneAtOnce: PaymentProvider = {
  paysOrders: false,
  start: async () => ({ html: "" }),
  readReturn: async () => undefined,
};

/** The provider of each payment kind a method may have. */
export const paymentProviders: Readonly<Record<OrderRow["paymentKind"], PaymentProvider>> = {
  cashOnDelivery: doneAtOnce,
  bankTransfer: doneAtOnce,
  card: wspayProvider,
  wallet: walletProvider,
};
