import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { maxAdminUploads, maxUploadBytes } from "#common/upload-limits.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { type CheckedImage, checkImage } from "./process-image.ts";

/** spec 9: at most 20 files at once in the admin (common/upload-limits.ts, the builder's too). */
export const maxFiles = maxAdminUploads;
/** Each file at most 20 MB. */
export const maxFileBytes = maxUploadBytes;

/** @fastify/multipart's limits for the upload routes (its errors are mapped below). */
export const multipartLimits = {
  fileSize: maxFileBytes,
  files: maxFiles,
  fields: 0,
  parts: maxFiles,
  headerPairs: 100,
} as const;

function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
    return new AppError(413, "api.tooManyFiles");
  if (code === "FST_FIELDS_LIMIT") return new AppError(400, "api.invalidInput");
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError(413, "api.fileTooLarge");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new AppError(415, "api.unsupportedMediaType");
  if (error instanceof AppError) return error;
  // Anything else the multipart parser throws is a malformed body (e.g. busboy's "Unexpected
  // end of multipart data"): the client's fault, not the server's.
  return new AppError(400, "api.invalidInput");
}

/**
 * Reads the files of a multipart upload (field `files`) and checks each one by its content as it
 * arrives (type, size, pixels), before any is processed: one refused file refuses the upload.
 */
export async function readUploads(
  request: FastifyRequest,
  { most }: { most: number },
): Promise<{ image: CheckedImage; name: string }[]> {
  if (!request.isMultipart()) throw new AppError(415, "api.unsupportedMediaType");
  const files: { image: CheckedImage; name: string }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file" || part.fieldname !== "files")
        throw new AppError(400, "api.invalidInput");
      if (files.length >= most) throw new AppError(413, "api.tooManyFiles");
      const bytes = await part.toBuffer();
      // toBuffer throws on a file over the limit, but not always when busboy ends the stream
      // first: a truncated file is a file too large either way
      if (part.file.truncated) throw new AppError(413, "api.fileTooLarge");
      const image = await checkImage(bytes);
      files.push({ image, name: part.filename });
    }
  } catch (error) {
    // Read the rest of a refused body and drop it, so that the client, still sending, gets the
    // answer: a socket closed on unread bytes is reset, and the answer is lost with it.
    request.raw.unpipe();
    request.raw.resume();
    throw uploadError(error);
  }
  if (files.length === 0) throw new AppError(400, "api.noFiles");
  return files;
}
