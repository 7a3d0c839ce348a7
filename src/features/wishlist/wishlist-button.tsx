import { createContext, useContext, type MouseEvent, type ReactNode } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useFetcher,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { RootData } from "#src/features/site/root.server.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { parseToggle, toggleValue, wishlistTogglePath } from "./wishlist-paths.ts";

// Forms cannot nest: inside another form (the shop's filters) a heart is a button that posts
// with formaction instead of a form of its own.
const InsideForm = createContext(false);

/** Whether a button is drawn inside another form (then it posts with formaction, no form of its own). */
export const useIsInsideForm = (): boolean => useContext(InsideForm);

/** Wraps content drawn inside another form, so the hearts in it draw no form of their own. */
export function WishlistInsideForm({ children }: { children: ReactNode }) {
  return <InsideForm.Provider value>{children}</InsideForm.Provider>;
}

/**
 * A toggle posted to the toggle route: before JavaScript by the browser (the button's own form,
 * or its surrounding form with formaction); once hydrated through a fetcher, without leaving
 * the page. `asked` is the state asked for while the post is on its way.
 */
function useToggle(productId: number) {
  const isInsideForm = useContext(InsideForm);
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const asked = parseToggle(fetcher.formData?.get("toggle"))?.wished;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void fetcher.submit(
      { toggle: event.currentTarget.value },
      { method: "post", action: wishlistTogglePath, preventScrollReset: true },
    );
  };
  const buttonProps = (wished: boolean) => ({
    type: "submit" as const,
    name: "toggle",
    value: toggleValue(productId, wished, pathname + search),
    onClick,
    ...(isInsideForm ? { formAction: wishlistTogglePath, formMethod: "post" } : {}),
  });
  const wrap = (button: ReactNode) =>
    isInsideForm ? (
      button
    ) : (
      <form method="post" action={wishlistTogglePath} className="wishlist-toggle__form">
        {button}
      </form>
    );
  return { asked, buttonProps, wrap };
}

type Props = { productId: number; name: string; hasText?: boolean };

/**
 * The heart of a product (spec 4 wishlist toggle): a toggle button (aria-pressed) whose text,
 * or name with the product's, says what a press does: 'Dodaj na listu želja' or 'Ukloni s
 * liste želja' (issue 23, decision 055). It sends the state it asks for, so a second press while the first is on its way
 * cannot undo it, and shows that state at once.
 */
function LiveWishlistButton({ productId, name, hasText = false }: Props) {
  const { t } = useTranslation("catalog");
  const root = useRouteLoaderData<RootData>("root");
  const saved = root?.wishlist?.includes(productId) ?? false;
  const { asked, buttonProps, wrap } = useToggle(productId);
  // the asked state shows while its post is on its way; a press asks for the other one
  const isPressed = asked ?? saved;
  // the text says what a press does (issue 23); aria-pressed says whether it is on the list
  const action = isPressed ? t("wishlist.remove") : t("wishlist.add");
  const label = isPressed ? t("wishlist.removeNamed", { name }) : t("wishlist.addNamed", { name });
  return (
    <div className={hasText ? "wishlist-toggle wishlist-toggle--text" : "wishlist-toggle"}>
      {wrap(
        <button
          {...buttonProps(!isPressed)}
          className="wishlist-toggle__button"
          aria-pressed={isPressed}
          aria-label={hasText ? undefined : label}
          title={action}
        >
          <Heart />
          {hasText && <span>{action}</span>}
        </button>,
      )}
    </div>
  );
}

/**
 * The heart of a product card wherever cards are drawn. Outside the site's data router (the
 * builder's canvas and version preview draw pages in a memory router) there is no shopper and
 * no action to post to: the heart is drawn as it looks, inert.
 */
export function WishlistButton(props: Props) {
  const { t } = useTranslation("catalog");
  if (useContext(DataRouterContext) === null)
    return (
      <div className="wishlist-toggle">
        <button
          type="button"
          className="wishlist-toggle__button"
          disabled
          aria-pressed={false}
          aria-label={t("wishlist.addNamed", { name: props.name })}
        >
          <Heart />
        </button>
      </div>
    );
  return <LiveWishlistButton {...props} />;
}

function Heart() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 2.9 1.5-1.8 3-2.9 5-2.9 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}
