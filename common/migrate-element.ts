import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type { ElementNode, ElementType } from "#generated/types.ts";
import { elementMigrations, type ElementMigration, type Props } from "./element-migrations.ts";

/**
 * Where the steps and the current versions come from: the registered ones, or a test's own (as
 * migratePageDocument takes its steps).
 */
export type ElementVersioning = {
  steps: (type: ElementType) => readonly ElementMigration[];
  current: (type: ElementType) => number;
};

export const registeredVersioning: ElementVersioning = {
  steps: (type) => elementMigrations[type] ?? [],
  current: (type) => elementMeta[type].version,
};

/** Props of one element type carried from the version they were written at towards the current one. */
export type MigratedProps = {
  props: Props;
  mobileProps?: Props | undefined;
  /** The version reached: the current one, unless a step is missing or threw. */
  version: number;
  /** Why the props stopped short of the current version (then they need repair). */
  problem?: string;
};

/**
 * Runs props (and mobile overrides) written at version `from` through the type's steps
 * (common/element-migrations.ts) up to its current version. A missing step or one that throws
 * stops there with a `problem`; nothing is thrown and nothing is left out.
 */
export function migrateProps(input: {
  type: string;
  from: number;
  props: Props;
  mobileProps?: Props | undefined;
  versioning?: ElementVersioning;
}): MigratedProps {
  let { props, mobileProps } = input;
  let version = input.from;
  if (!isElementType(input.type)) return { props, mobileProps, version };
  const { steps, current } = input.versioning ?? registeredVersioning;
  const target = current(input.type);
  if (version > target)
    return {
      props,
      mobileProps,
      version,
      problem: `written at version ${version}, newer than ${target}`,
    };
  while (version < target) {
    const step = steps(input.type).find((candidate) => candidate.from === version);
    if (!step)
      return { props, mobileProps, version, problem: `no migration from version ${version}` };
    try {
      const next = step.props(structuredClone(props));
      mobileProps =
        mobileProps && step.mobileProps
          ? step.mobileProps(structuredClone(mobileProps))
          : mobileProps;
      props = next;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        props,
        mobileProps,
        version,
        problem: `migration from version ${version} failed: ${reason}`,
      };
    }
    version += 1;
  }
  return { props, mobileProps, version };
}

/** The current version of an element type's schema (x-element.version); 1 for an unknown type. */
export const currentVersion = (type: string): number =>
  isElementType(type) ? elementMeta[type].version : 1;

/** The node with `version` set, always as its last key (saves compare documents as JSON). */
export function withVersion(node: ElementNode, version: number): ElementNode {
  const { version: _written, ...rest } = node;
  return { ...rest, version };
}

/**
 * One node (not its children) at the current version of its type. `writtenAt` says what a node
 * without a version was written at: a stored one at version 1 (before element versions), a
 * submitted one at the current version. A node of an unknown type comes back as it is.
 */
export function migrateNode(
  node: ElementNode,
  writtenAt: "stored" | "submitted",
  versioning: ElementVersioning = registeredVersioning,
): { node: ElementNode; problem?: string } {
  if (!isElementType(node.type)) return { node };
  const from = node.version ?? (writtenAt === "stored" ? 1 : versioning.current(node.type));
  const migrated = migrateProps({
    type: node.type,
    from,
    props: node.props,
    mobileProps: node.mobileProps,
    versioning,
  });
  const { mobileProps: _written, ...rest } = node;
  const next = withVersion(
    {
      ...rest,
      props: migrated.props,
      ...(migrated.mobileProps ? { mobileProps: migrated.mobileProps } : {}),
    },
    migrated.version,
  );
  return migrated.problem ? { node: next, problem: migrated.problem } : { node: next };
}
