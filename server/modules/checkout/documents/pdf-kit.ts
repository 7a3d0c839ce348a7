import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// Inter, the site's own typeface, as static TrueType files (@expo-google-fonts/inter, SIL Open
// Font License 1.1): the @fontsource packages ship only WOFF2 split by script, and a PDF needs
// one font holding both ASCII and č ć đ š ž. pdfkit embeds only the glyphs a document uses.
const require = createRequire(import.meta.url);
const fontFiles = {
  regular: require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
};

export type Pdf = PDFKit.PDFDocument;

/** A4 in points, and the space the documents leave free around the text. */
export const page = { width: 595.28, height: 841.89, margin: 50, footer: 24 };
/** The lowest y text may reach before a new page (the footer's band stays free). */
export const contentBottom = page.height - page.margin - page.footer;

/** An A4 document with Inter as "regular" and "bold"; pages are buffered for the footers. */
export function newPdf(input: { title: string; author: string; language: string }): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    bufferPages: true,
    lang: input.language,
    displayTitle: true,
    info: { Title: input.title, Author: input.author, Creator: "Vitrina" },
  });
  doc.registerFont("regular", fontFiles.regular);
  doc.registerFont("bold", fontFiles.bold);
  doc.font("regular");
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** Writes `footer(page, pages)` at the foot of every buffered page. */
export function writeFooters(doc: Pdf, footer: (pageNumber: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // text below the bottom margin would open a new page: lift the margin while writing
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor("#666666")
      .text(footer(index + 1, count), page.margin, page.height - page.margin - 10, {
        width: page.width - 2 * page.margin,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** Starts a new page when `height` more points would run into the footer; true when it did. */
export function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= contentBottom) return false;
  doc.addPage();
  return true;
}
