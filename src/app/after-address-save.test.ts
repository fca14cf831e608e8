import 'fake-indexeddb/auto'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { anOutboxRow } from '#testing/factories'
import { freshDatabase } from '#testing/fresh-database'
import { afterAddressSave } from './after-address-save'

const Any = v.unknown()
const tick = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('after an address save', () => {
  it("clears the account's order draft at once, and leaves its offer draft and other accounts' drafts", async () => {
    const replica = freshDatabase()
    const draft = { sender: 'Muster AG' }
    await saveDraft('dispatcher>customer', 'order', draft, replica)
    await saveDraft('dispatcher>customer', 'offer', draft, replica)
    await saveDraft('dispatcher', 'order', draft, replica)
    const seq = await replica.outbox.add(anOutboxRow({ account: 'dispatcher>customer' }))

    await afterAddressSave('dispatcher>customer', seq, async () => undefined, replica)

    expect(await getDraft('dispatcher>customer', 'order', Any, replica)).toBeNull()
    expect(await getDraft('dispatcher>customer', 'offer', Any, replica)).toEqual(draft)
    expect(await getDraft('dispatcher', 'order', Any, replica)).toEqual(draft)
  })

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
