import { expect } from 'vitest'

/** Reading a list screen's table as a user sees it: its body rows, their cells, the bold numbers. */

export const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLTableRowElement[]

export const cell = (row: number, column: number) => bodyRows()[row]?.cells[column] as HTMLTableCellElement

/** The bold number of each row's second column (the shipment's or standing order's number). */
export const numbers = () => bodyRows().map((row) => row.cells[1]?.querySelector('strong')?.textContent)

/** Checks that the cell at `row`, `column` shows each of `parts`, among whatever else it shows. */
export function expectCellContains(row: number, column: number, ...parts: string[]): void {
  for (const part of parts) expect(cell(row, column).textContent).toContain(part)
}
