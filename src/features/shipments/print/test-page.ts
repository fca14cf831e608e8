import { CELL_MARGIN_PT, mmToPt, sheetGeometry } from '#domain/printing/label-sheet'
import type { PrintProfile } from '#domain/printing/print-profile'

function wholeA4() {
  const { page } = sheetGeometry('a4-four')
  return { page, cells: [{ x: 0, y: 0, ...page }] }
}

/**
 * One page of the profile's paper with every cell's outline, the label area inside its margin and
 * the cell's number, all moved by the offset as labels would be: printed on a label sheet, it shows
 * how far the printer is off. A4 as sent places nothing, so its test page is the whole A4 page.
 */
export async function testPage(profile: PrintProfile): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const output = await PDFDocument.create()
  output.setTitle('Label test page')
  const sheet = profile.format === 'a4' ? wholeA4() : sheetGeometry(profile.format)
  const page = output.addPage([sheet.page.width, sheet.page.height])
  const font = await output.embedFont(StandardFonts.HelveticaBold)
  const dx = mmToPt(profile.offsetMm.x)
  const dy = -mmToPt(profile.offsetMm.y)
  const ink = rgb(0, 0, 0)
  for (const [index, cell] of sheet.cells.entries()) {
    const x = cell.x + dx
    const y = cell.y + dy
    page.drawRectangle({ x, y, width: cell.width, height: cell.height, borderColor: ink, borderWidth: 1 })
    page.drawRectangle({
      x: x + CELL_MARGIN_PT,
      y: y + CELL_MARGIN_PT,
      width: cell.width - 2 * CELL_MARGIN_PT,
      height: cell.height - 2 * CELL_MARGIN_PT,
      borderColor: rgb(0.5, 0.5, 0.5),
      borderWidth: 0.5,
      borderDashArray: [4, 3],
    })
    const number = String(index + 1)
    const size = 48
    page.drawText(number, {
      x: x + (cell.width - font.widthOfTextAtSize(number, size)) / 2,
      y: y + cell.height / 2 + 24,
      size,
      font,
      color: ink,
    })
    // A cross at the centre: measured against the paper's centre it gives the offset still needed.
    const cx = x + cell.width / 2
    const cy = y + cell.height / 2
    page.drawLine({ start: { x: cx - 12, y: cy }, end: { x: cx + 12, y: cy }, thickness: 0.5, color: ink })
    page.drawLine({ start: { x: cx, y: cy - 12 }, end: { x: cx, y: cy + 12 }, thickness: 0.5, color: ink })
  }
  return output.save()
}
