/** What the cart's forms ask for (the `intent` of a post to the cart page). */
export const cartIntents = [
  "add",
  "update",
  "delete",
  "applyCoupon",
  "removeCoupon",
  "memberCard",
  "instructions",
] as const;
export type CartIntent = (typeof cartIntents)[number];

export const isCartIntent = (value: unknown): value is CartIntent =>
  cartIntents.includes(value as CartIntent);

/** spec 9: cart addition behaviour: 0 to the cart page, 1 stay (a toast), 2 the cart modal. */
export type CartAdditionBehaviour = 0 | 1 | 2;

/**
 * What a post to the cart hands back to the page (and to a fetcher once hydrated): whether it
 * worked, the text to show in the page's language (spec 8 toasts), the server's notices, and for
 * an add the checkout settings' addition behaviour.
 */
export type CartActionData = {
  intent: CartIntent;
  isOk: boolean;
  kind: "success" | "info" | "error";
  message: string;
  /** Things the server changed on its own (a quantity capped, a coupon removed), as texts. */
  notices: string[];
  itemId?: number;
  behaviour?: CartAdditionBehaviour;
  /** A bundle that needs its customization modal first (its product slug, spec 4). */
  customize?: string;
  /** What was typed, so a refused form keeps it (coupon code, barcode, quantity). */
  value?: string;
};

/** The hidden field a hydrated form adds: answer with data, the page itself decides. */
export const scriptField = { name: "client", value: "script" } as const;
