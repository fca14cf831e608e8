import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { mmToPt, sheetGeometry } from '#domain/printing/label-sheet'
import { DEFAULT_PRINT_PROFILE, type PrintProfile } from '#domain/printing/print-profile'
import { testPage } from './test-page'

/**
 * The rectangles the page draws, in order: pdf-lib draws each as `1 0 0 1 x y cm` and a path
 * `0 0 m … w h l …` inside one q/Q block.
 */
async function rectangles(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes)
  const page = pdf.getPage(0)
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
  const text = streams
    .map((ref) => pdf.context.lookup(ref))
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join('\n')
  const found: number[][] = []
  for (const block of text.split(/^Q$/m)) {
    if (!/^0 0 m$/m.test(block)) continue
    const move = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) cm/.exec(block)
    const corner = [...block.matchAll(/^(-?[\d.]+) (-?[\d.]+) l$/gm)][1]
    found.push([Number(move?.[1]), Number(move?.[2]), Number(corner?.[1]), Number(corner?.[2])])
  }
  return { page: { width: page.getWidth(), height: page.getHeight() }, found }
}

const profile = (overrides: Partial<PrintProfile>): PrintProfile => ({
  ...DEFAULT_PRINT_PROFILE,
  ...overrides,
})

describe('the test page', () => {
  it('outlines the four cells of the four-up sheet, moved by the offset (x right, y down)', async () => {
    const { page, found } = await rectangles(
      await testPage(profile({ format: 'a4-four', offsetMm: { x: 2, y: 3 } })),
    )
    expect(page.width).toBeCloseTo(595.28, 1)
    const { cells } = sheetGeometry('a4-four')
    // Each cell: its outline, then its label area inside the margin.
    const outlines = found.filter((_, index) => index % 2 === 0)
    expect(outlines).toHaveLength(4)
    for (const [index, [x, y, width, height]] of outlines.entries()) {
      const cell = cells[index] as (typeof cells)[0]
      expect(x).toBeCloseTo(cell.x + mmToPt(2), 2)
      expect(y).toBeCloseTo(cell.y - mmToPt(3), 2)
      expect(width).toBeCloseTo(cell.width, 2)
      expect(height).toBeCloseTo(cell.height, 2)
    }
  })

  it.each([
    ['a6', 297.64, 419.53],
    ['4x6', 288, 432],
  ] as const)('%s: one cell the size of the page', async (format, width, height) => {
    const { page, found } = await rectangles(await testPage(profile({ format })))
    expect(page.width).toBeCloseTo(width, 1)
    expect(page.height).toBeCloseTo(height, 1)
    expect(found).toHaveLength(2)
    expect(found[0]).toEqual([0, 0, expect.closeTo(width, 1), expect.closeTo(height, 1)])
  })
})
