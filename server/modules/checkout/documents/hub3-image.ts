import type { MailAttachmentPdf417 } from "#generated/types.ts";
import { pdf417Png, pdf417Svg, type Pdf417 } from "../../../platform/barcode.ts";
import { hub3Bytes } from "./hub3.ts";

// HUB-3A asks for PDF417 with error correction level 4 and 9 data columns; its text is
// ISO 8859-2 bytes.
const symbolOf = (data: string): Pdf417 => ({ bytes: hub3Bytes(data), eclevel: 4, columns: 9 });

/**
 * The barcode of a HUB-3 data string as a PNG. `scale` is pixels per module: 2 (about 450 px
 * wide) for screens and mails, 4 for print (the PDF places it at 58 mm, the slip's field).
 */
export function hub3Png(data: string, scale = 2): Promise<Buffer> {
  return pdf417Png(symbolOf(data), scale);
}

/** The barcode as SVG markup, for HTML pages (scales without blur; no external request). */
export function hub3Svg(data: string): string {
  return pdf417Svg(symbolOf(data));
}

/** The barcode as a PNG data URL (an <img src> that needs no second request). */
export async function hub3PngDataUrl(data: string): Promise<string> {
  return `data:image/png;base64,${(await hub3Png(data)).toString("base64")}`;
}

/** The barcode for the mail worker to draw when it sends (2 px a module, as hub3Png). */
export function hub3MailBarcode(data: string): MailAttachmentPdf417 {
  const { bytes, eclevel, columns } = symbolOf(data);
  return { bytesBase64: Buffer.from(bytes).toString("base64"), eclevel, columns, scale: 2 };
}
