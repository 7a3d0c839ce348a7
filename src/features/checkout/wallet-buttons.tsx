import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { WalletHandoff } from "./payment-handoff.ts";

/** The part of the wallet's buttons script (PayPal's JS SDK contract) the page uses. */
type WalletScript = {
  Buttons(
    options: ({ createOrder: () => string } | { createSubscription: () => string }) & {
      onApprove: (data: { orderID: string; payerID?: string; subscriptionID?: string }) => void;
      onCancel: () => void;
      onError: (error: unknown) => void;
    },
  ): { render(container: HTMLElement): Promise<void> };
};

declare global {
  interface Window {
    paypal?: WalletScript;
  }
}

/** The buttons script, once per address however often the page draws the buttons. */
const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`the wallet's script did not load: ${src}`));
      document.head.append(script);
    });
    // a failed load is tried again the next time
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * spec 2 card-wallet container and spec 4 wallet approval (decision 045): the order is placed
 * and waits for its payment; the wallet's script draws its buttons here for the provider's order
 * (or subscription, decision 046) the shop created. An approval posts to the success page, whose action has the shop capture
 * the payment; a cancel goes to the failure page (pay again, or another method).
 */
export function WalletButtons({
  wallet,
  returnPath,
}: {
  wallet: WalletHandoff;
  /** Paid from the profile's order page: the approval posts to it, a cancel goes back to it. */
  returnPath?: string;
}) {
  const { t } = useTranslation("checkout");
  const path = useScreenPath();
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed" | "approving">("loading");
  const query = `?orderSlug=${encodeURIComponent(wallet.orderSlug)}`;
  const successPath = returnPath ?? path("checkoutSuccess") + query;
  const failurePath = returnPath ?? path("checkoutFailure") + query;
  // the approval goes as this form's post (React Router's navigation), filled when it comes
  const approval = useRef<HTMLFormElement>(null);
  useEffect(() => {
    let isGone = false;
    const failed = () => !isGone && setState("failed");
    loadScript(wallet.scriptUrl)
      .then(() => {
        const container = holder.current;
        if (isGone || !container || !window.paypal) return failed();
        container.replaceChildren();
        const create = () => wallet.orderId;
        return window.paypal
          .Buttons({
            ...(wallet.isSubscription ? { createSubscription: create } : { createOrder: create }),
            onApprove: (data) => {
              const form = approval.current;
              if (!form) return;
              setState("approving");
              const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
              field("orderID").value = data.orderID;
              field("payerID").value = data.payerID ?? "";
              field("subscriptionID").value = data.subscriptionID ?? "";
              form.requestSubmit();
            },
            onCancel: () => window.location.assign(failurePath),
            onError: failed,
          })
          .render(container)
          .then(() => !isGone && setState("ready"), failed);
      })
      .catch(failed);
    return () => {
      isGone = true;
    };
  }, [wallet.scriptUrl, wallet.orderId, wallet.isSubscription, failurePath]);
  return (
    <section className="checkout-step checkout-wallet" aria-labelledby="checkout-wallet-title">
      <h2 id="checkout-wallet-title" className="checkout-step__title">
        {t("payment.wallet.title")}
      </h2>
      <p>
        {t(wallet.isSubscription ? "payment.wallet.subscriptionIntro" : "payment.wallet.intro", {
          number: wallet.orderSlug,
          amount: wallet.amount,
        })}
      </p>
      <div id="card-wallet" ref={holder} className="checkout-wallet__buttons" />
      <Form method="post" action={successPath} ref={approval} hidden>
        <input type="hidden" name="intent" value="walletApproved" />
        <input type="hidden" name="orderID" />
        <input type="hidden" name="payerID" />
        <input type="hidden" name="subscriptionID" />
      </Form>
      <p className="checkout-wallet__state" role="status">
        {state === "loading"
          ? t("payment.wallet.loading")
          : state === "approving"
            ? t("payment.wallet.approving")
            : ""}
      </p>
      {state === "failed" && (
        <p className="account-field__error" role="alert">
          {t("payment.wallet.failed")}
        </p>
      )}
      {returnPath === undefined && (
        <Form method="get" action={path("checkoutFailure")}>
          <input type="hidden" name="orderSlug" value={wallet.orderSlug} />
          <button type="submit" className="button button--ghost">
            {t("payment.wallet.another")}
          </button>
        </Form>
      )}
    </section>
  );
}
