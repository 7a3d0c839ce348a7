// The browser runs the site on Preact (decision 027): `react` resolves here in the client build.
// @ts-expect-error: the types of preact/compat say `export =`; the module itself exports names
export * from "preact/compat";
export { default } from "preact/compat";

/** React Router asks for useOptimistic only when its transitions option is on, which we never set. */
export function useOptimistic<State>(state: State): [State, () => void] {
  return [state, () => undefined];
}
