import type { ElementNode, PageDocument } from "#generated/types.ts";
import validatePageDocumentShape from "#generated/validators/entities/page-document.js";
import {
  migratePageDocument,
  PageDocumentMigrationError,
} from "#common/page-document-migrations.ts";
import { migrateNode, type ElementVersioning } from "#common/migrate-element.ts";
import type { FieldError } from "../../../platform/http/app-error.ts";
import { nodeProblems } from "../operations/validate-document.ts";

/**
 * A stored row that cannot be read as its schema says. The page it belongs to answers 500 (and the
 * error handler logs it); other pages are not affected (docs/architecture.md "Stored documents").
 */
export class StoredDocumentError extends Error {
  constructor(what: string, reason: string) {
    super(`${what}: ${reason}`);
    this.name = "StoredDocumentError";
  }
}

/** An element that breaks its schema after migration: its path and what is wrong with it. */
export type InvalidElement = FieldError;

/**
 * What a read does with such an element (decision 034). Stored content is never dropped:
 * `keep` (the builder, editors) keeps it in the tree, where the builder's checks show it as
 * needing repair; `skip` (visitors) leaves it out of what is drawn, the stored row unchanged.
 */
export type InvalidElements = "keep" | "skip";

/** The minimal logger the loaders need (pino's and Fastify's fit). */
export type LoadLogger = { warn: (object: object, message: string) => void };

/**
 * Stored element nodes at the current version of their types (common/migrate-element.ts), each
 * checked by its own schema (type, props, mobile overrides, slot names); children of a node the
 * same way. An element that still breaks its schema is reported in `invalid` and kept or
 * skipped as `mode` says: one broken element never takes the page down.
 */
export function readElements(input: {
  nodes: readonly ElementNode[];
  path: string;
  mode: InvalidElements;
  invalid: InvalidElement[];
  versioning?: ElementVersioning;
}): ElementNode[] {
  const { path, mode, invalid, versioning } = input;
  const read: ElementNode[] = [];
  input.nodes.forEach((stored, index) => {
    const at = `${path}/${index}`;
    const { node, problem } = migrateNode(stored, "stored", versioning);
    const problems = nodeProblems(node, at);
    if (problem)
      problems.unshift({
        path: `${at}/version`,
        key: "validation.schemaVersion",
        message: problem,
      });
    invalid.push(...problems);
    if (problems.length > 0 && mode === "skip") return;
    if (!node.slots) {
      read.push(node);
      return;
    }
    const slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, children]) => [
        name,
        readElements({ ...input, nodes: children, path: `${at}/slots/${name}` }),
      ]),
    );
    read.push({ ...node, slots });
  });
  return read;
}

/**
 * A stored page document as the current version: migrated through the version steps
 * (common/page-document-migrations.ts), checked against schemas/entities/page-document.schema.json,
 * its elements read by readElements (invalid ones kept or skipped as `mode` says). Throws
 * StoredDocumentError when the document itself (its version or envelope) is unreadable.
 */
export function loadPageDocument(
  stored: unknown,
  input: { what: string; mode: InvalidElements; versioning?: ElementVersioning },
): { document: PageDocument; invalid: InvalidElement[] } {
  const { what, mode, versioning } = input;
  let migrated: unknown;
  try {
    migrated = migratePageDocument(stored);
  } catch (error) {
    if (error instanceof PageDocumentMigrationError) {
      throw new StoredDocumentError(what, error.message);
    }
    throw error;
  }
  if (!validatePageDocumentShape(migrated)) {
    const first = validatePageDocumentShape.errors?.[0];
    throw new StoredDocumentError(
      what,
      `not a valid page document: ${first?.instancePath || "/"} ${first?.message ?? ""}`.trim(),
    );
  }
  const invalid: InvalidElement[] = [];
  const elements = readElements({
    nodes: migrated.elements,
    path: "/elements",
    mode,
    invalid,
    ...(versioning ? { versioning } : {}),
  });
  return { document: { ...migrated, elements }, invalid };
}

/**
 * Logs the elements a visitors' read skipped, once per load (loads are cached, so not once per
 * request): they stay in the stored document, and the builder shows them as needing repair.
 */
export function reportSkipped(
  log: LoadLogger | undefined,
  what: string,
  invalid: InvalidElement[],
): void {
  if (invalid.length === 0 || !log) return;
  log.warn(
    {
      document: what,
      invalid: invalid.slice(0, 20).map((field) => `${field.path} ${field.message}`),
    },
    "stored document: elements that break their schema skipped for visitors, kept for repair",
  );
}
