import { and, asc, eq } from "drizzle-orm";
import type {
  ElementNode,
  Master,
  MasterCreateRequest,
  MasterUpdateRequest,
  PageDocument,
} from "#generated/types.ts";
import validateMaster from "#generated/validators/entities/master.js";
import type { Db } from "../../../db/client.ts";
import { masters } from "../../../db/schema-builder.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { StoredDocumentError, loadPageDocument } from "../../cms/documents/load-document.ts";
import { validatePageDocument } from "../../cms/operations/validate-document.ts";

type Row = typeof masters.$inferSelect;
type Kind = Master["kind"];

function toMaster(row: Row): Master {
  const master: unknown = {
    id: row.id,
    kind: row.kind,
    title: row.title,
    revision: row.revision,
    // the subtree as the builder reads any stored tree: migrated, invalid nodes kept to repair
    ...(row.element
      ? {
          element: loadPageDocument(
            { version: 2, settings: {}, elements: [row.element] },
            { what: `master ${row.id}`, mode: "keep" },
          ).document.elements[0],
        }
      : {}),
    ...(row.document
      ? {
          document: loadPageDocument(row.document, { what: `template ${row.id}`, mode: "keep" })
            .document,
        }
      : {}),
    updated_at: row.updatedAt.toISOString(),
  };
  if (!validateMaster(master)) throw new StoredDocumentError(`master ${row.id}`, "not a Master");
  return master;
}

const required = (path: string) =>
  new AppError(400, "validation.required", [
    { path, key: "validation.required", message: "Unos ovog polja je obavezan" },
  ]);

/**
 * The tree of a master (one element) or template (a page), checked like a page draft (every
 * element's props, overrides and slots; rich text sanitised); 400 with the paths of the errors.
 */
function checkTree(
  kind: Kind,
  body: { element?: ElementNode; document?: PageDocument },
): { element: ElementNode | null; document: PageDocument | null } {
  // Field paths of the checked document, as paths into the request (from is their prefix there).
  const moved = (error: unknown, from: string, to: string) => {
    if (!(error instanceof AppError)) return error;
    const fields = (error.fields ?? []).map((field) => ({
      ...field,
      path: field.path.startsWith(from)
        ? `${to}${field.path.slice(from.length)}`
        : `${to}${field.path}`,
    }));
    return new AppError(400, "api.invalidInput", fields);
  };
  if (kind === "master") {
    if (!body.element) throw required("/body/element");
    try {
      const [element] = validatePageDocument({
        version: 2,
        settings: {},
        elements: [body.element],
      }).elements;
      return { element: element ?? null, document: null };
    } catch (error) {
      // the element is /elements/0 of the document it was checked in
      throw moved(error, "/elements/0", "/body/element");
    }
  }
  if (!body.document) throw required("/body/document");
  try {
    return { element: null, document: validatePageDocument(body.document) };
  } catch (error) {
    throw moved(error, "", "/body/document");
  }
}

async function masterRow(db: Db, siteId: string, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(masters)
    .where(and(eq(masters.siteId, siteId), eq(masters.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Masters or templates of a site, by title. */
export async function filterMasters(db: Db, siteId: string, kind: Kind): Promise<Master[]> {
  const rows = await db
    .select()
    .from(masters)
    .where(and(eq(masters.siteId, siteId), eq(masters.kind, kind)))
    .orderBy(asc(masters.title), asc(masters.id))
    .limit(1000);
  return rows.map(toMaster);
}

export async function getMaster(db: Db, siteId: string, id: number): Promise<Master> {
  return toMaster(await masterRow(db, siteId, id));
}

/** Saves an element subtree as a master, or a page as a template. */
export async function createMaster(
  db: Db,
  input: { siteId: string; body: MasterCreateRequest },
): Promise<Master> {
  const tree = checkTree(input.body.kind, input.body);
  const [row] = await db
    .insert(masters)
    .values({ siteId: input.siteId, kind: input.body.kind, title: input.body.title, ...tree })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toMaster(row);
}

/**
 * Pages and sections draw a master's current subtree in every instance (expand-masters.ts):
 * a change of a master drops what the site cached of them, on every instance of the app.
 */
function dropInstances(services: Services, row: Row): Promise<void> {
  if (row.kind !== "master") return Promise.resolve();
  return invalidateContent(services.changes, { siteId: row.siteId, kinds: ["page", "section"] });
}

/** Changes a master or template (409 when someone saved it since baseRevision). */
export async function updateMaster(
  services: Services,
  input: { siteId: string; id: number; body: MasterUpdateRequest },
): Promise<Master> {
  const { db } = services;
  const current = await masterRow(db, input.siteId, input.id);
  const tree = checkTree(current.kind, input.body);
  const [row] = await db
    .update(masters)
    .set({
      title: input.body.title,
      ...tree,
      revision: current.revision + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(masters.id, current.id), eq(masters.revision, input.body.baseRevision)))
    .returning();
  if (!row) throw new AppError(409, "api.draftConflict");
  await dropInstances(services, row);
  return toMaster(row);
}

/**
 * Deletes a master or template (a page made from a template keeps its own copy; an instance
 * of a deleted master draws nothing).
 */
export async function deleteMaster(
  services: Services,
  input: { siteId: string; id: number },
): Promise<Master> {
  const row = await masterRow(services.db, input.siteId, input.id);
  await services.db.delete(masters).where(eq(masters.id, row.id));
  await dropInstances(services, row);
  return toMaster(row);
}
