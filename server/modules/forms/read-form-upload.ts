import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/http/app-error.ts";

/** spec 9: at most 10 files at once on the public site. */
export const maxFormFiles = 10;
/** Each file at most 5 MB: a CV, a photo of a receipt; the bytes live in the database. */
export const maxFormFileBytes = 5 * 1024 * 1024;
/** A posted form's text entries: its fields (≤ 30), consents, captcha and hidden parts. */
const maxEntries = 100;

/** @fastify/multipart's limits for storeDataWithFiles (its errors are mapped below). */
export const formMultipartLimits = {
  fileSize: maxFormFileBytes,
  files: maxFormFiles,
  fields: maxEntries,
  fieldSize: 10_000,
  parts: maxFormFiles + maxEntries,
  headerPairs: 100,
} as const;

/** A file as sent: its field, its name, its bytes (type not yet known). */
export type SentFile = { field: string; name: string; bytes: Buffer };

/** A posted form: its text entries by name (in order) and its files. */
export type PostedForm = { entries: Map<string, string[]>; files: SentFile[] };

function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_FILES_LIMIT") return new AppError(413, "api.formTooManyFiles");
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError(413, "api.formFileTooLarge");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new AppError(415, "api.unsupportedMediaType");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new AppError(413, "api.payloadTooLarge");
  // anything else the parser throws (a cut body, a field too long) is the client's fault
  return new AppError(400, "api.invalidInput");
}

const add = (entries: Map<string, string[]>, name: string, value: string) => {
  entries.set(name, [...(entries.get(name) ?? []), value]);
};

/** A file part: an empty one (a file input left empty) is no file. */
function keepFile(files: SentFile[], file: SentFile): void {
  if (file.bytes.length === 0 && file.name === "") return;
  if (files.length >= maxFormFiles) throw new AppError(413, "api.formTooManyFiles");
  if (file.bytes.length > maxFormFileBytes) throw new AppError(413, "api.formFileTooLarge");
  files.push({ ...file, name: file.name.slice(0, 200) });
}

/**
 * Reads a form posted as multipart/form-data (storeDataWithFiles): its text entries and its
 * files, at most 10 of at most 5 MB each. Types are checked later against the form's fields.
 */
export async function readPostedForm(request: FastifyRequest): Promise<PostedForm> {
  if (!request.isMultipart()) throw new AppError(415, "api.unsupportedMediaType");
  const posted: PostedForm = { entries: new Map(), files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value !== "string") throw new AppError(400, "api.invalidInput");
        add(posted.entries, part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, "api.formFileTooLarge");
      keepFile(posted.files, { field: part.fieldname, name: part.filename, bytes });
    }
  } catch (error) {
    // read the refused body to its end, so that the client still sending gets the answer
    request.raw.unpipe();
    request.raw.resume();
    throw uploadError(error);
  }
  return posted;
}

/** The same from a FormData the site's page action hands over in-process (a visitor's post). */
export async function postedFormOf(form: FormData): Promise<PostedForm> {
  const posted: PostedForm = { entries: new Map(), files: [] };
  let count = 0;
  for (const [name, value] of form) {
    count += 1;
    if (count > maxEntries + maxFormFiles) throw new AppError(413, "api.payloadTooLarge");
    if (typeof value === "string") add(posted.entries, name, value.slice(0, 10_000));
    else
      keepFile(posted.files, {
        field: name,
        name: value.name,
        bytes: Buffer.from(await value.arrayBuffer()),
      });
  }
  return posted;
}
