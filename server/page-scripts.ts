import { createHash } from "node:crypto";
import { isThirdPartyName } from "#common/third-parties.ts";

// A script element as React renders one: its attributes never hold a raw `>` (React escapes
// them), and its text ends at the first `</script` (React Router and our boot scripts escape
// `<` inside theirs).
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const hasSource = /\ssrc\s*=/i;
// JSON data blocks (structured data) are never run, so CSP does not check them
const dataBlock = /\stype\s*=\s*["']?[^"'\s>]*json/i;

/**
 * The CSP sources that allow the page's own inline scripts and nothing else: `'sha256-…'` of
 * each one's text, as the browser hashes it (UTF-8, line breaks normalised by its parser), in
 * order, each once (docs/decisions/038). Empty when the page has none.
 *
 * The page's UTF-8 bytes are read one byte a character (latin1): every byte of a multi-byte
 * character is above 0x7F, so the ASCII markup matches as it would in the decoded text, and each
 * script's characters turn back into its exact bytes to be hashed, for a quarter of the time a
 * UTF-8 decoding of the page takes (issue 19: this runs on every page rendered).
 */
export function inlineScriptHashes(html: Buffer): string {
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.toString("latin1").matchAll(scriptElement)) {
    if (hasSource.test(attributes) || dataBlock.test(attributes)) continue;
    const parsed = text.replaceAll(/\r\n?/g, "\n");
    sources.add(`'sha256-${createHash("sha256").update(parsed, "latin1").digest("base64")}'`);
  }
  return [...sources].join(" ");
}

// The third parties a page's layout or elements name (ThirdPartiesMark, an element of their own:
// text can never make one, as its `<` is escaped): names only; each means the fixed origins of
// platform/security.ts thirdPartySources, never anything the page says.
const thirdPartiesMark = /<span hidden="" data-vitrina-third-parties="([a-z ]{1,100})"><\/span>/g;

/**
 * The third parties a page uses (an analytics identifier, reCAPTCHA), as its layout and its
 * elements mark them, for its CSP: the known names, space-separated, or empty.
 */
export function pageThirdParties(html: Buffer): string {
  const named = [...html.toString("latin1").matchAll(thirdPartiesMark)].flatMap(([, names = ""]) =>
    names.split(" "),
  );
  return [...new Set(named)].filter(isThirdPartyName).join(" ");
}
