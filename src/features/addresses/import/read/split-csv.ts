import Papa from 'papaparse'
import type { ParsedSheet } from '#domain/address-import/contract'

export type Separator = NonNullable<ParsedSheet['separator']>

export interface SplitCsv {
  separator: Separator
  rows: string[][]
}

const SEPARATORS: Separator[] = [';', ',', '\t']
/** Large enough for the separator guess (it looks at the first ten rows), small enough for progress. */
const CHUNK_CHARS = 256 * 1024

/** Excel's own hint on a first line of its own ("sep=;"), written for Excel in another locale. */
const SEPARATOR_HINT = /^sep=(;|,|\t|\\t)\r?\n/i

const isSeparator = (value: string): value is Separator => (SEPARATORS as string[]).includes(value)

function separatorHint(text: string): Separator | null {
  const hint = SEPARATOR_HINT.exec(text)?.[1]
  if (hint === undefined) return null
  return hint === '\\t' ? '\t' : isSeparator(hint) ? hint : null
}

/**
 * Splits CSV text into rows of raw cells. Papaparse guesses the separator by parsing the first rows
 * with each candidate and keeping the one that gives the most constant number of cells, so a
 * quoted "Müller; Meier, AG" does not sway it. Only the three separators Swiss files use are tried:
 * a file with none of them is one column, read as comma-separated.
 */
export function splitCsv(text: string, onProgress?: (fraction: number) => void): SplitCsv {
  const hinted = separatorHint(text)
  const body = hinted ? text.slice(text.indexOf('\n') + 1) : text
  const rows: string[][] = []
  let separator: Separator = hinted ?? ','
  let guessed = hinted !== null
  Papa.parse<string[]>(body, {
    ...(hinted ? { delimiter: hinted } : { delimitersToGuess: SEPARATORS }),
    // Rows of nothing but separators say nothing about the separator; they are dropped later anyway.
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_CHARS,
    // A string is streamed synchronously, chunk by chunk: the types know chunking only for Files.
    complete: () => undefined,
    chunk: (results: Papa.ParseResult<string[]>) => {
      if (!guessed) {
        guessed = true
        if (isSeparator(results.meta.delimiter)) separator = results.meta.delimiter
      }
      for (const row of results.data) rows.push(row)
      if (body.length > 0) onProgress?.(Math.min(1, results.meta.cursor / body.length))
    },
  })
  return { separator, rows }
}
