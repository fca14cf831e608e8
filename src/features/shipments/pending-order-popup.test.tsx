// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '#db/instance'
import { ActivePage } from './active-page'
import { ACCOUNT, fakeShipmentsApi, renderShipments, shipmentRow } from './testing/fake-shipments-api'

/** An order queued offline as outbox entry 5: the active list shows it under key −5, pending. */
const waitingOrder = () => ({
  ...shipmentRow('active', { key: -5, externalNumber: '', reference: 'Offline bestellt', state: 0 }),
  pendingSeq: 5,
})

beforeEach(async () => {
  await db.shipments.clear()
  await db.meta.clear()
})

describe('an order still waiting to be sent, opened from Active', () => {
  it('opens from this device without asking the server, and its edit is queued for the waiting order', async () => {
    await db.shipments.put(waitingOrder())
    const api = fakeShipmentsApi()
    await renderShipments(<ActivePage openKey={-5} />, api)
    const dialog = await screen.findByRole('dialog', { name: 'Order waiting to be sent' })
    expect(api.loadDetail).not.toHaveBeenCalled()
    expect(
      await within(dialog).findByText('The waybill can be printed once the order has been sent.'),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: /waybill/i })).toBeNull()
    // No "could not be loaded": nothing was asked of the server.
    expect(within(dialog).queryByRole('alert')).toBeNull()

    fireEvent.change(within(dialog).getByLabelText('Reference'), { target: { value: 'Geändert' } })
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    })
    await waitFor(() =>
      expect(api.queueEdit).toHaveBeenCalledWith(-5, { reference: 'Geändert', numberOfColis: 1 }),
    )
  })

  it('follows the order once it is sent: the popup shows the shipment the server made of it, and loads its detail', async () => {
    await db.shipments.put(waitingOrder())
    const api = fakeShipmentsApi()
    await renderShipments(<ActivePage openKey={-5} />, api)
    await screen.findByRole('dialog', { name: 'Order waiting to be sent' })

    await act(async () => {
      await db.transaction('rw', db.shipments, async () => {
        await db.shipments.delete([ACCOUNT, -5])
        await db.shipments.put({
          ...shipmentRow('active', { key: 9001, externalNumber: 'VK-9001', reference: 'Offline bestellt' }),
          placedBySeq: 5,
        })
      })
    })
    expect(await screen.findByRole('dialog', { name: 'Shipment VK-9001' })).toBeTruthy()
    await waitFor(() => expect(api.loadDetail).toHaveBeenCalledWith(9001, 'active'))
  })
})
