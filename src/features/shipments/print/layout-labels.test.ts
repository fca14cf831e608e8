import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { CELL_MARGIN_PT, mmToPt, sheetGeometry } from '#domain/printing/label-sheet'
import { DEFAULT_PRINT_PROFILE, type PrintProfile } from '#domain/printing/print-profile'
import { renderFirstPage, zbarCode128, zbarimg, zxingCode128 } from '#tests/fixture-api/testing/barcode'
import { layoutLabels, UnreadableWaybillError } from './layout-labels'
import { type FixtureWaybill, fixtureWaybills } from './testing/fixture-waybills'
import { readLayout } from './testing/read-layout'

const profile = (overrides: Partial<PrintProfile>): PrintProfile => ({
  ...DEFAULT_PRINT_PROFILE,
  ...overrides,
})
const A4 = { width: 595.28, height: 841.89 }
/** A 203 dpi thermal printer's dots per point: the barcode must scan as such a printer prints it. */
const THERMAL_SCALE = 203 / 72

let waybills: FixtureWaybill[]
const inputs = (count: number) => waybills.slice(0, count).map((w) => ({ label: w.number, pdf: w.pdf }))

beforeAll(async () => {
  waybills = await fixtureWaybills(5)
})

describe('laying out waybill labels', () => {
  it.each([
    ['a6', 297.64, 419.53],
    ['4x6', 288, 432],
    ['a4-four', A4.width, A4.height],
  ] as const)('%s: pages of %f × %f pt', async (format, width, height) => {
    const pages = await readLayout((await layoutLabels(inputs(2), profile({ format }))).pdf)
    for (const page of pages) {
      expect(page.width).toBeCloseTo(width, 1)
      expect(page.height).toBeCloseTo(height, 1)
    }
  })

  it('A4 as sent keeps the server’s pages, one waybill a page, nothing embedded', async () => {
    const pages = await readLayout((await layoutLabels(inputs(3), profile({ format: 'a4' }))).pdf)
    expect(pages).toHaveLength(3)
    expect(pages.map((page) => page.drawn.length)).toEqual([0, 0, 0])
    expect(pages[0]?.width).toBeCloseTo(595, 0)
  })

  it('A4 as sent keeps every page of a waybill of several, in order', async () => {
    const long = await PDFDocument.create()
    for (const width of [200, 300]) long.addPage([width, 100])
    const layout = await layoutLabels(
      [...inputs(1), { label: 'VK-LONG', pdf: await long.save() }],
      profile({ format: 'a4' }),
    )
    const pages = await readLayout(layout.pdf)
    expect(pages.map((page) => Math.round(page.width))).toEqual([595, 200, 300])
  })

  it.each(['a6', '4x6'] as const)('%s: one label a page', async (format) => {
    const layout = await layoutLabels(inputs(3), profile({ format }))
    const pages = await readLayout(layout.pdf)
    expect(pages.map((page) => page.drawn.length)).toEqual([1, 1, 1])
    expect(layout.pages.map((page) => page.length)).toEqual([1, 1, 1])
  })

  it('four-up from cell 3 with five labels: two pages, cells 3 and 4 on the first, then 1 to 3', async () => {
    const layout = await layoutLabels(inputs(5), profile({ format: 'a4-four', start: 3 }))
    expect(layout.pages.map((page) => page.map((label) => label.cell + 1))).toEqual([
      [3, 4],
      [1, 2, 3],
    ])
    const pages = await readLayout(layout.pdf)
    expect(pages.map((page) => page.drawn.length)).toEqual([2, 3])
    const [first, second] = pages as [(typeof pages)[0], (typeof pages)[0]]
    const halfWidth = A4.width / 2
    const halfHeight = A4.height / 2
    // Cells 3 and 4 are the bottom row: left then right half, below the middle of the sheet.
    expect(first.drawn[0]?.x).toBeLessThan(halfWidth)
    expect(first.drawn[1]?.x).toBeGreaterThan(halfWidth)
    for (const label of first.drawn) expect(label.y).toBeLessThan(halfHeight)
    // Cells 1 and 2 on the next sheet are the top row, cell 3 bottom left again.
    expect(second.drawn[0]?.y).toBeGreaterThan(halfHeight - 1)
    expect(second.drawn[1]?.x).toBeGreaterThan(halfWidth)
    expect(second.drawn[2]?.x).toBeLessThan(halfWidth)
    expect(second.drawn[2]?.y).toBeLessThan(halfHeight)
    // The PDF says what the layout says.
    expect(first.drawn.map(({ x, y }) => [x, y])).toEqual(
      layout.pages[0]?.map(({ box }) => [expect.closeTo(box.x, 2), expect.closeTo(box.y, 2)]),
    )
  })

  it('scales a label by one factor to fit its cell inside the margin, centred, never cropped', async () => {
    const layout = await layoutLabels(inputs(4), profile({ format: 'a4-four' }))
    const { cells } = sheetGeometry('a4-four')
    expect(layout.pages[0]).toHaveLength(4)
    for (const { cell, box } of layout.pages[0] ?? []) {
      const { x: left, y: bottom, width, height } = cells[cell] as (typeof cells)[0]
      expect(box.width / box.height).toBeCloseTo(595.28 / 841.89, 3)
      expect(box.x).toBeGreaterThanOrEqual(left + CELL_MARGIN_PT - 0.001)
      expect(box.x + box.width).toBeLessThanOrEqual(left + width - CELL_MARGIN_PT + 0.001)
      expect(box.y).toBeGreaterThanOrEqual(bottom + CELL_MARGIN_PT - 0.001)
      expect(box.y + box.height).toBeLessThanOrEqual(bottom + height - CELL_MARGIN_PT + 0.001)
      expect(box.x - left).toBeCloseTo(left + width - (box.x + box.width), 6)
      expect(box.y - bottom).toBeCloseTo(bottom + height - (box.y + box.height), 6)
    }
  })

  it('moves every label by the offset: x to the right, y down the paper, in millimetres', async () => {
    const plain = await layoutLabels(inputs(1), profile({ format: 'a6' }))
    const moved = await layoutLabels(inputs(1), profile({ format: 'a6', offsetMm: { x: 2, y: -1.5 } }))
    const [before] = (await readLayout(plain.pdf))[0]?.drawn ?? []
    const [after] = (await readLayout(moved.pdf))[0]?.drawn ?? []
    expect((after?.x ?? 0) - (before?.x ?? 0)).toBeCloseTo(mmToPt(2), 2)
    expect((after?.y ?? 0) - (before?.y ?? 0)).toBeCloseTo(mmToPt(1.5), 2)
  })

  it('names the shipment whose waybill is not a PDF, and makes no file', async () => {
    const broken = [
      ...inputs(2),
      { label: 'VK-BROKEN', pdf: new TextEncoder().encode('<html>proxy error</html>') },
    ]
    const failure = layoutLabels(broken, profile({ format: 'a4-four' }))
    await expect(failure).rejects.toBeInstanceOf(UnreadableWaybillError)
    await expect(failure).rejects.toMatchObject({
      label: 'VK-BROKEN',
      message: expect.stringContaining('VK-BROKEN'),
    })
  })

  it('names a waybill whose page is blank (nothing to print) as unreadable too', async () => {
    // pdf-lib saves a document without pages with one blank page: no content to embed.
    const empty = await (await PDFDocument.create()).save()
    await expect(
      layoutLabels([{ label: 'VK-EMPTY', pdf: empty }], profile({ format: 'a6' })),
    ).rejects.toMatchObject({
      label: 'VK-EMPTY',
    })
  })
})

describe('the barcode at the smallest sizes', () => {
  const cases: [string, PrintProfile][] = [
    ['A6', profile({ format: 'a6' })],
    ['4 × 6 in', profile({ format: '4x6' })],
    // Start 4: the sheet's only label is the bottom right cell's, a quarter of A4.
    ['a four-up cell', profile({ format: 'a4-four', start: 4 })],
  ]

  it.each(cases)('%s: ZXing reads the shipment number from the rendered page', async (_name, chosen) => {
    const [waybill] = waybills as [FixtureWaybill]
    const page = await renderFirstPage((await layoutLabels(inputs(1), chosen)).pdf, THERMAL_SCALE)
    expect(await zxingCode128(page)).toEqual([waybill.number])
  })

  if (!zbarimg)
    console.info('zbarimg is not installed (apt-get install zbar-tools): only ZXing reads the labels')
  it.skipIf(!zbarimg).each(cases)('%s: zbarimg reads it too', async (_name, chosen) => {
    const [waybill] = waybills as [FixtureWaybill]
    const page = await renderFirstPage((await layoutLabels(inputs(1), chosen)).pdf, THERMAL_SCALE)
    expect(zbarCode128(page.png)).toEqual([waybill.number])
  })
})
