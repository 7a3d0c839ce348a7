import type { ValidateFunction } from "ajv";
import { inArray } from "drizzle-orm";
import { elements, isElementType } from "#generated/elements.ts";
import type { LayoutElement } from "#generated/types.ts";
import validateLayoutElement from "#generated/validators/entities/layout-element.js";
import { layoutElements } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import {
  pruneElements,
  reportDropped,
  StoredDocumentError,
  type DroppedElement,
  type LoadLogger,
} from "../documents/load-document.ts";
import { expandMasters } from "../documents/expand-masters.ts";
import { siteLanguageRows } from "./site-language-rows.ts";

type Row = typeof layoutElements.$inferSelect;

function firstError(validate: ValidateFunction): string {
  const first = validate.errors?.[0];
  return `${first?.instancePath || "/"} ${first?.message ?? ""}`.trim();
}

/**
 * A stored section as the LayoutElement schema says, its options checked by
 * schemas/elements/<handler>.options.schema.json; invalid parts are dropped and logged, an
 * unreadable section throws StoredDocumentError.
 */
export function toLayoutElement(row: Row, log?: LoadLogger): LayoutElement {
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
  // A copy: ajv fills in defaults, and the renderer applies them itself.
  const validateOptions = elements[handler].validate as ValidateFunction;
  if (!validateOptions(structuredClone(section.options))) {
    throw new StoredDocumentError(what, `options ${firstError(validateOptions)}`);
  }
  const dropped: DroppedElement[] = [];
  const parts = pruneElements(section.parts, "/parts", dropped);
  reportDropped(log, what, dropped);
  return { ...section, parts };
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
          return [toLayoutElement(row, services.log)];
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
