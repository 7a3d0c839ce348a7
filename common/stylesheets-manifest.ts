/**
 * Where a production build lists its combined stylesheets (scripts/combine-stylesheets.ts writes
 * it, server/ssr.ts reads it): the client folder's path of a JSON object, landing style to URL.
 */
export const stylesheetsManifest = "assets/stylesheets.json";
