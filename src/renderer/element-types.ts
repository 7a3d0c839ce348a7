import type { ComponentType, ReactNode } from "react";
import type {
  ContentElementType,
  ElementDataByType,
  ElementPropsWithDefaults,
} from "#generated/types.ts";

/** What the renderer hands to every element component. */
export type ElementProps<P, D = undefined> = {
  id: string;
  /** The node's props merged over the registry defaults. */
  props: P;
  /**
   * Overrides below 1024 px for the props listed in the component's `cssMobileProps`; the
   * component turns them into CSS custom properties, so no JavaScript is needed on the client.
   */
  mobileProps: Partial<P>;
  /** Each slot of the node, already rendered. */
  slots: Readonly<Record<string, ReactNode>>;
  /** Data from the element's server resolver (resolve.server.ts), when it has one. */
  data: D | undefined;
  /**
   * True for the first section of a page's content (RenderTree `isPageTop`), above the fold on
   * any screen: its (first) picture is the page's LCP candidate, loaded first and preloaded.
   */
  isPriority: boolean;
  /** True for the first hero of the tree: its title is the page's h1. */
  isFirstHero: boolean;
};

export type ElementComponent<P, D = undefined> = ComponentType<ElementProps<P, D>> & {
  /** Props the component can switch on mobile by CSS alone; any other mobile prop re-renders. */
  cssMobileProps?: readonly (keyof P & string)[];
};

/** The component type of one content element: its props with defaults, its resolved data. */
export type ElementComponentFor<T extends ContentElementType> = ElementComponent<
  ElementPropsWithDefaults<T>,
  T extends keyof ElementDataByType ? ElementDataByType[T] : undefined
>;
