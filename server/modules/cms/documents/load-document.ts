import type { ElementNode, PageDocument } from "#generated/types.ts";
import validatePageDocumentShape from "#generated/validators/entities/page-document.js";
import {
  migratePageDocument,
  PageDocumentMigrationError,
} from "#common/page-document-migrations.ts";
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

/** What a load dropped: the element's path and what was wrong with it. */
export type DroppedElement = FieldError;

/** The minimal logger the loaders need (pino's and Fastify's fit). */
export type LoadLogger = { warn: (object: object, message: string) => void };

/**
 * Element nodes without those that break their own schema (unknown type, invalid props, mobile
 * overrides or slots): one broken element must not take the page down, so it is left out and
 * reported. Children of a kept node are checked the same way.
 */
export function pruneElements(
  nodes: readonly ElementNode[],
  path: string,
  dropped: DroppedElement[],
): ElementNode[] {
  const kept: ElementNode[] = [];
  nodes.forEach((node, index) => {
    const at = `${path}/${index}`;
    const problems = nodeProblems(node, at);
    if (problems.length > 0) {
      dropped.push(...problems);
      return;
    }
    if (!node.slots) {
      kept.push(node);
      return;
    }
    const slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, children]) => [
        name,
        pruneElements(children, `${at}/slots/${name}`, dropped),
      ]),
    );
    kept.push({ ...node, slots });
  });
  return kept;
}

/**
 * A stored page document as the current version: migrated through the version steps
 * (common/page-document-migrations.ts), checked against schemas/entities/page-document.schema.json
 * and with invalid elements dropped. Throws StoredDocumentError when the document itself (its
 * version or envelope) is unreadable.
 */
export function loadPageDocument(
  stored: unknown,
  what: string,
): { document: PageDocument; dropped: DroppedElement[] } {
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
  const dropped: DroppedElement[] = [];
  const elements = pruneElements(migrated.elements, "/elements", dropped);
  return { document: { ...migrated, elements }, dropped };
}

/** Logs what a load dropped, once per load (loads are cached, so not once per request). */
export function reportDropped(
  log: LoadLogger | undefined,
  what: string,
  dropped: DroppedElement[],
): void {
  if (dropped.length === 0 || !log) return;
  log.warn(
    {
      document: what,
      dropped: dropped.slice(0, 20).map((field) => `${field.path} ${field.message}`),
    },
    "stored document: invalid elements left out",
  );
}
