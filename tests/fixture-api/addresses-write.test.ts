import { beforeEach, describe, expect, it } from 'vitest'
import type { ContactAddress } from '#fixture-api/model'
import { type AddressRow, buildAddressBody, buildAddressUpdate, fetchAddresses } from './testing/factories'
import { type Client, loginAs, startSession, type TestApi } from './testing/harness'

/** Winterthur 8400 and Bern 3011 in the fixture's location catalogue. */
const WINTERTHUR_ID = 1009
const BERN_ID = 1002

describe('POST /api/v2/address and /api/v2/address/{id}', () => {
  let api: TestApi
  let customer: Client

  beforeEach(async () => {
    ;({ api, user: customer } = await startSession('customer'))
  })

  const standard = async (user: Client, flag: string): Promise<AddressRow> => {
    const body = await fetchAddresses(user, `filter[${flag}]=1`)
    expect(body.data).toHaveLength(1)
    return body.data[0] as AddressRow
  }

  it('creates an address (201) that shows up in the list and by id', async () => {
    const before = await fetchAddresses(customer)
    const reply = await customer.post('/api/v2/address', buildAddressBody())
    expect(reply.status).toBe(201)
    const created = reply.body as AddressRow
    expect(created).toEqual({
      kontaktadresse: {
        id: created.kontaktadresse.id,
        firma: 'Velowerkstatt Test GmbH',
        kontakt: 'Nina Test',
        addresse: 'Teststrasse 1',
        postleitzahl: '8400',
        ort: 'Winterthur',
        phone: '+41 52 000 11 22',
        anrede: 'company',
        plz: WINTERTHUR_ID,
      },
      default_absender: false,
      default_empfaenger: false,
      default_rechnungsadresse: false,
      istRechnungsadresse: false,
      readonly: false,
    })
    expect(before.data.some((row) => row.kontaktadresse.id === created.kontaktadresse.id)).toBe(false)
    expect((await customer.get(`/api/v2/address/${created.kontaktadresse.id}`)).body).toEqual(created)
    const after = await fetchAddresses(customer)
    expect(after.pagination.total).toBe(before.pagination.total + 1)
    // Newest first by default.
    expect(after.data[0]).toEqual(created)

    const second = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: 'Zweite AG' } }),
    )
    expect(second.body.kontaktadresse.id).not.toBe(created.kontaktadresse.id)
  })

  it('takes zip and place from the location when the client leaves them out', async () => {
    const reply = await customer.post(
      '/api/v2/address',
      buildAddressBody({
        kontaktadresse: { postleitzahl: '', ort: '', plz: BERN_ID, anrede: 'female', firma: 'Anna Muster' },
      }),
    )
    expect(reply.status).toBe(201)
    expect(reply.body.kontaktadresse).toMatchObject({ postleitzahl: '3011', ort: 'Bern', plz: BERN_ID })
  })

  it('updates an address (200) with kontaktadresse.id, and refuses a mismatching id (422)', async () => {
    const target = (await fetchAddresses(customer, 'filter[plz]=8')).data.find(
      (row) => !row.readonly && !row.istRechnungsadresse && !row.default_absender && !row.default_empfaenger,
    ) as AddressRow
    const id = target.kontaktadresse.id
    const reply = await customer.post(
      `/api/v2/address/${id}`,
      buildAddressUpdate(target, { kontaktadresse: { phone: '+41 44 000 99 99', addresse: 'Neue Gasse 7' } }),
    )
    expect(reply.status).toBe(200)
    const expected = {
      ...target,
      kontaktadresse: { ...target.kontaktadresse, phone: '+41 44 000 99 99', addresse: 'Neue Gasse 7' },
    }
    expect(reply.body).toEqual(expected)
    expect((await customer.get(`/api/v2/address/${id}`)).body).toEqual(expected)

    // Without kontaktadresse.id the path decides.
    const { id: _omitted, ...withoutId } = expected.kontaktadresse
    const noId = await customer.post(`/api/v2/address/${id}`, {
      ...buildAddressUpdate(expected),
      kontaktadresse: { ...withoutId, kontakt: 'Ohne Id' },
    })
    expect(noId.status).toBe(200)
    expect(noId.body.kontaktadresse.id).toBe(id)

    const current = (await customer.get(`/api/v2/address/${id}`)).body
    const mismatch = await customer.post(
      `/api/v2/address/${id}`,
      buildAddressUpdate(current, { kontaktadresse: { id: id + 1, firma: 'Falsch AG' } }),
    )
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.field).toBe('kontaktadresse.id')
    expect((await customer.get(`/api/v2/address/${id}`)).body).toEqual(current)
    expect((await customer.get(`/api/v2/address/${id + 1}`)).body.kontaktadresse?.firma).not.toBe('Falsch AG')
  })

  it('answers 404 when updating an address of another account or an unknown one', async () => {
    const restricted = await loginAs(api, 'restricted')
    const foreign = (await fetchAddresses(restricted)).data[5] as AddressRow
    const reply = await customer.post(
      `/api/v2/address/${foreign.kontaktadresse.id}`,
      buildAddressUpdate(foreign, { kontaktadresse: { firma: 'Übernommen AG' } }),
    )
    expect(reply.status).toBe(404)
    expect((await restricted.get(`/api/v2/address/${foreign.kontaktadresse.id}`)).body).toEqual(foreign)
    expect((await customer.post('/api/v2/address/99999999', buildAddressBody())).status).toBe(404)
  })

  it('keeps one standard sender, receiver and billing address: setting one clears the previous', async () => {
    for (const [param, flags] of [
      ['default_absender', { default_absender: true }],
      ['default_empfaenger', { default_empfaenger: true }],
      ['default_rechnungsadresse', { default_rechnungsadresse: true }],
    ] as const) {
      const previous = await standard(customer, param)
      const created = await customer.post('/api/v2/address', buildAddressBody(flags))
      expect(created.status).toBe(201)
      expect(created.body[param]).toBe(true)
      const now = await standard(customer, param)
      expect(now.kontaktadresse.id).toBe(created.body.kontaktadresse.id)
      const old = (await customer.get(`/api/v2/address/${previous.kontaktadresse.id}`)).body
      expect(old[param]).toBe(false)
      // Nothing else about the previous one changed.
      expect(old).toEqual({ ...previous, [param]: false })
    }
    const profile = (await customer.get('/api/v2/profile')).body
    expect(profile.default_absender.kontaktadresse.firma).toBe('Velowerkstatt Test GmbH')

    // Updating an existing address to be the standard sender moves the flag as well.
    const sender = await standard(customer, 'default_absender')
    const other = (await fetchAddresses(customer)).data.find(
      (row) =>
        !row.readonly &&
        !row.istRechnungsadresse &&
        row.kontaktadresse.plz !== null &&
        !row.default_absender &&
        !row.default_empfaenger,
    ) as AddressRow
    const moved = await customer.post(
      `/api/v2/address/${other.kontaktadresse.id}`,
      buildAddressUpdate(other, { default_absender: true }),
    )
    expect(moved.status).toBe(200)
    expect((await standard(customer, 'default_absender')).kontaktadresse.id).toBe(other.kontaktadresse.id)
    expect((await customer.get(`/api/v2/address/${sender.kontaktadresse.id}`)).body.default_absender).toBe(
      false,
    )
  })

  it('makes a standard billing address a billing address', async () => {
    const reply = await customer.post(
      '/api/v2/address',
      buildAddressBody({ default_rechnungsadresse: true, ist_rechnungsadresse: false }),
    )
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ default_rechnungsadresse: true, istRechnungsadresse: true })
    const billing = await fetchAddresses(customer, 'filter[ist_rechnungsadresse]=true')
    expect(billing.data.some((row) => row.kontaktadresse.id === reply.body.kontaktadresse.id)).toBe(true)
  })

  it('requires a location for a non-billing address (422 naming kontaktadresse.plz)', async () => {
    const before = await fetchAddresses(customer)
    for (const body of [
      buildAddressBody({ kontaktadresse: { plz: null } }),
      buildAddressBody({ kontaktadresse: { plz: undefined } }),
      buildAddressBody({ default_absender: true, ist_rechnungsadresse: true, kontaktadresse: { plz: null } }),
    ]) {
      const reply = await customer.post('/api/v2/address', body)
      expect(reply.status).toBe(422)
      expect(reply.body.field).toBe('kontaktadresse.plz')
      expect(reply.body.message).toContain('kontaktadresse.plz')
    }
    expect(await fetchAddresses(customer)).toEqual(before)
  })

  it('lets a billing-only address keep free zip and place text, both required', async () => {
    const reply = await customer.post(
      '/api/v2/address',
      buildAddressBody({
        ist_rechnungsadresse: true,
        kontaktadresse: {
          plz: null,
          postleitzahl: '9999',
          ort: 'Postfachstadt',
          addresse: 'Postfach 12',
          phone: '',
        },
      }),
    )
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      istRechnungsadresse: true,
      default_rechnungsadresse: false,
      kontaktadresse: { plz: null, postleitzahl: '9999', ort: 'Postfachstadt', phone: '' },
    })
    const before = await fetchAddresses(customer)
    for (const contact of [
      { plz: null, postleitzahl: '', ort: 'Postfachstadt' },
      { plz: null, postleitzahl: '9999', ort: '' },
      { plz: null, postleitzahl: null, ort: null },
    ]) {
      const failed = await customer.post(
        '/api/v2/address',
        buildAddressBody({ ist_rechnungsadresse: true, kontaktadresse: contact as Partial<ContactAddress> }),
      )
      expect(failed.status).toBe(422)
      expect(failed.body.field).toBe('kontaktadresse.postleitzahl')
    }
    expect(await fetchAddresses(customer)).toEqual(before)
  })

  it('refuses an unknown location id (422) and an empty name or street', async () => {
    const before = await fetchAddresses(customer)
    const unknown = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { plz: 424242 } }),
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.field).toBe('kontaktadresse.plz')
    const noName = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: '  ' } }),
    )
    expect(noName.status).toBe(422)
    expect(noName.body.field).toBe('kontaktadresse.firma')
    const noStreet = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { addresse: '' } }),
    )
    expect(noStreet.status).toBe(422)
    expect(noStreet.body.field).toBe('kontaktadresse.addresse')
    const badType = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { anrede: 'robot' as 'male' } }),
    )
    expect(badType.status).toBe(422)
    expect(badType.body.field).toBe('kontaktadresse.anrede')
    const notJson = await customer.postRaw('/api/v2/address', '{"kontaktadresse":', 'application/json')
    expect(notJson.status).toBe(400)
    expect(await fetchAddresses(customer)).toEqual(before)
  })

  it('refuses to change the type of a readonly address, but saves its other fields', async () => {
    const readonly = (await fetchAddresses(customer)).data.find(
      (row) => row.readonly && row.kontaktadresse.plz !== null && !row.istRechnungsadresse,
    ) as AddressRow
    const id = readonly.kontaktadresse.id
    const otherType = readonly.kontaktadresse.anrede === 'company' ? 'male' : 'company'
    const refused = await customer.post(
      `/api/v2/address/${id}`,
      buildAddressUpdate(readonly, { kontaktadresse: { anrede: otherType } }),
    )
    expect(refused.status).toBe(422)
    expect(refused.body.field).toBe('kontaktadresse.anrede')
    expect((await customer.get(`/api/v2/address/${id}`)).body).toEqual(readonly)

    const saved = await customer.post(
      `/api/v2/address/${id}`,
      buildAddressUpdate(readonly, { kontaktadresse: { phone: '+41 31 000 00 01' } }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({
      ...readonly,
      kontaktadresse: { ...readonly.kontaktadresse, phone: '+41 31 000 00 01' },
    })
    expect(saved.body.readonly).toBe(true)
  })

  it('lets a full organisation create billing addresses', async () => {
    const reply = await customer.post('/api/v2/address', buildAddressBody({ ist_rechnungsadresse: true }))
    expect(reply.status).toBe(201)
    expect(reply.body.istRechnungsadresse).toBe(true)
  })
})
