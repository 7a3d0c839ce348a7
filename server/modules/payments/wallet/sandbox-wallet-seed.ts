import type { Db } from "../../../db/client.ts";
import { walletAmount } from "./wallet-amount.ts";
import { sandboxWalletApiUrl } from "./sandbox-wallet.ts";
import { planResource, productResource } from "./sandbox-wallet-billing.ts";
import { rowOf, t } from "./sandbox-wallet-resources.ts";

/** The wallet sandbox's plan a demo product is sold by: its fixed id. */
export const demoPlanId = (sku: string): string =>
  `P-DEMO-${sku.toUpperCase().replace(/[^A-Z0-9]+/g, "-")}`.slice(0, 50);

/**
 * The demo seed's subscription plans (decision 046): for each, a catalog product and an ACTIVE
 * monthly plan under fixed ids, as POST /v1/catalogs/products and /v1/billing/plans make them,
 * so the seeded shop sells a subscription through the sandbox with nothing to set up. Written
 * once: a second seed keeps what is there.
 */
export async function seedSandboxPlans(
  db: Db,
  plans: readonly { sku: string; name: string; amountCents: number; currency: string }[],
): Promise<void> {
  if (plans.length === 0) return;
  const rows = plans.flatMap((plan) => {
    const planId = demoPlanId(plan.sku);
    const productId = `PROD-DEMO${plan.sku.toUpperCase().replace(/[^A-Z0-9]+/g, "")}`.slice(0, 50);
    const product = productResource(productId, sandboxWalletApiUrl, {
      name: plan.name,
      type: "PHYSICAL",
    });
    const resource = planResource(planId, sandboxWalletApiUrl, {
      product_id: productId,
      name: plan.name,
      status: "ACTIVE",
      billing_cycles: [
        {
          frequency: { interval_unit: "MONTH", interval_count: 1 },
          tenure_type: "REGULAR",
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: {
            fixed_price: { currency_code: plan.currency, value: walletAmount(plan.amountCents) },
          },
        },
      ],
      payment_preferences: {
        auto_bill_outstanding: true,
        setup_fee_failure_action: "CANCEL",
        payment_failure_threshold: 3,
      },
      quantity_supported: true,
    });
    return [rowOf("product", product, product.type), rowOf("plan", resource, resource.status)];
  });
  await db.insert(t).values(rows).onConflictDoNothing();
}
