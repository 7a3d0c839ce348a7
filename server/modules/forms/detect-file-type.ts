import type { FormFileType } from "#generated/types.ts";
import { detectImageType } from "../media/detect-type.ts";

/**
 * The type of a sent file by its content (magic bytes), never its name or the type the browser
 * claimed: the images of media/detect-type.ts and PDF (`%PDF-`); anything else is undefined.
 */
export function detectFileType(bytes: Uint8Array): FormFileType | undefined {
  const image = detectImageType(bytes);
  if (image && image.mime !== "image/avif") return image.mime;
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (pdf.every((byte, index) => bytes[index] === byte)) return "application/pdf";
  return undefined;
}
