import type { LabelFormat, PrintProfile } from './print-profile'

/** PDF points per millimetre: 72 points to the inch, 25.4 mm to the inch. */
export const PT_PER_MM = 72 / 25.4

export const mmToPt = (mm: number) => mm * PT_PER_MM

/** A rectangle in PDF points, from the page's bottom-left corner as PDF counts. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface SheetGeometry {
  page: { width: number; height: number }
  /** The cells in print order (cell 1 first): left to right, top to bottom. */
  cells: Box[]
}

const A4 = { width: mmToPt(210), height: mmToPt(297) }

const PAGES: Record<Exclude<LabelFormat, 'a4'>, { width: number; height: number }> = {
  'a4-four': A4,
  a6: { width: mmToPt(105), height: mmToPt(148) },
  // 4 × 6 inches, exactly.
  '4x6': { width: 4 * 72, height: 6 * 72 },
}

/** Kept clear around a label in its cell: printers do not print to the edge, and labels are die-cut. */
export const CELL_MARGIN_PT = mmToPt(3)

/** The page and its cells for a format that places labels (A4 as sent places none: its pages stay). */
export function sheetGeometry(format: Exclude<LabelFormat, 'a4'>): SheetGeometry {
  const page = PAGES[format]
  if (format !== 'a4-four') return { page, cells: [{ x: 0, y: 0, ...page }] }
  const width = page.width / 2
  const height = page.height / 2
  const cells: Box[] = []
  for (const row of [0, 1])
    for (const column of [0, 1])
      cells.push({ x: column * width, y: page.height - (row + 1) * height, width, height })
  return { page, cells }
}

/**
 * Where a label of `size` goes in `cell`: scaled by one factor to fit inside the margin (never
 * stretched, never cropped), centred, then moved by the profile's offset (y down the paper).
 */
export function placeInCell(
  size: { width: number; height: number },
  cell: Box,
  offsetMm: PrintProfile['offsetMm'],
): Box & { scale: number } {
  const room = { width: cell.width - 2 * CELL_MARGIN_PT, height: cell.height - 2 * CELL_MARGIN_PT }
  const scale = Math.min(room.width / size.width, room.height / size.height)
  const width = size.width * scale
  const height = size.height * scale
  return {
    x: cell.x + (cell.width - width) / 2 + mmToPt(offsetMm.x),
    y: cell.y + (cell.height - height) / 2 - mmToPt(offsetMm.y),
    width,
    height,
    scale,
  }
}

/**
 * Which page and cell each of `count` labels takes: the first in cell `start` (four-up only), the
 * rest after it, a new page when the sheet is full.
 */
export function cellSequence(profile: PrintProfile, count: number): { page: number; cell: number }[] {
  if (profile.format === 'a4') return Array.from({ length: count }, (_, index) => ({ page: index, cell: 0 }))
  const perPage = sheetGeometry(profile.format).cells.length
  const first = perPage === 1 ? 0 : profile.start - 1
  return Array.from({ length: count }, (_, index) => {
    const slot = first + index
    return { page: Math.floor(slot / perPage), cell: slot % perPage }
  })
}
