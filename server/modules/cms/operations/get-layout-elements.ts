import type { ValidateFunction } from "ajv";
import { inArray } from "drizzle-orm";
import { elements, isElementType } from "#generated/elements.ts";
import type { LayoutElement } from "#generated/types.ts";
import validateLayoutElement from "#generated/validators/entities/layout-element.js";
import { layoutElements } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import {
  readElements,
  reportSkipped,
  StoredDocumentError,
  type InvalidElement,
  type InvalidElements,
  type LoadLogger,
} from "../documents/load-document.ts";
import { expandMasters } from "../documents/expand-masters.ts";
import { migrateProps } from "#common/migrate-element.ts";
import { siteLanguageRows } from "./site-language-rows.ts";

type Row = typeof layoutElements.$inferSelect;

function firstError(validate: ValidateFunction): string {
  const first = validate.errors?.[0];
  return `${first?.instancePath || "/"} ${first?.message ?? ""}`.trim();
}

/**
 * A stored section as the LayoutElement schema says, its options migrated from the version they
 * were written at (common/migrate-element.ts) and checked by
 * schemas/elements/<handler>.options.schema.json, its parts read like a page's elements. For
 * visitors (`skip`, the default) invalid parts are skipped and logged, and options that still
 * break their schema make the section unreadable (StoredDocumentError: the page renders without
 * it); the builder (`keep`) gets everything, invalid options and parts included, to repair.
 */
export function toLayoutElement(
  row: Row,
  { log, mode = "skip" }: { log?: LoadLogger; mode?: InvalidElements } = {},
): LayoutElement {
  const what = `layout element ${row.id}`;
  const section: unknown = {
    id: row.id,
    handler: row.handler,
    type: "static-element",
    title: row.title,
    slug: row.slug,
    parts: row.parts,
    meta: row.meta,
    mobileMeta: row.mobileMeta,
    options: row.options,
    mobileOptions: row.mobileOptions,
    language_code: row.languageCode,
    created_at: row.createdAt.toISOString(),
  };
  if (!validateLayoutElement(section)) {
    throw new StoredDocumentError(what, firstError(validateLayoutElement));
  }
  const handler = section.handler;
  if (!isElementType(handler) || elements[handler].kind !== "section") {
    throw new StoredDocumentError(what, `unknown section ${handler}`);
  }
  const migrated = migrateProps({
    type: handler,
    from: row.optionsVersion,
    props: section.options,
    mobileProps: section.mobileOptions,
  });
  // A copy: ajv fills in defaults, and the renderer applies them itself.
  const validateOptions = elements[handler].validate as ValidateFunction;
  const problem =
    migrated.problem ??
    (validateOptions(structuredClone(migrated.props))
      ? undefined
      : `options ${firstError(validateOptions)}`);
  if (problem && mode === "skip") throw new StoredDocumentError(what, problem);
  const invalid: InvalidElement[] = [];
  const parts = readElements({ nodes: section.parts, path: "/parts", mode, invalid });
  if (mode === "skip") reportSkipped(log, what, invalid);
  return {
    ...section,
    options: migrated.props,
    mobileOptions: migrated.mobileProps ?? {},
    parts,
  };
}

/**
 * Header, footer and cookie sections of a site in one language (spec 3 layout elements). A
 * section that cannot be read is left out and logged: the page still renders without it.
 */
export async function getLayoutElements(
  services: Services,
  input: { siteId: string; languageCode: string; handlers: string[] },
): Promise<LayoutElement[]> {
  return siteLanguageRows(services, {
    table: layoutElements,
    scope: input,
    entry: cacheKeys.sections(input.siteId, input.languageCode, input.handlers),
    where: inArray(layoutElements.handler, input.handlers),
    orderBy: [layoutElements.id],
    map: async (rows) => {
      const sections = rows.flatMap((row) => {
        try {
          return [toLayoutElement(row, { log: services.log })];
        } catch (error) {
          if (!(error instanceof StoredDocumentError)) throw error;
          services.log.error({ err: error }, "stored document: section left out");
          return [];
        }
      });
      // master instances in a section's parts draw their master's current subtree
      return Promise.all(
        sections.map(async (section) => ({
          ...section,
          parts: await expandMasters(services.db, { siteId: input.siteId, nodes: section.parts }),
        })),
      );
    },
  });
}
