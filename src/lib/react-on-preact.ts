// The browser runs the site on Preact (decision 027): `react` resolves here in the client build.
// @ts-expect-error: the types of preact/compat say `export =`; the module itself exports names
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router's RouterProvider calls useOptimistic on every render and sets an optimistic
 * state only when its transitions option is on, which we never set. Without a pending optimistic
 * update React's hook gives the state it was passed, so that is what this gives; an update needs
 * React's transitions, which Preact does not have, so it throws instead of doing nothing.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => never] {
  return [state, optimisticUpdate];
}

function optimisticUpdate(): never {
  throw new Error(
    "useOptimistic's update needs React's transitions, which the browser's Preact does not have (decision 027)",
  );
}
