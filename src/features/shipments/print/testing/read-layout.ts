import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib'

export interface DrawnPage {
  width: number
  height: number
  /** Every embedded page (form XObject) drawn with `Do`, with the translation it was drawn at. */
  drawn: { x: number; y: number }[]
}

function contentOf(page: ReturnType<PDFDocument['getPage']>): string {
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .map((stream) =>
      stream instanceof PDFRawStream
        ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
        : String(stream),
    )
    .join('\n')
}

/**
 * Reads a PDF back as a printer would get it: each page's size and the embedded pages drawn on it,
 * from the content stream itself (pdf-lib writes `q 1 0 0 1 x y cm … /Name Do Q` for drawPage).
 */
export async function readLayout(bytes: Uint8Array): Promise<DrawnPage[]> {
  const pdf = await PDFDocument.load(bytes)
  return pdf.getPages().map((page) => {
    const content = contentOf(page)
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
    // Embedded pages are form XObjects; the waybill's own barcode image is not a label.
    const forms = (xObjects?.keys() ?? []).filter(
      (name) => xObjects?.lookup(name, PDFStream).dict.get(PDFName.of('Subtype')) === PDFName.of('Form'),
    )
    const names = new Set(forms.map((name) => name.asString()))
    const drawn: DrawnPage['drawn'] = []
    for (const block of content.split(/\bQ\b/)) {
      const use = /(\/\S+) Do/.exec(block)
      if (!use || !names.has(use[1] as string)) continue
      const move = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) cm/.exec(block)
      drawn.push({ x: Number(move?.[1] ?? 0), y: Number(move?.[2] ?? 0) })
    }
    return { width: page.getWidth(), height: page.getHeight(), drawn }
  })
}
