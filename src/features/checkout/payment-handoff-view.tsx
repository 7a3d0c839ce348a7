import { HostedPaymentForm } from "./hosted-payment-form.tsx";
import type { PaymentHandoff } from "./payment-handoff.ts";
import { WalletButtons } from "./wallet-buttons.tsx";

/** An order's payment once placed (spec 4): its hosted form, or the card wallet's buttons. */
export function PaymentHandoffView({ handoff }: { handoff: PaymentHandoff }) {
  if (handoff.paymentForm) return <HostedPaymentForm html={handoff.paymentForm} />;
  if (handoff.wallet) return <WalletButtons wallet={handoff.wallet} />;
  return null;
}
