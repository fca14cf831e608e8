import { PortalDatabase } from '#db/database'
import { getKeptWaybill, keepWaybill } from '#db/queries/waybills'
import { accountId } from '#db/rows'
import { buildPrintFile, type FetchedWaybill } from '#features/shipments/print/print-file'

// Runs in the page (label-printing.ts bundles it): waybills kept in the replica's own table, as the
// waybill download keeps them, then read back and laid out four-up, as the bulk print does offline.
const replica = new PortalDatabase('label-print-bench')
const account = accountId('customer', null)
let kept: { key: number; number: string }[] = []

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

export async function keep(waybills: { key: number; number: string; base64: string }[]): Promise<void> {
  await replica.waybills.clear()
  for (const waybill of waybills)
    await keepWaybill(
      account,
      waybill.key,
      new Blob([bytesOf(waybill.base64)], { type: 'application/pdf' }),
      replica,
    )
  kept = waybills.map(({ key, number }) => ({ key, number }))
}

/** One bulk print of every kept waybill, four-up from cell 1: its time (read and layout) and size. */
export async function measure(): Promise<{
  totalMs: number
  layoutMs: number
  bytes: number
  pages: number
}> {
  const start = performance.now()
  const fetched: FetchedWaybill[] = []
  for (const { key, number } of kept) {
    const pdf = await getKeptWaybill(account, key, replica)
    if (!pdf) throw new Error(`waybill ${key} is not kept`)
    fetched.push({ key, label: number, pdf })
  }
  const read = performance.now()
  const file = await buildPrintFile(fetched, { format: 'a4-four', start: 1, offsetMm: { x: 0, y: 0 } })
  const done = performance.now()
  // The page count read back from the file, not taken from the layout that made it.
  const { PDFDocument } = await import('pdf-lib')
  const pages = (await PDFDocument.load(await file.blob.arrayBuffer())).getPageCount()
  return { totalMs: done - start, layoutMs: done - read, bytes: file.blob.size, pages }
}
