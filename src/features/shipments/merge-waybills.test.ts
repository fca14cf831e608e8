import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { mergeWaybills } from './merge-waybills'

async function pdfWithPages(count: number): Promise<Blob> {
  const pdf = await PDFDocument.create()
  for (let page = 0; page < count; page++) pdf.addPage([200, 100])
  return new Blob([(await pdf.save()) as BlobPart], { type: 'application/pdf' })
}

describe('merging waybills for a bulk print', () => {
  it('keeps every page of every waybill, in order', async () => {
    const merged = await mergeWaybills([await pdfWithPages(1), await pdfWithPages(2), await pdfWithPages(1)])
    expect(merged.type).toBe('application/pdf')
    const read = await PDFDocument.load(await merged.arrayBuffer())
    expect(read.getPageCount()).toBe(4)
  })

  it('rejects a file that is not a PDF instead of printing garbage', async () => {
    await expect(mergeWaybills([new Blob(['<html>'])])).rejects.toThrow()
  })
})
