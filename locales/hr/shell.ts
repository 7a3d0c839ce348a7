import { auth } from "./auth.ts";
import { cart } from "./cart.ts";
import { catalog } from "./catalog.ts";
import { common } from "./common.ts";
import { core } from "./core.ts";
import { elements } from "./elements.ts";
import { errors } from "./errors.ts";
import { layout } from "./layout.ts";
import { search } from "./search.ts";
import { toasts } from "./toasts.ts";

/**
 * The namespaces most pages' first render asks for (the header's cart link and the product
 * cards ask for the cart's), small enough to travel together: the browser
 * fetches them as one chunk, and each other namespace of index.ts as a chunk of its own when a
 * page needs it (src/lib/texts.ts).
 */
export const shell = {
  common,
  core,
  layout,
  errors,
  toasts,
  elements,
  auth,
  catalog,
  search,
  cart,
} as const;
