// CSV as RFC 4180 (CRLF, every cell quoted when it holds a quote, comma or line break) and safe to open in a
// spreadsheet: a cell starting with = + - @ (or tab / carriage return, which some programs skip before a formula)
// is prefixed with a single quote, so it is shown as text and never run as a formula (OWASP "CSV injection").

export type CsvCell = string | number | null;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name of the item's title: letters, digits and dashes only. */
export function csvFileName(...parts: string[]): string {
  const name = parts.join('-').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80).toLowerCase();
  return `${name || 'analytics'}.csv`;
}
