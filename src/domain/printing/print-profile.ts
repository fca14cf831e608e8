import * as v from 'valibot'

/**
 * How this workstation prints labels: the server's A4 page as it is, four labels on an A4 sheet
 * (2 × 2, from cell `start`, so a sheet with labels already peeled off can be fed again), one label
 * on A6, or one on a 4 × 6 in thermal label. The offset moves every label on the paper to calibrate a
 * printer that does not print where it is told.
 */
export type LabelFormat = 'a4' | 'a4-four' | 'a6' | '4x6'
export type StartCell = 1 | 2 | 3 | 4

export interface PrintProfile {
  format: LabelFormat
  /** The four-up sheet's first free cell, 1 to 4 left to right, top to bottom; other formats ignore it. */
  start: StartCell
  /** Millimetres; x to the right, y down the paper (as a ruler laid on the sheet reads them). */
  offsetMm: { x: number; y: number }
}

export const LABEL_FORMATS: readonly LabelFormat[] = ['a4', 'a4-four', 'a6', '4x6']
export const START_CELLS: readonly StartCell[] = [1, 2, 3, 4]

/** More than 2 cm is no calibration any more: a wrong paper size or a mistyped number. */
export const OFFSET_LIMIT_MM = 20

export const DEFAULT_PRINT_PROFILE: PrintProfile = { format: 'a4', start: 1, offsetMm: { x: 0, y: 0 } }

const OffsetSchema = v.pipe(v.number(), v.finite(), v.minValue(-OFFSET_LIMIT_MM), v.maxValue(OFFSET_LIMIT_MM))

export const PrintProfileSchema = v.object({
  format: v.picklist(LABEL_FORMATS),
  start: v.picklist(START_CELLS),
  offsetMm: v.object({ x: OffsetSchema, y: OffsetSchema }),
})

/**
 * A stored profile as JSON text. Anything unreadable (missing, hand-edited, from a later version
 * with a format this one lacks) is the default A4, never an error: printing must still work.
 */
export function readPrintProfile(text: string | null | undefined): PrintProfile {
  if (!text) return DEFAULT_PRINT_PROFILE
  try {
    const parsed = v.safeParse(PrintProfileSchema, JSON.parse(text))
    return parsed.success ? parsed.output : DEFAULT_PRINT_PROFILE
  } catch {
    return DEFAULT_PRINT_PROFILE
  }
}

export type OffsetProblem = 'empty' | 'notANumber' | 'outOfRange'

/** An offset as typed into a field ("-1,5" with a Swiss comma too), or why it cannot be one. */
export function parseOffsetMm(typed: string): { value: number } | { problem: OffsetProblem } {
  const text = typed.trim().replace(',', '.').replace('−', '-')
  if (text === '') return { problem: 'empty' }
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return { problem: 'notANumber' }
  const value = Number(text)
  if (Math.abs(value) > OFFSET_LIMIT_MM) return { problem: 'outOfRange' }
  return { value }
}
