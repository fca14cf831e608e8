import { beforeEach, describe, expect, it } from 'vitest'
import {
  type AddressBodyOverrides,
  type AddressRow,
  buildAddressBody,
  buildAddressUpdate,
  fetchAddresses,
} from './testing/factories'
import { type Client, startSession } from './testing/harness'

/** Bern 3011 in the fixture's location catalogue. */
const BERN_ID = 1002

describe('the restricted organisation', () => {
  let restricted: Client

  beforeEach(async () => {
    ;({ user: restricted } = await startSession('restricted'))
  })

  it('cannot create a billing address (403), whichever flag asks for it', async () => {
    const before = await fetchAddresses(restricted)
    const attempts: AddressBodyOverrides[] = [
      { ist_rechnungsadresse: true },
      { default_rechnungsadresse: true },
      { default_rechnungsadresse: true, ist_rechnungsadresse: true },
    ]
    for (const flags of attempts) {
      const reply = await restricted.post('/api/v2/address', buildAddressBody(flags))
      expect(reply.status, JSON.stringify(flags)).toBe(403)
      expect(reply.body.message).toEqual(expect.any(String))
    }
    const billingOnly = await restricted.post(
      '/api/v2/address',
      buildAddressBody({ ist_rechnungsadresse: true, kontaktadresse: { plz: null } }),
    )
    expect(billingOnly.status).toBe(403)
    expect(await fetchAddresses(restricted)).toEqual(before)
  })

  it('cannot turn a normal address into a billing or standard billing address (403)', async () => {
    const before = await fetchAddresses(restricted)
    const normal = before.data.find(
      (row) => !row.istRechnungsadresse && !row.readonly && row.kontaktadresse.plz !== null,
    ) as AddressRow
    for (const flags of [
      { istRechnungsadresse: true },
      { default_rechnungsadresse: true },
      { default_rechnungsadresse: true, istRechnungsadresse: true },
    ]) {
      const reply = await restricted.post(
        `/api/v2/address/${normal.kontaktadresse.id}`,
        buildAddressUpdate(normal, flags),
      )
      expect(reply.status, JSON.stringify(flags)).toBe(403)
    }
    expect(await fetchAddresses(restricted)).toEqual(before)
  })

  it('cannot change the standard billing address (403), but may save it unchanged', async () => {
    const before = await fetchAddresses(restricted)
    const billing = before.data.find((row) => row.default_rechnungsadresse) as AddressRow
    const id = billing.kontaktadresse.id
    const attempts = [
      buildAddressUpdate(billing, { default_rechnungsadresse: false }),
      buildAddressUpdate(billing, { default_rechnungsadresse: false, istRechnungsadresse: false }),
      buildAddressUpdate(billing, { kontaktadresse: { firma: 'Andere Apotheke SA' } }),
      buildAddressUpdate(billing, { kontaktadresse: { addresse: 'Via Altrove 1' } }),
      buildAddressUpdate(billing, {
        kontaktadresse: { anrede: billing.kontaktadresse.anrede === 'company' ? 'male' : 'company' },
      }),
      buildAddressUpdate(billing, { kontaktadresse: { plz: BERN_ID } }),
      buildAddressUpdate(billing, { kontaktadresse: { kontakt: 'Qualcun Altro' } }),
      buildAddressUpdate(billing, { kontaktadresse: { ort: 'Altrove' } }),
    ]
    for (const body of attempts) {
      const reply = await restricted.post(`/api/v2/address/${id}`, body)
      expect(reply.status, JSON.stringify(body.kontaktadresse)).toBe(403)
    }
    expect(await fetchAddresses(restricted)).toEqual(before)

    const unchanged = await restricted.post(`/api/v2/address/${id}`, buildAddressUpdate(billing))
    expect(unchanged.status).toBe(200)
    expect(unchanged.body).toEqual(billing)
  })

  it('can still create and update a normal address', async () => {
    const created = await restricted.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: 'Farmacia Nuova SA' } }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ istRechnungsadresse: false, default_rechnungsadresse: false })
    const id = created.body.kontaktadresse.id
    const updated = await restricted.post(
      `/api/v2/address/${id}`,
      buildAddressUpdate(created.body, {
        default_empfaenger: true,
        kontaktadresse: { kontakt: 'Maria Neri' },
      }),
    )
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      default_empfaenger: true,
      kontaktadresse: { kontakt: 'Maria Neri' },
    })
    expect(
      (await fetchAddresses(restricted, 'filter[default_empfaenger]=1')).data.map(
        (row) => row.kontaktadresse.id,
      ),
    ).toEqual([id])
  })
})
