import href from "./admin.css?url";

/**
 * The URL of the admin bundle's stylesheet (admin.css): the admin area links it, and the server
 * names it in the admin entry (server/ssr.ts adminEntryOf) for edit mode and the releases modal.
 */
export const adminStylesheet: string = href;
