import { describe, expect, it } from 'vitest'
import { fixtureHarness } from '#api/testing/harness'
import { firstPage } from '#api/testing/samples'
import type { AddressInput } from '#domain/entities/address'
import { anAddressInput } from '#testing/factories'

const fresh: AddressInput = anAddressInput({ name: 'Neue Adresse AG', street: 'Seestrasse 5' })

describe('addresses against the fixture API', () => {
  it('lists with paging and sorting (widget: count 3, id desc)', async () => {
    const h = await fixtureHarness('customer')
    const page = await h.api.addresses.list(firstPage(3, 'id', 'desc'))
    expect(page.total).toBe(64)
    expect(page.items).toHaveLength(3)
    const ids = page.items.map((address) => address.id ?? 0)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('sends the flag filters only when true', async () => {
    const h = await fixtureHarness('customer')
    const page = await h.api.addresses.list({
      ...firstPage(10000, 'firma'),
      filter: { ist_rechnungsadresse: true, default_absender: false, firma: '' },
    })
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((address) => address.isBillingAddress)).toBe(true)
    const params = h.to('/addresses')[0]?.url.searchParams
    expect(params?.get('filter[ist_rechnungsadresse]')).toBe('1')
    expect(params?.has('filter[default_absender]')).toBe(false)
    expect(params?.has('filter[firma]')).toBe(false)
  })

  it('creates (POST /address), reads and updates (POST /address/{id} with kontaktadresse.id)', async () => {
    const h = await fixtureHarness('customer')
    const created = await h.api.addresses.save(fresh)
    expect(created).toMatchObject({ name: 'Neue Adresse AG', locationId: 1001, readonly: false })
    expect(created.id).toEqual(expect.any(Number))
    const createBody = JSON.parse(h.to('/address')[0]?.body ?? '{}')
    expect(createBody.kontaktadresse).not.toHaveProperty('id')

    const id = created.id ?? 0
    expect(await h.api.addresses.get(id)).toEqual(created)
    const updated = await h.api.addresses.save({
      ...created,
      phone: '+41 44 000 99 99',
      standardSenderAddress: true,
    })
    expect(updated).toMatchObject({ id, phone: '+41 44 000 99 99', standardSenderAddress: true })
    const [update] = h.to(`/address/${id}`).filter((request) => request.method === 'POST')
    expect(JSON.parse(update?.body ?? '{}').kontaktadresse.id).toBe(id)
    // Only one standard sender address: the old one lost its flag.
    const senders = await h.api.addresses.list({ count: 100, offset: 0, filter: { default_absender: true } })
    expect(senders.items.map((address) => address.id)).toEqual([id])
  })

  it('an unknown address is a 404', async () => {
    const h = await fixtureHarness('customer')
    await expect(h.api.addresses.get(1)).rejects.toMatchObject({ kind: 'http', status: 404 })
  })
})
