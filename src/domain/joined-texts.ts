/**
 * Many rows' texts joined into one string, in the rows' order, with where each row's text starts: a
 * typed text is then found in every row by `indexOf` over one block of memory, not by reading each
 * row's object and string from wherever they lie on the heap. Over 100,000 addresses that read cost
 * most of the first keystroke (issue 25, item 3).
 */
export interface JoinedTexts {
  readonly text: string
  /** starts[i]: where row i's text starts in `text`; starts[rows] is past the end. */
  readonly starts: Int32Array
}

/** Between two rows' texts: no typed text holds it, so no match runs from one row into the next. */
const SEPARATOR = '\u0000'

const joinedByRows = new WeakMap<readonly unknown[], JoinedTexts>()

/** The texts of `rows` (each from `textOf`), joined once per array: a new list makes a new one. */
export function joinedTexts<R>(rows: readonly R[], textOf: (row: R) => string): JoinedTexts {
  let joined = joinedByRows.get(rows)
  if (!joined) {
    const starts = new Int32Array(rows.length + 1)
    const texts: string[] = new Array(rows.length)
    let at = 0
    for (let row = 0; row < rows.length; row++) {
      const text = textOf(rows[row] as R)
      starts[row] = at
      texts[row] = text
      at += text.length + SEPARATOR.length
    }
    starts[rows.length] = at
    joined = { text: texts.join(SEPARATOR), starts }
    joinedByRows.set(rows, joined)
  }
  return joined
}

/**
 * Which rows' texts hold `typed` (1 for a row that does), or null when `typed` cannot be looked for
 * in the joined text (it holds the separator): the caller then tests each row's own text.
 */
export function rowsHolding(joined: JoinedTexts, typed: string): Uint8Array | null {
  if (typed.includes(SEPARATOR)) return null
  const { text, starts } = joined
  const rows = starts.length - 1
  const holding = new Uint8Array(rows)
  if (typed === '') return holding.fill(1)
  let row = 0
  for (let at = text.indexOf(typed); at !== -1 && row < rows; ) {
    while ((starts[row + 1] ?? 0) <= at) row++
    holding[row] = 1
    // One match makes the row: look on from the next row's text.
    at = text.indexOf(typed, starts[row + 1])
  }
  return holding
}
