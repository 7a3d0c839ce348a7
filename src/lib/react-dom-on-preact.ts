// The browser runs the site on Preact (decision 027): `react-dom` resolves here in the client build.
// @ts-expect-error: the types of preact/compat say `export =`; the module itself exports names
export * from "preact/compat";
export { default } from "preact/compat";

/** A resource hint is the server's job: the rendered page already carries its preload links. */
export function preload(): void {}
