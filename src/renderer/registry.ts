/**
 * What the renderer needs to know about an element type: a projection of the generated
 * registry (generated/elements.ts). Loaders send it for the types on the page
 * (registry.server.ts), so the registry's validators and form hints never reach the browser.
 */
export type ElementDefinition = {
  defaults: Readonly<Record<string, unknown>>;
  /** Props a node may override below 1024px (ElementNode.mobileProps). */
  mobileOverrides: readonly string[];
  /** A server resolver fills in data before rendering (resolve.server.ts). */
  resolver: boolean;
};

export type ElementRegistry = Readonly<Record<string, ElementDefinition>>;
