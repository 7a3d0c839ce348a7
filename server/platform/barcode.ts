import bwipjs from "bwip-js/node";
import type { MailAttachmentPdf417 } from "#generated/types.ts";

/** A PDF417 symbol: its bytes (one char a byte), error correction level and data columns. */
export type Pdf417 = Pick<MailAttachmentPdf417, "eclevel" | "columns"> & { bytes: Uint8Array };

function options({ bytes, eclevel, columns }: Pdf417) {
  return {
    bcid: "pdf417",
    // a binary string (one char a byte), where bwip-js would otherwise write the text as UTF-8
    text: String.fromCharCode(...bytes),
    binarytext: true,
    eclevel,
    columns,
    // rows three modules high (the PDF417 default), a quiet zone of four modules around (the
    // symbology asks for two) and white behind: a transparent PNG turns black in dark mail
    // clients and scanners read nothing
    rowmult: 3,
    padding: 4,
    backgroundcolor: "FFFFFF",
  };
}

/** The symbol as a PNG of `scale` pixels a module. */
export function pdf417Png(symbol: Pdf417, scale: number): Promise<Buffer> {
  return bwipjs.toBuffer({ ...options(symbol), scale });
}

/** The symbol as SVG markup (scales without blur). */
export function pdf417Svg(symbol: Pdf417): string {
  return bwipjs.toSVG(options(symbol));
}
