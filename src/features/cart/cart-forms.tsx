import type { Cart } from "#generated/types.ts";
import { screenPath } from "#common/route-paths.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { CartActionData, CartIntent } from "./cart-result.ts";
import { useCartPost } from "./use-cart-post.ts";

type FormProps = {
  cart: Cart;
  idPrefix: string;
  /** The page's last plain post (without JavaScript), shown by the form it came from. */
  result: CartActionData | undefined;
};

/**
 * The answer a form shows under it: its fetcher's refusal (a success is a toast already), else
 * the page's plain post's, when it was its own.
 */
function answerOf(
  data: CartActionData | undefined,
  result: CartActionData | undefined,
  intents: readonly CartIntent[],
): CartActionData | undefined {
  if (data?.isOk) return undefined;
  const answer = data ?? result;
  return answer && intents.includes(answer.intent) ? answer : undefined;
}

function FormMessage({ id, answer }: { id: string; answer: CartActionData | undefined }) {
  if (!answer) return null;
  return (
    <p
      id={id}
      className={answer.isOk ? "cart-form__status" : "cart-form__error"}
      role={answer.isOk ? "status" : "alert"}
    >
      {answer.message}
    </p>
  );
}

/**
 * spec 2, 4 coupon form: 'Primjeni kupon' with the code (spec 5: required); with a coupon on
 * the cart the input is disabled and the button says 'Ukloni kupon'. A refused code says why
 * ('Coupon not found!' translated) and keeps what was typed.
 */
export function CouponForm({ cart, idPrefix, result }: FormProps) {
  const { t } = useTranslation("cart");
  const post = useCartPost();
  const code = cart.coupon?.code ?? cart.couponCode;
  const hasCoupon = code !== null;
  const answer = answerOf(post.data, result, ["applyCoupon", "removeCoupon"]);
  const id = `${idPrefix}-coupon`;
  const isRefused = answer !== undefined && !answer.isOk;
  return (
    <form method="post" action={post.action} onSubmit={post.onSubmit} className="cart-form">
      <label htmlFor={id} className="cart-form__label">
        {t("coupon.label")}
      </label>
      <div className="cart-form__row">
        <input
          // a coupon put on or taken off draws the field anew
          key={code ?? "none"}
          id={id}
          type="text"
          name="code"
          className="cart-form__input"
          defaultValue={hasCoupon ? code : isRefused ? answer.value : ""}
          disabled={hasCoupon}
          required={!hasCoupon}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={isRefused || undefined}
          aria-describedby={answer ? `${id}-message` : undefined}
        />
        <button
          type="submit"
          name="intent"
          value={hasCoupon ? "removeCoupon" : "applyCoupon"}
          className="button button--outlined cart-form__button"
          disabled={post.isBusy}
          aria-busy={post.isBusy || undefined}
        >
          {hasCoupon ? t("coupon.remove") : t("coupon.apply")}
        </button>
      </div>
      <FormMessage id={`${id}-message`} answer={answer} />
    </form>
  );
}

/**
 * spec 4, 5 membership card barcode: a signed-in shopper's card puts member prices on the
 * cart; a guest is asked to log in.
 */
export function MemberCardForm({
  cart,
  idPrefix,
  result,
  isSignedIn,
  language,
}: FormProps & { isSignedIn: boolean; language: LanguageCode }) {
  const { t } = useTranslation("cart");
  const post = useCartPost();
  const answer = answerOf(post.data, result, ["memberCard"]);
  const id = `${idPrefix}-barcode`;
  if (!isSignedIn)
    return (
      <p className="cart-form__hint">
        <a href={screenPath("login", languages[language].code2)}>{t("memberCard.signIn")}</a>
      </p>
    );
  const isRefused = answer !== undefined && !answer.isOk;
  return (
    <form method="post" action={post.action} onSubmit={post.onSubmit} className="cart-form">
      <label htmlFor={id} className="cart-form__label">
        {t("memberCard.label")}
      </label>
      <p id={`${id}-hint`} className="cart-form__hint">
        {cart.memberCardBarcode
          ? t("memberCard.current", { barcode: cart.memberCardBarcode })
          : t("memberCard.hint")}
      </p>
      <div className="cart-form__row">
        <input
          key={cart.memberCardBarcode ?? "none"}
          id={id}
          name="barcode"
          className="cart-form__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          defaultValue={isRefused ? answer.value : (cart.memberCardBarcode ?? "")}
          aria-invalid={isRefused || undefined}
          aria-describedby={`${id}-hint${answer ? ` ${id}-message` : ""}`}
        />
        <button
          type="submit"
          name="intent"
          value="memberCard"
          className="button button--outlined cart-form__button"
          disabled={post.isBusy}
          aria-busy={post.isBusy || undefined}
        >
          {t("memberCard.apply")}
        </button>
      </div>
      <FormMessage id={`${id}-message`} answer={answer} />
    </form>
  );
}

/** spec 2 instructions textarea, kept with the cart (spec 7 updateGuestUser instructions). */
export function InstructionsForm({ cart, idPrefix, result }: FormProps) {
  const { t } = useTranslation("cart");
  const post = useCartPost();
  const answer = answerOf(post.data, result, ["instructions"]);
  const id = `${idPrefix}-instructions`;
  return (
    <form method="post" action={post.action} onSubmit={post.onSubmit} className="cart-form">
      <label htmlFor={id} className="cart-form__label">
        {t("instructions.label")}
      </label>
      <textarea
        id={id}
        name="instructions"
        className="cart-form__input cart-form__textarea"
        rows={3}
        maxLength={2000}
        defaultValue={cart.instructions}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="cart-form__hint">
        {t("instructions.hint")}
      </p>
      <button
        type="submit"
        name="intent"
        value="instructions"
        className="button button--outlined button--small cart-form__button"
        disabled={post.isBusy}
        aria-busy={post.isBusy || undefined}
      >
        {t("instructions.save")}
      </button>
      <FormMessage id={`${id}-message`} answer={answer} />
    </form>
  );
}
