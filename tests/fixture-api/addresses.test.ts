import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ContactAddress } from '#fixture-api/model'
import {
  ADDRESS_ROW_KEYS,
  type AddressBodyOverrides,
  type AddressRow,
  buildAddressBody,
  buildAddressUpdate,
  CONTACT_KEYS,
  fetchAddresses,
  type Page,
} from './testing/factories'
import { type Client, loginAs, startSession, type TestApi } from './testing/harness'

const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

/** Winterthur 8400 and Bern 3011 in the fixture's location catalogue. */
const WINTERTHUR_ID = 1009
const BERN_ID = 1002

function keyOf(field: string, row: AddressRow): string | number {
  const contact = row.kontaktadresse
  if (field === 'id') return contact.id
  if (field === 'adresse') return contact.addresse
  if (field === 'plz') return contact.postleitzahl
  return contact[field as 'firma' | 'ort']
}

describe('GET /api/v2/addresses (read-only)', () => {
  let api: TestApi
  let customer: Client
  let everything: AddressRow[]

  beforeAll(async () => {
    ;({ api, user: customer } = await startSession('customer'))
    everything = (await fetchAddresses(customer)).data
  })

  it('answers a page of 20 with the total, sorted by id descending by default', async () => {
    const reply = await customer.get<Page<AddressRow>>('/api/v2/addresses')
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body).sort()).toEqual(['data', 'pagination'])
    expect(reply.body.pagination.total).toBe(64)
    expect(reply.body.data).toHaveLength(20)
    const ids = reply.body.data.map((row) => row.kontaktadresse.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(ids[0]).toBe(Math.max(...everything.map((row) => row.kontaktadresse.id)))
  })

  it('gives every row the server fields of spec section 3', () => {
    expect(everything.length).toBeGreaterThanOrEqual(60)
    for (const row of everything) {
      expect(Object.keys(row).sort()).toEqual(ADDRESS_ROW_KEYS)
      expect(Object.keys(row.kontaktadresse).sort()).toEqual(CONTACT_KEYS)
      expect(['company', 'male', 'female']).toContain(row.kontaktadresse.anrede)
      expect(row.kontaktadresse.firma).not.toBe('')
      expect(row.kontaktadresse.addresse).not.toBe('')
      expect(row.kontaktadresse.postleitzahl).toMatch(/^\d{4}$/)
      expect(row.kontaktadresse.ort).not.toBe('')
      for (const flag of ADDRESS_ROW_KEYS.filter((key) => key !== 'kontaktadresse')) {
        expect(typeof row[flag as keyof AddressRow]).toBe('boolean')
      }
      if (row.default_rechnungsadresse) expect(row.istRechnungsadresse).toBe(true)
      if (row.kontaktadresse.plz !== null) {
        const locality = api.store.localityById.get(row.kontaktadresse.plz)
        expect(locality?.code).toBe(row.kontaktadresse.postleitzahl)
      }
    }
    expect(new Set(everything.map((row) => row.kontaktadresse.id)).size).toBe(everything.length)
  })

  it('mixes one standard sender, receiver and billing address with plain, billing-only, readonly and P.O.-box ones', async () => {
    const count = (test: (row: AddressRow) => boolean) => everything.filter(test).length
    expect(count((row) => row.default_absender)).toBe(1)
    expect(count((row) => row.default_empfaenger)).toBe(1)
    expect(count((row) => row.default_rechnungsadresse)).toBe(1)
    const billingOnly = everything.filter((row) => row.istRechnungsadresse && !row.default_rechnungsadresse)
    expect(billingOnly.length).toBeGreaterThanOrEqual(3)
    expect(billingOnly.some((row) => row.kontaktadresse.plz === null)).toBe(true)
    expect(count((row) => row.readonly)).toBeGreaterThanOrEqual(3)
    expect(
      count((row) => !row.istRechnungsadresse && !row.readonly && !row.default_absender),
    ).toBeGreaterThanOrEqual(30)

    const inactive = everything.filter((row) => {
      const plz = row.kontaktadresse.plz
      return plz !== null && api.store.localityById.get(plz)?.is_active === false
    })
    expect(inactive.length).toBeGreaterThanOrEqual(1)
    const plz = inactive[0]?.kontaktadresse.plz
    const zip = await customer.get(`/api/v2/zip/${plz}`)
    expect(zip.body.is_active).toBe(false)
  })

  for (const field of ['id', 'firma', 'adresse', 'plz', 'ort']) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${direction}`, async () => {
        const body = await fetchAddresses(customer, `sorting[field]=${field}&sorting[direction]=${direction}`)
        expect(body.data).toHaveLength(everything.length)
        const sign = direction === 'asc' ? 1 : -1
        for (let index = 1; index < body.data.length; index++) {
          const [a, b] = [body.data[index - 1], body.data[index]] as [AddressRow, AddressRow]
          const [ka, kb] = [keyOf(field, a), keyOf(field, b)]
          const order =
            typeof ka === 'number' && typeof kb === 'number'
              ? ka - kb
              : collator.compare(String(ka), String(kb))
          expect(sign * order, `${field} ${direction} at ${index}`).toBeLessThanOrEqual(0)
          if (order === 0) {
            expect(sign * (a.kontaktadresse.id - b.kontaktadresse.id)).toBeLessThan(0)
          }
        }
        expect(new Set(body.data.map((row) => row.kontaktadresse.id)).size).toBe(everything.length)
      })
    }
  }

  it('reverses the order between asc and desc', async () => {
    for (const field of ['firma', 'plz', 'ort']) {
      const asc = await fetchAddresses(customer, `sorting[field]=${field}&sorting[direction]=asc`)
      const desc = await fetchAddresses(customer, `sorting[field]=${field}&sorting[direction]=desc`)
      expect(keyOf(field, asc.data[0] as AddressRow)).toBe(
        keyOf(field, desc.data[desc.data.length - 1] as AddressRow),
      )
      expect(asc.data[0]?.kontaktadresse.id).not.toBe(desc.data[0]?.kontaktadresse.id)
    }
  })

  it('pages with count and offset', async () => {
    const sorted = (await fetchAddresses(customer, 'sorting[field]=firma&sorting[direction]=asc')).data
    const pages: AddressRow[] = []
    for (let offset = 0; offset < sorted.length; offset += 7) {
      const reply = await customer.get<Page<AddressRow>>(
        `/api/v2/addresses?count=7&offset=${offset}&sorting[field]=firma&sorting[direction]=asc`,
      )
      expect(reply.body.pagination.total).toBe(sorted.length)
      expect(reply.body.data.length).toBe(Math.min(7, sorted.length - offset))
      pages.push(...reply.body.data)
    }
    expect(pages).toEqual(sorted)
    const beyond = await customer.get<Page<AddressRow>>('/api/v2/addresses?count=20&offset=1000')
    expect(beyond.body).toEqual({ pagination: { total: sorted.length }, data: [] })
    const widget = await customer.get<Page<AddressRow>>(
      '/api/v2/addresses?count=3&offset=0&sorting[field]=id&sorting[direction]=desc',
    )
    expect(widget.body.data.map((row) => row.kontaktadresse.id)).toEqual(
      [...everything.map((row) => row.kontaktadresse.id)].sort((a, b) => b - a).slice(0, 3),
    )
  })

  it('filters by kontaktadresseId', async () => {
    const target = everything[10] as AddressRow
    const body = await fetchAddresses(customer, `filter[kontaktadresseId]=${target.kontaktadresse.id}`)
    expect(body.pagination.total).toBe(1)
    expect(body.data).toEqual([target])
    expect((await fetchAddresses(customer, 'filter[kontaktadresseId]=1')).pagination.total).toBe(0)
  })

  it('filters by firma, adresse and ort (case-insensitive part) and plz (prefix)', async () => {
    const target = everything.find((row) => row.kontaktadresse.anrede === 'company') as AddressRow
    const cases: [string, string, (row: AddressRow) => boolean][] = [
      [
        'firma',
        target.kontaktadresse.firma.slice(2, 9).toUpperCase(),
        (row) =>
          row.kontaktadresse.firma
            .toLowerCase()
            .includes(target.kontaktadresse.firma.slice(2, 9).toLowerCase()),
      ],
      ['adresse', 'strasse', (row) => row.kontaktadresse.addresse.toLowerCase().includes('strasse')],
      ['ort', 'zürich', (row) => row.kontaktadresse.ort.toLowerCase().includes('zürich')],
      ['plz', '80', (row) => row.kontaktadresse.postleitzahl.startsWith('80')],
      ['plz', '3', (row) => row.kontaktadresse.postleitzahl.startsWith('3')],
    ]
    for (const [key, value, test] of cases) {
      const body = await fetchAddresses(customer, `filter[${key}]=${encodeURIComponent(value)}`)
      const expected = everything.filter(test)
      expect(expected.length, `${key}=${value}`).toBeGreaterThan(0)
      expect(expected.length, `${key}=${value}`).toBeLessThan(everything.length)
      expect(body.pagination.total, `${key}=${value}`).toBe(expected.length)
      expect(new Set(body.data.map((row) => row.kontaktadresse.id))).toEqual(
        new Set(expected.map((row) => row.kontaktadresse.id)),
      )
    }
    const combined = await fetchAddresses(customer, 'filter[adresse]=strasse&filter[plz]=8')
    expect(combined.data.length).toBeGreaterThan(0)
    for (const row of combined.data) {
      expect(row.kontaktadresse.addresse.toLowerCase()).toContain('strasse')
      expect(row.kontaktadresse.postleitzahl.startsWith('8')).toBe(true)
    }
    expect((await fetchAddresses(customer, 'filter[firma]=zzzz-nobody')).pagination.total).toBe(0)
  })

  it('filters by the standard and billing flags, sent as 1 or true', async () => {
    const flags: [string, keyof AddressRow][] = [
      ['default_absender', 'default_absender'],
      ['default_empfaenger', 'default_empfaenger'],
      ['default_rechnungsadresse', 'default_rechnungsadresse'],
      ['ist_rechnungsadresse', 'istRechnungsadresse'],
    ]
    for (const [param, field] of flags) {
      const expected = everything.filter((row) => row[field] === true).map((row) => row.kontaktadresse.id)
      for (const value of ['1', 'true']) {
        const body = await fetchAddresses(customer, `filter[${param}]=${value}`)
        expect(body.data.map((row) => row.kontaktadresse.id).sort(), `${param}=${value}`).toEqual(
          [...expected].sort(),
        )
      }
    }
    const billing = await fetchAddresses(customer, 'filter[ist_rechnungsadresse]=1')
    expect(billing.data.some((row) => row.default_rechnungsadresse)).toBe(true)
    expect(billing.pagination.total).toBeGreaterThan(1)
  })

  // Another account's address and unknown ids: the contract table (404).
  it('GET /address/{id} answers the row the list shows', async () => {
    for (const row of everything.slice(0, 5)) {
      const reply = await customer.get(`/api/v2/address/${row.kontaktadresse.id}`)
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual(row)
    }
  })
})

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
