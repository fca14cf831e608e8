import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { afterAddressSave } from './after-address-save'

const tick = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('after an address save', () => {
  it('reloads the profile only once the server has the change', async () => {
    const replica = freshDatabase()
    const seq = await replica.outbox.add(anOutboxRow({ account: 'customer' }))
    const reloadProfile = vi.fn(async () => undefined)

    await afterAddressSave('customer', seq, reloadProfile, replica)
    await tick()
    expect(reloadProfile).not.toHaveBeenCalled()

    await replica.outbox.delete(seq)
    await vi.waitFor(() => expect(reloadProfile).toHaveBeenCalledTimes(1))
  })
})
