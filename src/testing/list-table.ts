/** Reading a list screen's table as a user sees it: its body rows, their cells, the bold numbers. */

export const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLTableRowElement[]

export const cell = (row: number, column: number) => bodyRows()[row]?.cells[column] as HTMLTableCellElement

/** The bold number of each row's second column (the shipment's or standing order's number). */
export const numbers = () => bodyRows().map((row) => row.cells[1]?.querySelector('strong')?.textContent)
