/**
 * One CSV field (RFC 4180): quoted when it holds a quote, a separator or a line break, quotes
 * doubled. A text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe: visitors type names, e-mails and messages (OWASP CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file: the header, then one line per row. UTF-8 with a byte order mark and CRLF lines, so
 * a spreadsheet opens Croatian names as they are. Every back-office CSV (orders, subscribers,
 * submissions, a data subject's export) is written by this.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
