// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import type { ShipmentRow } from '#db/rows'
import { stop } from '#domain/shipments/testing-items'
import { activeMarkup, hostile, INJECTIONS, pwned } from '#testing/hostile-text'
import { archiveQueryKey } from '#worker/contract'
import { ActivePage } from './active-page'
import { ArchiveDetailDialog } from './archive-detail-dialog'
import { ArchivePage } from './archive-page'
import { ACCOUNT, fakeShipmentsApi, renderShipments, shipmentRow } from './testing/fake-shipments-api'

/** Markup in every text a shipment carries stays text in the lists and the detail popups. */

const QUERY = { count: 20, offset: 0, sorting: { field: 'visier_datum', direction: 'desc' } } as const

function hostileRow(list: ShipmentRow['list'], key: number): ShipmentRow {
  const stops = (type: 'from' | 'to') =>
    [1, 2].map((id) =>
      stop({
        id,
        type,
        name: hostile(`Name ${type}${id}`),
        contact: hostile('Contact'),
        address: hostile('Street'),
        location: hostile('Place'),
        zip: INJECTIONS[3],
        phone: INJECTIONS[2],
      }),
    )
  const row = shipmentRow(list, {
    key,
    externalNumber: hostile(`VK-${key}`),
    reference: hostile('Reference'),
    visierName: hostile('Signer'),
    state: list === 'archive' ? 1000 : 100,
    delivered: list === 'archive' ? '2026-11-20T10:00:00Z' : null,
    from: stops('from'),
    to: stops('to'),
  })
  return {
    ...row,
    detail: {
      ...row.item,
      colis: [{ notes: hostile('Coli note'), length: 1, width: 1, height: 1, weight: 1 }],
      priceExclVat: 1,
      priceInclVat: 1.08,
      invoiceType: 'monthly',
      invoiceEmailAddresses: [hostile('mail')],
    },
  }
}

function expectInert(root: ParentNode, ...labels: string[]) {
  expect(activeMarkup(root)).toEqual([])
  for (const label of labels) expect(root.textContent).toContain(hostile(label))
  expect(pwned()).toBeUndefined()
}

const bodyRows = () => Array.from(document.querySelectorAll('tbody tr'))

beforeEach(async () => {
  await Promise.all([db.shipments.clear(), db.archivePages.clear(), db.meta.clear()])
})

describe('shipment texts carrying markup render inert', () => {
  it('in the active list and its detail popup', async () => {
    await db.shipments.put(hostileRow('active', 7))
    await db.meta.put({
      account: ACCOUNT,
      key: 'lastSuccess:activeShipments',
      value: '2026-11-24T08:00:00.000Z',
    })
    const list = await renderShipments(<ActivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expectInert(document.body, 'VK-7', 'Reference', 'Name from1', 'Name to1')
    list.unmount()

    await renderShipments(<ActivePage openKey={7} />, fakeShipmentsApi())
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('heading', { name: 'Sender' })
    expectInert(dialog, 'Name from1', 'Contact', 'Street', 'Place')
    // The reference is edited in a field: its value is the text, never markup.
    expect((within(dialog).getByLabelText('Reference') as HTMLInputElement).value).toBe(hostile('Reference'))
  })

  it('in the archive list and its detail popup', async () => {
    await db.shipments.put(hostileRow('archive', 8))
    await db.archivePages.put({
      account: ACCOUNT,
      queryKey: archiveQueryKey(QUERY),
      keys: [8],
      total: 1,
      fetchedAt: '2026-11-24T08:00:00.000Z',
    })
    const list = await renderShipments(<ArchivePage />, fakeShipmentsApi())
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expectInert(document.body, 'VK-8', 'Reference', 'Name from1', 'Name to1')
    list.unmount()

    await renderShipments(
      <ArchiveDetailDialog
        shipmentKey={8}
        onClose={() => undefined}
        now={() => Temporal.Instant.from('2026-11-25T10:00:00Z')}
      />,
      fakeShipmentsApi(),
    )
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findAllByText(hostile('Name from1'))
    expectInert(dialog, 'VK-8', 'Reference', 'Signer', 'Name from1', 'Contact', 'Street', 'Place')
  })
})
