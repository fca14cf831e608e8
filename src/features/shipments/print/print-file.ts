import { Temporal } from 'temporal-polyfill'
import type { PrintProfile } from '#domain/printing/print-profile'
import { inZurich } from '#domain/zurich-time'
import { layoutLabels } from './layout-labels'

export interface FetchedWaybill {
  key: number
  /** The shipment's number, as the user knows it: named when its PDF cannot be read. */
  label: string
  pdf: Blob
}

/**
 * The spec's waybill-{key}.pdf for one waybill; several get the day's date on the Zurich wall clock
 * (waybills-2026-11-27.pdf), so the day's prints sort and do not overwrite each other's name.
 */
export function printFileName(
  keys: readonly number[],
  now: Temporal.Instant = Temporal.Now.instant(),
): string {
  if (keys.length === 1) return `waybill-${keys[0]}.pdf`
  return `waybills-${inZurich(now).toPlainDate().toString()}.pdf`
}

/**
 * The file to save for these waybills in the profile. One waybill on A4 as sent is the server's own
 * file, byte for byte; anything else is laid out anew (layout-labels.ts).
 */
export async function buildPrintFile(
  waybills: readonly FetchedWaybill[],
  profile: PrintProfile,
  now?: Temporal.Instant,
): Promise<{ blob: Blob; name: string }> {
  const name = printFileName(
    waybills.map((waybill) => waybill.key),
    now,
  )
  const [only] = waybills
  if (only && waybills.length === 1 && profile.format === 'a4') return { blob: only.pdf, name }
  const inputs = await Promise.all(
    waybills.map(async (waybill) => ({
      label: waybill.label,
      pdf: new Uint8Array(await waybill.pdf.arrayBuffer()),
    })),
  )
  const { pdf } = await layoutLabels(inputs, profile)
  return { blob: new Blob([pdf as BlobPart], { type: 'application/pdf' }), name }
}
