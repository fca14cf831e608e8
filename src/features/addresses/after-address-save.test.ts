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

  it('clears the account’s order draft (spec section 2), not its offer draft nor another account’s', async () => {
    const replica = freshDatabase()
    const draft = { kind: 'order' as const, value: { notes: 'x' }, savedAt: '2026-11-18T09:00:00Z' }
    await replica.drafts.bulkPut([
      { ...draft, account: 'customer' },
      { ...draft, account: 'customer', kind: 'offer' },
      { ...draft, account: 'restricted' },
    ])
    const seq = await replica.outbox.add(anOutboxRow({ account: 'customer' }))

    await afterAddressSave('customer', seq, async () => undefined, replica)
    expect(await replica.drafts.get(['customer', 'order'])).toBeUndefined()
    expect(await replica.drafts.get(['customer', 'offer'])).toBeDefined()
    expect(await replica.drafts.get(['restricted', 'order'])).toBeDefined()
  })
})
