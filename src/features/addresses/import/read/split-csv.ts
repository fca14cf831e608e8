import Papa from 'papaparse'
import type { ParsedSheet } from '#domain/address-import/contract'

export type Separator = NonNullable<ParsedSheet['separator']>

export interface SplitCsv {
  separator: Separator
  /** Every row of the file, empty ones too (the sheet drops those, keeping the others' lines). */
  rows: string[][]
  /** The line of the file each row starts on (1-based): a quoted line break makes a row span more. */
  lines: number[]
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

/** Line breaks inside a row's quoted cells: each is one more physical line of the file. */
function breaksIn(row: readonly string[]): number {
  let breaks = 0
  for (const cell of row) {
    if (cell.includes('\n') || cell.includes('\r')) breaks += cell.match(/\r\n|\r|\n/g)?.length ?? 0
  }
  return breaks
}

/**
 * Papaparse guesses the separator by parsing the first rows with each candidate and keeping the one
 * that gives the most constant number of cells, so a quoted "Müller; Meier, AG" does not sway it.
 * Empty lines are left out of the guess (they have one cell whatever the separator).
 */
function guessSeparator(body: string): Separator {
  const { meta } = Papa.parse<string[]>(body.slice(0, CHUNK_CHARS), {
    delimitersToGuess: SEPARATORS,
    skipEmptyLines: 'greedy',
    preview: 1,
  })
  return isSeparator(meta.delimiter) ? meta.delimiter : ','
}

/**
 * Splits CSV text into rows of raw cells, with the line each row starts on. Only the three
 * separators Swiss files use are tried: a file with none of them is one column, read as
 * comma-separated. Empty lines are kept as rows, so the lines of the rows after them stay right.
 */
export function splitCsv(text: string, onProgress?: (fraction: number) => void): SplitCsv {
  const hinted = separatorHint(text)
  const body = hinted ? text.slice(text.indexOf('\n') + 1) : text
  const separator = hinted ?? guessSeparator(body)
  const rows: string[][] = []
  const lines: number[] = []
  // The "sep=" line is the file's first line.
  let line = hinted ? 2 : 1
  Papa.parse<string[]>(body, {
    delimiter: separator,
    skipEmptyLines: false,
    chunkSize: CHUNK_CHARS,
    // A string is streamed synchronously, chunk by chunk: the types know chunking only for Files.
    complete: () => undefined,
    chunk: (results: Papa.ParseResult<string[]>) => {
      for (const row of results.data) {
        rows.push(row)
        lines.push(line)
        line += 1 + breaksIn(row)
      }
      if (body.length > 0) onProgress?.(Math.min(1, results.meta.cursor / body.length))
    },
  })
  // The file's last line break ends the last row; it starts none.
  const last = rows.at(-1)
  if (last?.length === 1 && last[0] === '') {
    rows.pop()
    lines.pop()
  }
  return { separator, rows, lines }
}
