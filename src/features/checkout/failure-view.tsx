import { Link } from "react-router";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { useTranslation } from "#src/lib/use-translation.ts";

/** spec 2 checkout failure: the translated checkoutFailureTitle (spec 8) and the way back. */
export function FailureView() {
  const { t } = useTranslation("checkout");
  const path = useScreenPath();
  return (
    <div className="checkout checkout-result">
      <div className="checkout__main checkout-result__card">
        <h1 className="checkout__title">{t("failure.checkoutFailureTitle")}</h1>
        <p>{t("failure.text")}</p>
        <Link to={path("cart")} className="button">
          {t("failure.backToCart")}
        </Link>
      </div>
    </div>
  );
}
