import { PDFDocument } from 'pdf-lib'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRINT_PROFILE } from '#domain/printing/print-profile'
import { buildPrintFile, printFileName } from './print-file'

async function onePage(): Promise<Blob> {
  const pdf = await PDFDocument.create()
  pdf.addPage([595, 842]).drawText('VK-7')
  return new Blob([(await pdf.save()) as BlobPart], { type: 'application/pdf' })
}

describe('the printed file’s name', () => {
  it('keeps the spec’s waybill-{key}.pdf for one waybill', () => {
    expect(printFileName([42])).toBe('waybill-42.pdf')
  })

  it('dates several on the Zurich calendar, which runs an hour ahead of UTC in November', () => {
    expect(printFileName([1, 2], Temporal.Instant.from('2026-11-27T23:30:00Z'))).toBe(
      'waybills-2026-11-28.pdf',
    )
    expect(printFileName([1, 2], Temporal.Instant.from('2026-11-27T22:30:00Z'))).toBe(
      'waybills-2026-11-27.pdf',
    )
  })
})

describe('the file to save', () => {
  it('is the server’s own file for one waybill on A4 as sent', async () => {
    const pdf = await onePage()
    const file = await buildPrintFile([{ key: 7, label: 'VK-7', pdf }], DEFAULT_PRINT_PROFILE)
    expect(file).toEqual({ blob: pdf, name: 'waybill-7.pdf' })
  })

  it('is laid out anew for one waybill on A6, still named waybill-{key}.pdf', async () => {
    const pdf = await onePage()
    const file = await buildPrintFile([{ key: 7, label: 'VK-7', pdf }], {
      ...DEFAULT_PRINT_PROFILE,
      format: 'a6',
    })
    expect(file.name).toBe('waybill-7.pdf')
    const read = await PDFDocument.load(await file.blob.arrayBuffer())
    expect(read.getPage(0).getWidth()).toBeCloseTo(297.64, 1)
  })
})
