/**
 * Where the header's currency choice posts (a resource route outside the language layouts, as
 * the wishlist toggle): the choice is in every page's header.
 */
export const currencyPath = "/currency";
