// POST /currency: a resource route (no component); a GET only leads home.
export {
  currencyAction as action,
  currencyLoader as loader,
} from "#src/features/currency/currency.server.ts";
