import bwipjs from "bwip-js/node";
import { hub3Bytes } from "./hub3.ts";

// HUB-3A asks for PDF417 with error correction level 4 and 9 data columns; its text is
// ISO 8859-2 bytes, handed to bwip-js as a binary string (binarytext: one char per byte, where
// bwip-js would otherwise write the text as UTF-8).
function barcodeOptions(data: string) {
  const bytes = hub3Bytes(data);
  return {
    bcid: "pdf417",
    text: String.fromCharCode(...bytes),
    binarytext: true,
    eclevel: 4,
    columns: 9,
    // rows three modules high (the PDF417 default), a quiet zone of four modules around (the
    // symbology asks for two) and white behind: a transparent PNG turns black in dark mail
    // clients and scanners read nothing
    rowmult: 3,
    padding: 4,
    backgroundcolor: "FFFFFF",
  };
}

/**
 * The barcode of a HUB-3 data string as a PNG. `scale` is pixels per module: 2 (about 450 px
 * wide) for screens and mails, 4 for print (the PDF places it at 58 mm, the slip's field).
 */
export function hub3Png(data: string, scale = 2): Promise<Buffer> {
  return bwipjs.toBuffer({ ...barcodeOptions(data), scale });
}

/** The barcode as SVG markup, for HTML pages (scales without blur; no external request). */
export function hub3Svg(data: string): string {
  return bwipjs.toSVG(barcodeOptions(data));
}

/** The barcode as a PNG data URL (an <img src> that needs no second request). */
export async function hub3PngDataUrl(data: string): Promise<string> {
  return `data:image/png;base64,${(await hub3Png(data)).toString("base64")}`;
}
