/**
 * One PDF of many waybills, every page of each in the order given. pdf-lib is loaded on demand:
 * only a bulk print pays for it.
 */
export async function mergeWaybills(pdfs: readonly Blob[]): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib')
  const merged = await PDFDocument.create()
  merged.setTitle('Waybills')
  for (const pdf of pdfs) {
    const source = await PDFDocument.load(await pdf.arrayBuffer())
    const pages = await merged.copyPages(source, source.getPageIndices())
    for (const page of pages) merged.addPage(page)
  }
  const bytes = await merged.save()
  return new Blob([bytes as BlobPart], { type: 'application/pdf' })
}
