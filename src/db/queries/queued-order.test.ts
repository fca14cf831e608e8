import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { anOrderFormAddress, anOrderInput } from '#testing/order-form'
import { getQueuedOrderForm } from './queued-order'

describe('getQueuedOrderForm: "Correct" reopens a queued order as the user confirmed it', () => {
  it('gives back the form’s values exactly, a person’s names and a saved address’s link included', async () => {
    const replica = freshDatabase()
    const input = anOrderInput({
      notes: 'Rampe 3',
      invoiceReference: 'R-1',
      receiver: anOrderFormAddress({ type: 'female', name: '', firstname: 'Eva', lastname: 'Roth', id: 17 }),
    })
    const seq = await replica.outbox.add(
      anOutboxRow({ account: 'anna', kind: 'createShipment', payload: { ...input } }),
    )
    expect(await getQueuedOrderForm('anna', seq, replica)).toEqual(input.form)
  })

  it('answers nothing for another account’s entry, another kind, or an order stored before forms were kept', async () => {
    const replica = freshDatabase()
    const mine = await replica.outbox.add(
      anOutboxRow({ account: 'anna', kind: 'createShipment', payload: { ...anOrderInput() } }),
    )
    const wireOnly = await replica.outbox.add(
      anOutboxRow({ account: 'anna', kind: 'createShipment', payload: { order: {}, priced: true } }),
    )
    const address = await replica.outbox.add(
      anOutboxRow({ account: 'anna', kind: 'saveAddress', payload: {} }),
    )
    expect(await getQueuedOrderForm('ben', mine, replica)).toBeNull()
    expect(await getQueuedOrderForm('anna', wireOnly, replica)).toBeNull()
    expect(await getQueuedOrderForm('anna', address, replica)).toBeNull()
  })
})
