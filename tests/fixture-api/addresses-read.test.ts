import { beforeAll, describe, expect, it } from 'vitest'
import {
  ADDRESS_ROW_KEYS,
  type AddressRow,
  CONTACT_KEYS,
  fetchAddresses,
  type Page,
} from './testing/factories'
import { type Client, startSession, type TestApi } from './testing/harness'

const collator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

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
