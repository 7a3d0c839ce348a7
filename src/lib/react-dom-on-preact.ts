// The browser runs the site on Preact (decision 027): `react-dom` resolves here in the client build.
// @ts-expect-error: the types of preact/compat say `export =`; the module itself exports names
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * A resource hint is the server's job: React's server render puts it in <head>, and once the page
 * runs a hint is too late to help. Call it only in the server's render (`import.meta.env.SSR`).
 */
export function preload(): never {
  throw new Error("preload is for the server's render, not the browser's (decision 027)");
}
