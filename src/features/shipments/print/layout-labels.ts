import type { PDFDocument as Document } from 'pdf-lib'
import { type Box, cellSequence, placeInCell, sheetGeometry } from '#domain/printing/label-sheet'
import type { PrintProfile } from '#domain/printing/print-profile'

/** One waybill to place: its PDF and what names it to the user (the shipment's number). */
export interface WaybillPdf {
  label: string
  pdf: Uint8Array
}

/** Where each label went, per page: the PDF is checked against it in tests and benchmarks. */
export interface LabelLayout {
  pdf: Uint8Array
  pages: { cell: number; box: Box }[][]
}

/** A waybill that is not a PDF pdf-lib can read (or has no page): nothing is printed. */
export class UnreadableWaybillError extends Error {
  constructor(
    readonly label: string,
    options?: { cause?: unknown },
  ) {
    super(`The waybill of ${label} is not a readable PDF`, options)
    this.name = 'UnreadableWaybillError'
  }
}

async function load(PDFDocument: typeof Document, waybill: WaybillPdf): Promise<Document> {
  try {
    const source = await PDFDocument.load(waybill.pdf)
    if (source.getPageCount() === 0) throw new Error('no page')
    return source
  } catch (error) {
    throw new UnreadableWaybillError(waybill.label, { cause: error })
  }
}

/**
 * The waybills as one PDF in the profile's format. A4 keeps the server's pages as they are (every
 * page); the other formats place each waybill's first page, the label, into a cell with pdf-lib's
 * embedPage, so its text and barcode stay vector and sharp at any size. pdf-lib is loaded here, on
 * demand: only printing pays for it. One unreadable waybill rejects the whole: no partial file.
 */
export async function layoutLabels(
  waybills: readonly WaybillPdf[],
  profile: PrintProfile,
): Promise<LabelLayout> {
  const { PDFDocument } = await import('pdf-lib')
  const output = await PDFDocument.create()
  output.setTitle('Waybills')
  const sources: Document[] = []
  for (const waybill of waybills) sources.push(await load(PDFDocument, waybill))
  const pages: LabelLayout['pages'] = []

  if (profile.format === 'a4') {
    for (const source of sources) {
      const copied = await output.copyPages(source, source.getPageIndices())
      for (const page of copied) {
        output.addPage(page)
        pages.push([{ cell: 0, box: { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() } }])
      }
    }
  } else {
    const sheet = sheetGeometry(profile.format)
    const slots = cellSequence(profile, sources.length)
    for (const [index, source] of sources.entries()) {
      const slot = slots[index] as { page: number; cell: number }
      while (output.getPageCount() <= slot.page) {
        output.addPage([sheet.page.width, sheet.page.height])
        pages.push([])
      }
      const embedded = await output.embedPage(source.getPage(0))
      // pdf-lib embeds when saving; done now, a page it cannot embed (no content, a broken stream)
      // is named here rather than failing the whole save anonymously.
      await embedded.embed().catch((error: unknown) => {
        throw new UnreadableWaybillError((waybills[index] as WaybillPdf).label, { cause: error })
      })
      const { x, y, width, height } = placeInCell(embedded, sheet.cells[slot.cell] as Box, profile.offsetMm)
      output.getPage(slot.page).drawPage(embedded, { x, y, width, height })
      pages[slot.page]?.push({ cell: slot.cell, box: { x, y, width, height } })
    }
  }
  return { pdf: await output.save(), pages }
}
