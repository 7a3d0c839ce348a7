import { memo, type ReactNode, useMemo } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import { elementComponents } from "./element-components.ts";
import type { ElementComponent } from "./element-types.ts";
import { type ElementDefinition, type ElementRegistry, elementRegistry } from "./registry.ts";
import { findFirst, slotEntries, type TreeNode } from "#common/walk-tree.ts";

type AnyComponent = ElementComponent<Record<string, unknown>, unknown>;

export type RenderTreeProps = {
  nodes: readonly TreeNode[];
  /** Server-resolved data keyed by element id (page loader, resolve.server.ts). */
  data?: Readonly<Record<string, unknown>>;
  /** Definitions (defaults, mobile overrides); the generated metadata unless a test injects one. */
  registry?: ElementRegistry;
  /** Injected in tests; the component map otherwise. */
  components?: Readonly<Record<string, unknown>>;
  /** Unknown element types: a visible warning in development, nothing in production. */
  isDev?: boolean;
  /**
   * The tree is a page's content, right under the header: its first section is above the fold
   * on any screen, so its picture is the page's LCP candidate (`isPriority`). The footer's
   * parts and the builder's canvas leave it out.
   */
  isPageTop?: boolean;
  /**
   * The builder's canvas (admin/) draws the same tree through these: a frame around each
   * element (select, drag) and around each slot's list (drop). The site leaves them out.
   */
  decorate?: TreeDecorators;
};

export type TreeDecorators = {
  node: (node: TreeNode, element: ReactNode) => ReactNode;
  slot: (node: TreeNode, slot: string, children: ReactNode) => ReactNode;
};

type RenderContext = Required<Omit<RenderTreeProps, "nodes" | "decorate" | "isPageTop">> & {
  priorityId: string | undefined;
  firstHeroId: string | undefined;
  decorate: TreeDecorators | undefined;
};

/** Draws an element tree (a page document or a layout section) as plain server-renderable HTML. */
const noData: Readonly<Record<string, unknown>> = {};

export function RenderTree({
  nodes,
  data = noData,
  registry = elementRegistry,
  components = elementComponents,
  isDev = import.meta.env.DEV,
  isPageTop = false,
  decorate,
}: RenderTreeProps) {
  // Only the first section: a picture further down is below the fold on a phone, and one
  // fetched first there would hold back the one on screen (issue 19).
  const priorityId = isPageTop ? nodes[0]?.id : undefined;
  const firstHeroId = findFirst(nodes, (node) => node.type === "hero")?.id;
  const context = useMemo<RenderContext>(
    () => ({ data, registry, components, isDev, priorityId, firstHeroId, decorate }),
    [data, registry, components, isDev, priorityId, firstHeroId, decorate],
  );
  return renderNodes(nodes, context);
}

function renderNodes(nodes: readonly TreeNode[], context: RenderContext): ReactNode {
  return nodes.map((node) =>
    context.decorate ? (
      <DecoratedNode key={node.id} node={node} context={context} />
    ) : (
      <RenderNode key={node.id} node={node} context={context} />
    ),
  );
}

/**
 * The builder's canvas redraws only what changed (issue 7): the editor's tree keeps the
 * identity of every node an edit did not touch (immer), so those subtrees are skipped, and a
 * frame that re-renders on its own (selection, a drag passing over it) keeps its element as is.
 * The site's server render has no decorators and no re-renders, so it goes without.
 */
const DecoratedNode = memo(function DecoratedNode({
  node,
  context,
}: {
  node: TreeNode;
  context: RenderContext;
}) {
  return context.decorate!.node(node, <RenderNode node={node} context={context} />);
});

function RenderNode({ node, context }: { node: TreeNode; context: RenderContext }) {
  const definition = Object.hasOwn(context.registry, node.type)
    ? context.registry[node.type]
    : undefined;
  const Component = (
    Object.hasOwn(context.components, node.type) ? context.components[node.type] : undefined
  ) as AnyComponent | undefined;
  if (!definition || !Component) {
    return context.isDev ? <UnknownElement type={node.type} /> : null;
  }

  const props = { ...definition.defaults, ...(node.props as Record<string, unknown>) };
  const mobileProps = pickMobileOverrides(node, props, definition);
  const slots: Record<string, ReactNode> = {};
  for (const [name, children] of slotEntries(node)) {
    const rendered = renderNodes(children, context);
    slots[name] = context.decorate ? context.decorate.slot(node, name, rendered) : rendered;
  }
  // A master instance draws the master's subtree (the builder's canvas gives it as the
  // instance's data; the site gets it expanded by the server): drawn whole, never edited here.
  if (node.type === "master" && Array.isArray(context.data[node.id]))
    slots.content = renderNodes(context.data[node.id] as TreeNode[], {
      ...context,
      decorate: undefined,
    });
  const shared = {
    id: node.id,
    slots,
    data: context.data[node.id],
    isFirstHero: node.id === context.firstHeroId,
  };
  const isPriority = node.id === context.priorityId;

  const cssKeys: readonly string[] = Component.cssMobileProps ?? [];
  const needsMobileCopy = Object.keys(mobileProps).some((key) => !cssKeys.includes(key));
  if (!needsMobileCopy) {
    return (
      <Component {...shared} props={props} mobileProps={mobileProps} isPriority={isPriority} />
    );
  }
  // A mobile override of content (not style) cannot be done in CSS: draw both, CSS shows one.
  return (
    <>
      <div className="only-desktop">
        <Component {...shared} props={props} mobileProps={{}} isPriority={isPriority} />
      </div>
      <div className="only-mobile">
        <Component
          {...shared}
          props={{ ...props, ...mobileProps }}
          mobileProps={{}}
          isPriority={false}
        />
      </div>
    </>
  );
}

/** The mobile overrides the registry allows that differ from the desktop value. */
function pickMobileOverrides(
  node: TreeNode,
  props: Record<string, unknown>,
  definition: ElementDefinition,
): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  const allowed = definition.mobileOverrides;
  for (const [key, value] of Object.entries((node.mobileProps ?? {}) as Record<string, unknown>)) {
    if (value === undefined || (allowed && !allowed.includes(key))) continue;
    if (JSON.stringify(value) === JSON.stringify(props[key])) continue;
    overrides[key] = value;
  }
  return overrides;
}

function UnknownElement({ type }: { type: string }) {
  const { t } = useTranslation("errors");
  return (
    <div className="dev-warning" role="note">
      {t("unknownElement", { type })}
    </div>
  );
}
