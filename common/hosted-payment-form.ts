/**
 * The id of a hosted payment form (spec 4 order create result html, decision 045): the server
 * writes it on the form, and the page's own "continue" button names it, so the form is
 * submitted without JavaScript too.
 */
export const hostedFormId = "vitrina-hosted-payment";
