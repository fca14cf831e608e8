/**
 * The fixture's copy of the portal's `src/domain/export/spreadsheet-cell.ts` guard. The fixture stands
 * in for the courier's server, which is not ours: like `zurich-time.ts`, it imports nothing from the
 * portal, so a change to the portal cannot change what "the server" sends. The fixture-api tests
 * check that both guards agree on the same hostile cells.
 */

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r'])

// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it removes
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/**
 * A text cell a spreadsheet shows as text: the control characters XML forbids dropped, then a single
 * quote before a cell that starts like a formula (OWASP, "CSV Injection"). Numbers and dates are
 * written as typed cells, which hold no formula, and never pass through here.
 */
export function guardCell(text: string): string {
  const clean = text.replace(FORBIDDEN_CONTROLS, '')
  return FORMULA_START.has(clean.charAt(0)) ? `'${clean}` : clean
}
