import { account } from "./account.ts";
import { api } from "./api.ts";
import { cart } from "./cart.ts";
import { auth } from "./auth.ts";
import { catalog } from "./catalog.ts";
import { checkout } from "./checkout.ts";
import { common } from "./common.ts";
import { core } from "./core.ts";
import { elements } from "./elements.ts";
import { errors } from "./errors.ts";
import { layout } from "./layout.ts";
import { search } from "./search.ts";
import { toasts } from "./toasts.ts";
import { validation } from "./validation.ts";

/** The source locale: every other language is typed against this object. */
export const hr = {
  common,
  core,
  layout,
  errors,
  toasts,
  elements,
  auth,
  account,
  api,
  validation,
  catalog,
  search,
  checkout,
  cart,
} as const;
