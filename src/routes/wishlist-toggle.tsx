// POST /wishlist/toggle: a resource route (no component); a GET only leads home.
export {
  wishlistToggleAction as action,
  wishlistToggleLoader as loader,
} from "#src/features/wishlist/wishlist.server.ts";
