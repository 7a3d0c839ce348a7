import { useTranslation } from "#src/lib/use-translation.ts";
import type { CheckoutStep } from "./checkout-steps.ts";

/** spec 2: the three steps (two for an e-product cart), the current one marked. */
export function StepIndicator({ steps, step }: { steps: CheckoutStep[]; step: CheckoutStep }) {
  const { t } = useTranslation("checkout");
  const current = steps.indexOf(step);
  return (
    <nav className="checkout-steps" aria-label={t("steps.label")}>
      <p className="visually-hidden">
        {t("steps.counter", { current: current + 1, total: steps.length })}
      </p>
      <ol className="checkout-steps__list">
        {steps.map((each, index) => {
          const state = index < current ? "done" : index === current ? "current" : "next";
          return (
            <li
              key={each}
              className={`checkout-steps__item checkout-steps__item--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="checkout-steps__number" aria-hidden="true">
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className="checkout-steps__name">{t(`steps.${each}`)}</span>
              {state !== "next" && (
                <span className="visually-hidden"> ({t(`steps.${state}`)})</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
