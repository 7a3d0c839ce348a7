import type { ValidateFunction } from "ajv";
import type { PageDocument, PageDocumentV1 } from "#generated/types.ts";
import validatePageDocumentV1 from "#generated/validators/entities/page-document-v1.js";

/**
 * Page documents carry a version (schemas/entities/page-document.schema.json). Stored rows are
 * never rewritten in place: whoever reads one runs it through these steps, oldest first, the way
 * Puck's lib/migrate.ts does. Each step takes exactly one version (checked by that version's
 * frozen schema, schemas/entities/page-document-v<N>.schema.json) to the next. Adding version N+1
 * = freezing version N's schema as page-document-v<N>, appending one step here with its test, and
 * raising `const` in page-document.schema.json.
 */
export type MigrationStep<From, To> = {
  from: number;
  /** The frozen schema of version `from`: a step only ever sees a document of its own version. */
  validate: ValidateFunction<From>;
  migrate: (document: From) => To;
};

/** v1 -> v2: pages gain `settings` (e.g. their own landing style); a v1 page has none. */
export const v1ToV2: MigrationStep<PageDocumentV1, PageDocument> = {
  from: 1,
  validate: validatePageDocumentV1,
  migrate: (document) => ({ version: 2, settings: {}, elements: document.elements }),
};

/** Any step: each step's own types are checked where it is declared above. */
export type AnyMigrationStep = {
  from: number;
  validate: ValidateFunction;
  migrate: (document: never) => unknown;
};

/** Oldest first; one step per version. */
export const pageDocumentMigrations: readonly AnyMigrationStep[] = [v1ToV2];

export const currentPageDocumentVersion: PageDocument["version"] = 2;

export class PageDocumentMigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageDocumentMigrationError";
  }
}

function versionOf(document: unknown): number | undefined {
  if (typeof document !== "object" || document === null) return undefined;
  const { version } = document as { version?: unknown };
  return typeof version === "number" && Number.isInteger(version) ? version : undefined;
}

/**
 * Runs a stored document through every step from its version to the current one. The result is
 * not yet checked against the current schema (the caller validates it); throws
 * PageDocumentMigrationError for a document without a known version or one that breaks the
 * schema of its own version.
 */
export function migratePageDocument(
  document: unknown,
  steps: readonly AnyMigrationStep[] = pageDocumentMigrations,
  current: number = currentPageDocumentVersion,
): unknown {
  let result = document;
  let version = versionOf(result);
  if (version === undefined) throw new PageDocumentMigrationError("no integer version");
  while (version !== current) {
    const step = steps.find((candidate) => candidate.from === version);
    if (!step) throw new PageDocumentMigrationError(`no migration from version ${version}`);
    if (!step.validate(result)) {
      const first = step.validate.errors?.[0];
      throw new PageDocumentMigrationError(
        `not a valid version ${version} document: ${first?.instancePath || "/"} ${first?.message ?? ""}`.trim(),
      );
    }
    result = (step.migrate as (input: unknown) => unknown)(result);
    const next = versionOf(result);
    if (next === undefined || next <= version) {
      throw new PageDocumentMigrationError(`the step from version ${version} did not move forward`);
    }
    version = next;
  }
  return result;
}
