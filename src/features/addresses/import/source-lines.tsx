import { createContext, useCallback, useContext } from 'react'
import type { ImportRow } from '#domain/address-import/contract'
import { lineOf } from './row-status'

/**
 * The file's line of each data row (ParsedSheet.sourceLines), for every part of the screen that
 * names a row by its line: the table, the row's form, a duplicate side by side, the report.
 */
export const SourceLinesContext = createContext<readonly number[] | undefined>(undefined)

/** A row's line in the file, as the user finds it in their editor or spreadsheet. */
export function useLineOf(): (row: Pick<ImportRow, 'index'>) => number {
  const lines = useContext(SourceLinesContext)
  return useCallback((row) => lineOf(row, lines), [lines])
}
