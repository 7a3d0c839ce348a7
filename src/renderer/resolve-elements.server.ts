import type { ApiClient } from "#src/lib/api-client.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { type ElementRegistry, elementRegistry } from "./registry.ts";
import { collectNodes, type TreeNode } from "#common/walk-tree.ts";

/** What a resolver gets: the element's props (defaults merged) and the request's API access. */
export type ResolverInput<P = Record<string, unknown>> = {
  props: P;
  api: ApiClient;
  language: LanguageCode;
  /** The currency whose converted view product prices carry (spec 3), when the shopper chose one. */
  currency?: number | undefined;
};

type ResolverModule = { resolve: (input: ResolverInput<never>) => Promise<unknown> };

// Every src/renderer/elements/<type>/resolve.server.ts, found at build time: adding a resolver
// element touches nothing here.
const modules = import.meta.glob<ResolverModule>("./elements/*/resolve.server.ts", { eager: true });

function resolverFor(type: string): ResolverModule["resolve"] | undefined {
  return modules[`./elements/${type}/resolve.server.ts`]?.resolve;
}

/**
 * Runs the server resolver of every element with `resolver: true` in the tree, in parallel, so
 * the HTML is complete before any JavaScript runs. A failing resolver leaves its element empty
 * instead of failing the page.
 */
export async function resolveElements({
  nodes,
  api,
  language,
  currency,
  registry = elementRegistry,
  resolvers = resolverFor,
}: {
  nodes: readonly TreeNode[];
  api: ApiClient;
  language: LanguageCode;
  currency?: number | undefined;
  registry?: ElementRegistry;
  resolvers?: (type: string) => ResolverModule["resolve"] | undefined;
}): Promise<Record<string, unknown>> {
  const targets = collectNodes(nodes, (node) => registry[node.type]?.resolver === true);
  const entries = await Promise.all(
    targets.map(async (node) => {
      const resolve = resolvers(node.type);
      if (!resolve) return [node.id, null] as const;
      const props = {
        ...registry[node.type]?.defaults,
        ...(node.props as Record<string, unknown>),
      };
      try {
        return [
          node.id,
          await resolve({ props: props as never, api, language, currency }),
        ] as const;
      } catch (error) {
        console.error(`resolver of ${node.type} (${node.id}) failed`, error);
        return [node.id, null] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
