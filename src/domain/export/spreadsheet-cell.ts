/**
 * Issue 24: text cells that a spreadsheet opens as text, never as a formula (OWASP, "CSV Injection").
 * Every export the portal writes (CSV and xlsx) passes its text cells through `guardCell`.
 */

/** Characters a spreadsheet may read as the start of a formula (OWASP's list). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r'])

/**
 * Code points XML 1.0 forbids (an xlsx holding one is refused as corrupt) and that no address holds
 * on purpose: the C0 controls other than tab, line feed and carriage return, and U+FFFE/U+FFFF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it removes
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/**
 * A text cell as it is written: forbidden control characters dropped, then a single quote before a
 * cell that starts like a formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`), so Excel, LibreOffice and
 * Numbers show it as the text it is. The controls go first: "\u0000=cmd" would otherwise become a
 * formula once the reader skipped the NUL.
 *
 * A negative number gets the quote too, but only as text (`-1` in a phone or a street): telling
 * `-1` from `-1+1` would mean parsing Excel's formula grammar, and a Swiss phone `+41 44 …` read as
 * a formula is an error cell, not a number. A real number is written as a number cell (the fixture's
 * prices in xlsx), which cannot hold a formula, and never passes through here.
 */
export function guardCell(text: string): string {
  const clean = text.replace(FORBIDDEN_CONTROLS, '')
  return FORMULA_START.has(clean.charAt(0)) ? `'${clean}` : clean
}

/**
 * The reverse of `guardCell` for an import: a quote the guard put before a formula-like cell is
 * dropped, so an exported file imports as it was. Any other leading quote is the cell's own.
 */
export function unguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.has(text.charAt(1)) ? text.slice(1) : text
}

const BOM = '\uFEFF'
const SEPARATOR = ';'
const LINE_END = '\r\n'

/** RFC 4180: a field holding the separator, a quote or a line break is quoted, its quotes doubled. */
function quoted(cell: string): string {
  return /[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/**
 * A CSV that Swiss Excel opens by a double click: UTF-8 with a BOM (without it Excel reads
 * Windows-1252 and umlauts break), semicolons (Excel's separator where the decimal mark is a comma
 * or the list separator is ';', as in de-CH and fr-CH), CRLF line ends, every cell guarded and
 * quoted as RFC 4180 says.
 */
export function csvFromRows(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) => row.map((cell) => quoted(guardCell(cell))).join(SEPARATOR))
  return BOM + lines.map((line) => line + LINE_END).join('')
}
