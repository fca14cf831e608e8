import { Temporal } from 'temporal-polyfill'
import { renderWaybill } from '#fixture-api/documents/waybill-pdf'
import { generateDataset } from '#fixture-api/seed/generate'

export interface FixtureWaybill {
  key: number
  /** The shipment number its Code 128 barcode carries. */
  number: string
  pdf: Uint8Array
}

/**
 * Real waybills as the fixture server renders them (one A4 page, a bwip-js Code 128 barcode of the
 * shipment number), for tests and the print benchmark: the layout is checked on what it will place.
 */
export async function fixtureWaybills(count: number): Promise<FixtureWaybill[]> {
  const dataset = generateDataset(7, 1, Temporal.ZonedDateTime.from('2026-11-27T10:00[Europe/Zurich]'))
  const shipments = dataset.shipments.filter((shipment) => shipment.owner === 'customer').slice(0, count)
  return Promise.all(
    shipments.map(async (shipment) => ({
      key: shipment.id,
      number: shipment.formatted_number,
      pdf: await renderWaybill(shipment, '100200'),
    })),
  )
}
