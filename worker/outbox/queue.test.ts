import { describe, expect, it } from 'vitest'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { anOutboxRow } from '#testing/factories'
import { anOrderFormAddress, anOrderInput } from '#testing/order-form'
import { isInvalidChange } from '#worker/contract'
import { ACCOUNT, anAddressInput, replaySetup } from '#worker/testing/outbox'
import { discard } from './entry-actions'
import { InvalidChangeError, queueChange } from './queue'
import { replayOnce } from './replay'

const context = { account: ACCOUNT, now: 0 }

describe('queueChange: the input is checked by its kind’s schema before anything is stored', () => {
  it.each([
    ['saveAddress', anAddressInput({ name: '   ' }), 'name required'],
    ['saveAddress', { ...anAddressInput(), locationId: 1.5 }, 'locationId invalid'],
    ['saveAddress', { ...anAddressInput(), type: 'robot' }, 'type invalid'],
    [
      'saveAddress',
      { ...anAddressInput(), isBillingAddress: true, zip: '', locationId: null },
      'zip required',
    ],
    ['createShipment', anOrderInput({ colis: { count: '0', colis: [] } }), 'form.colis.colis required'],
    ['createShipment', anOrderInput({ date: '18.11.2026' }), 'form.date invalid'],
    ['createShipment', anOrderInput({ time: '2400' }), 'form.time invalid'],
    [
      'createShipment',
      anOrderInput({ receiver: anOrderFormAddress({ street: ' ' }) }),
      'form.receiver.street required',
    ],
    ['editShipment', { key: 1, edit: { reference: '', numberOfColis: 16 } }, 'edit.numberOfColis range'],
    ['renameStandingOrder', { key: '7', customerName: 'x' }, 'key invalid'],
    ['requestPodEmail', { key: 1, email: 'not-an-address' }, 'email email'],
  ] as const)('%s refuses %j (%s) and stores nothing', async (kind, input, issue) => {
    const { db } = await replaySetup()
    // biome-ignore lint/suspicious/noExplicitAny: the point is an input the types would refuse.
    const queued = queueChange(db, kind, input as any, context)
    await expect(queued).rejects.toThrow(InvalidChangeError)
    const error = await queued.catch((caught: unknown) => caught)
    expect(isInvalidChange(error)).toBe(true)
    const [path, code] = issue.split(' ')
    expect((error as InvalidChangeError).issues).toContainEqual({ path, code })
    expect(await db.outbox.count()).toBe(0)
    expect(await db.addressRows.count()).toBe(0)
    expect(await db.shipments.count()).toBe(0)
  })

  it('drops what the server owns or derives (label, readonly) instead of storing it', async () => {
    const { db } = await replaySetup()
    const input = { ...anAddressInput(), label: 'forged', readonly: true }
    const seq = await queueChange(db, 'saveAddress', input, context)
    const entry = await db.outbox.get(seq)
    expect(entry?.payload).toMatchObject({ address: { name: input.name } })
    const stored = entry?.payload as { address: object } | undefined
    expect(stored?.address).not.toHaveProperty('label')
    expect(stored?.address).not.toHaveProperty('readonly')
  })
})

describe('queueChange: what the kind writes with the entry', () => {
  it('an address save writes where it is corrected, and the link follows the server’s id', async () => {
    const { f, db, options } = await replaySetup()
    f.link.offline = true
    const create = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Pfad AG' }), context)
    const update = await queueChange(
      db,
      'saveAddress',
      anAddressInput({ id: -create, name: 'Pfad AG', street: 'Neuweg 2' }),
      context,
    )
    expect((await db.outbox.get(create))?.correctionPath).toBe(`/address-book/${-create}/edit`)
    expect((await db.outbox.get(update))?.correctionPath).toBe(`/address-book/${-create}/edit`)

    f.link.offline = false
    await replayOnce({ ...options, now: () => Number.MAX_SAFE_INTEGER })
    const [server] = f.serverAddresses().filter((row) => row.kontaktadresse.firma === 'Pfad AG')
    expect(server).toBeDefined()
    expect(await db.outbox.count()).toBe(0)
    expect(await db.addressRows.get([ACCOUNT, server?.kontaktadresse.id ?? 0])).toMatchObject({
      address: { street: 'Neuweg 2' },
    })
  })

  it('a follower waiting behind a create gets the server id in its correction link', async () => {
    const { f, db, options } = await replaySetup()
    const create = await queueChange(db, 'saveAddress', anAddressInput({ name: 'Folge AG' }), context)
    // The update waits behind a refused order it depends on, so it is still there after the create.
    const order = await queueChange(db, 'createShipment', anOrderInput({ time: '0700' }), context)
    const update = await queueChange(
      db,
      'saveAddress',
      anAddressInput({ id: -create, name: 'Folge AG', street: 'Folgeweg 3' }),
      { ...context, dependsOn: order },
    )
    await replayOnce(options)
    const [server] = f.serverAddresses().filter((row) => row.kontaktadresse.firma === 'Folge AG')
    expect(await db.outbox.get(update)).toMatchObject({
      correctionPath: `/address-book/${server?.kontaktadresse.id}/edit`,
    })
  })

  it('an address saved with an offer leaves the order draft: only the form that was sent clears its own', async () => {
    const { db } = await replaySetup()
    const draft = { kind: 'order' as const, value: { note: 'x' }, savedAt: '2026-11-18T09:00:00Z' }
    await db.drafts.bulkPut([
      { ...draft, account: ACCOUNT },
      { ...draft, account: ACCOUNT, kind: 'offer' },
    ])
    const offer = await queueChange(db, 'createShipment', anOrderInput({}, { isOffer: true }), context)
    await queueChange(db, 'saveAddress', anAddressInput(), { ...context, dependsOn: offer })
    expect(await db.drafts.get([ACCOUNT, 'order'])).toBeDefined()
    expect(await db.drafts.get([ACCOUNT, 'offer'])).toBeDefined()
  })
})

describe('entries this build cannot send', () => {
  it('an entry of an unknown kind needs attention instead of blocking the line, and can be discarded', async () => {
    const { f, db, options } = await replaySetup()
    const strange = await db.outbox.add(
      anOutboxRow({ account: ACCOUNT, kind: 'teleportParcel', payload: { to: 'moon' } }),
    )
    await queueChange(db, 'saveAddress', anAddressInput({ name: 'Danach AG' }), context)

    expect(await replayOnce(options)).toEqual({ sent: 1, outcome: 'idle' })
    expect(await db.outbox.get(strange)).toMatchObject({ status: 'needsAttention' })
    expect((await db.outbox.get(strange))?.lastError).toBe(FAILURE_REASONS.unknownKind)
    expect(f.serverAddresses().some((row) => row.kontaktadresse.firma === 'Danach AG')).toBe(true)
    expect(await discard(db, strange)).toEqual([strange])
    expect(await db.outbox.count()).toBe(0)
  })

  it('a stored payload that is not what its kind wrote needs attention; nothing is sent', async () => {
    const { f, db, options } = await replaySetup()
    const seq = await queueChange(db, 'renameStandingOrder', { key: 1, customerName: 'x' }, context)
    await db.outbox.update(seq, { payload: { customerName: 42 } })
    await replayOnce(options)
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'needsAttention' })
    expect(f.keysSentTo('/change-customer-name')).toHaveLength(0)
  })
})
