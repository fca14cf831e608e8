import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fetchShipments, type Row } from './testing/factories'
import { type Client, client, loginAs, startSession, type TestApi, tokenFor } from './testing/harness'

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6

async function detail(who: Client, id: number | string): Promise<Row> {
  const reply = await who.get(`/api/v2/shipments/${id}`)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body
}

describe('GET /api/v2/shipments/{key}', () => {
  let api: TestApi
  let customer: Client
  let active: Row[]
  let archive: Row[]

  beforeAll(async () => {
    ;({ api, user: customer } = await startSession('customer'))
    active = await fetchShipments(customer, 'active')
    archive = await fetchShipments(customer, 'archive')
  })

  it('carries the list fields, with the stops under kontaktadressen.send/receive', async () => {
    for (const row of [...active, ...archive.slice(0, 60)]) {
      const body = await detail(customer, row.id)
      const { addresses, ...listFields } = row
      expect(body).toMatchObject(listFields)
      expect(body.kontaktadressen.send).toEqual(addresses.from)
      expect(body.kontaktadressen.receive).toEqual(addresses.to)
      expect(body.extern_nr).toBe(row.formatted_number.replace('VK-', ''))
    }
  })

  it('lists colis with count, description and dimensions that add up to the list totals', async () => {
    for (const row of [...active, ...archive.slice(0, 60)]) {
      const body = await detail(customer, row.id)
      expect(body.colis.length).toBeGreaterThanOrEqual(1)
      let count = 0
      let weight = 0
      for (const coli of body.colis) {
        expect(Object.keys(coli)).toEqual(
          expect.arrayContaining(['count', 'description', 'length', 'weight', 'height', 'width']),
        )
        expect(Number.isInteger(coli.count)).toBe(true)
        expect(coli.count).toBeGreaterThanOrEqual(1)
        expect(typeof coli.description).toBe('string')
        for (const key of ['length', 'weight', 'height', 'width']) expect(coli[key]).toBeGreaterThan(0)
        count += coli.count
        weight += coli.count * coli.weight
      }
      expect(count).toBe(row.coli_count)
      expect(weight).toBeCloseTo(row.total_weight, 2)
    }
  })

  it('has prices with 2 decimals (gross = net + 8.1 % VAT), invoice type and invoice e-mails', async () => {
    for (const row of [...active, ...archive.slice(0, 60)]) {
      const body = await detail(customer, row.id)
      expect(body.preis_netto).toEqual(expect.any(Number))
      expect(body.preis_brutto).toEqual(expect.any(Number))
      expect(twoDecimals(body.preis_netto)).toBe(true)
      expect(twoDecimals(body.preis_brutto)).toBe(true)
      expect(body.preis_netto).toBeGreaterThan(0)
      expect(Math.abs(body.preis_netto * 1.081 - body.preis_brutto)).toBeLessThanOrEqual(0.011)
      expect(body.invoice_type).toBe('monthly')
      expect(body.rechnung_email_adressen).toEqual(['rechnungen@example.ch'])
    }
  })

  it('another account’s detail shows its own invoice settings', async () => {
    const restricted = await loginAs(api, 'restricted')
    const [row] = await fetchShipments(restricted, 'archive')
    const body = await detail(restricted, (row as Row).id)
    expect(body.invoice_type).toBe('single')
    expect(body.rechnung_email_adressen).toEqual(['contabilita@example.ch'])
  })
})

describe('GET /api/v2/shipments/summary', () => {
  async function expected(who: Client, today: string) {
    const active = await fetchShipments(who, 'active')
    const archive = await fetchShipments(who, 'archive')
    return {
      readyForPickup: active.filter((row) => !row.cancelled && row.state < 300).length,
      inTransit: active.filter((row) => !row.cancelled && row.state >= 300 && row.state < 1000).length,
      delivered: archive.filter((row) => !row.cancelled && row.visier_date === today).length,
    }
  }

  it('counts ready for pickup, in transit and delivered today (Zurich) from the lists', async () => {
    const { user: customer } = await startSession('customer')
    const reply = await customer.get('/api/v2/shipments/summary')
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body).sort()).toEqual(['delivered', 'inTransit', 'readyForPickup'])
    const counts = await expected(customer, '2026-11-18')
    expect(reply.body).toEqual(counts)
    expect(counts.readyForPickup).toBeGreaterThan(0)
    expect(counts.inTransit).toBeGreaterThan(0)
    expect(counts.delivered).toBeGreaterThan(0)
  })

  it('"delivered" follows the clock’s day', async () => {
    const { api, user: customer } = await startSession('customer')
    const before = (await customer.get('/api/v2/shipments/summary')).body
    api.clock.advance({ hours: 24 })
    // The access token has expired by then.
    expect((await customer.get('/api/v2/shipments/summary')).status).toBe(401)
    const tomorrow = await loginAs(api, 'customer')
    const after = await tomorrow.get('/api/v2/shipments/summary')
    expect(after.status).toBe(200)
    expect(after.body).toEqual(await expected(tomorrow, '2026-11-19'))
    expect(after.body.delivered).toBe(0)
    expect(after.body.readyForPickup).toBe(before.readyForPickup)
  })

  it('is per account, also when switched', async () => {
    const { api, user: restricted } = await startSession('restricted')
    expect((await restricted.get('/api/v2/shipments/summary')).body).toEqual(
      await expected(restricted, '2026-11-18'),
    )
    const asCustomer = client(api, await tokenFor(api, 'dispatcher'), { 'x-switch-user': 'customer' })
    const customer = await loginAs(api, 'customer')
    expect((await asCustomer.get('/api/v2/shipments/summary')).body).toEqual(
      (await customer.get('/api/v2/shipments/summary')).body,
    )
  })
})

describe('POST /api/v2/shipments/{key}/edit', () => {
  let api: TestApi
  let customer: Client
  let active: Row[]
  let archive: Row[]

  beforeEach(async () => {
    ;({ api, user: customer } = await startSession('customer'))
    active = await fetchShipments(customer, 'active')
    archive = await fetchShipments(customer, 'archive')
  })

  const editable = () => active.filter((row) => !row.cancelled && row.state < 300)

  it('changes reference and number of colis of an editable shipment', async () => {
    const target = editable().find((row) => row.coli_count !== 4) as Row
    const before = await detail(customer, target.id)
    const reply = await customer.post(`/api/v2/shipments/${target.id}/edit`, {
      reference: 'Kostenstelle 4711',
      coli_count: 4,
    })
    expect(reply.status).toBe(200)
    expect(reply.body.id).toBe(target.id)
    expect(reply.body.rechnungsbeschreibung_offiziell).toBe('Kostenstelle 4711')
    expect(reply.body.coli_count).toBe(4)

    const after = await detail(customer, target.id)
    expect(after.rechnungsbeschreibung_offiziell).toBe('Kostenstelle 4711')
    expect(after.coli_count).toBe(4)
    expect(after.colis.reduce((sum: number, coli: Row) => sum + coli.count, 0)).toBe(4)
    expect(after.state).toBe(before.state)
    expect(after.kontaktadressen).toEqual(before.kontaktadressen)

    const listed = (await fetchShipments(customer, 'active')).find((row) => row.id === target.id) as Row
    expect(listed.rechnungsbeschreibung_offiziell).toBe('Kostenstelle 4711')
    expect(listed.coli_count).toBe(4)
    const found = await customer.get(
      `/api/v2/shipments/active?filter[reference]=${encodeURIComponent('Kostenstelle 4711')}`,
    )
    expect(found.body.data.map((row: Row) => row.id)).toEqual([target.id])
  })

  it('keeps the colis when only the reference changes; accepts a numeric string', async () => {
    const target = editable()[0] as Row
    const before = await detail(customer, target.id)
    const reply = await customer.post(`/api/v2/shipments/${target.id}/edit`, {
      reference: 'Neue Referenz',
      coli_count: String(before.coli_count),
    })
    expect(reply.status).toBe(200)
    const after = await detail(customer, target.id)
    expect(after.colis).toEqual(before.colis)
    expect(after.total_weight).toBe(before.total_weight)
    expect(after.rechnungsbeschreibung_offiziell).toBe('Neue Referenz')
  })

  it('keeps the reference when the body leaves it out, and clears it when it is empty', async () => {
    const target = editable().find((row) => row.rechnungsbeschreibung_offiziell !== '') as Row
    const kept = await customer.post(`/api/v2/shipments/${target.id}/edit`, { coli_count: target.coli_count })
    expect(kept.status).toBe(200)
    expect(kept.body.rechnungsbeschreibung_offiziell).toBe(target.rechnungsbeschreibung_offiziell)
    const cleared = await customer.post(`/api/v2/shipments/${target.id}/edit`, {
      reference: '',
      coli_count: target.coli_count,
    })
    expect(cleared.body.rechnungsbeschreibung_offiziell).toBe('')
  })

  it('accepts the bounds 1 and 15', async () => {
    const target = editable()[0] as Row
    for (const count of [1, 15]) {
      const reply = await customer.post(`/api/v2/shipments/${target.id}/edit`, {
        reference: 'Grenzen',
        coli_count: count,
      })
      expect(reply.status).toBe(200)
      expect((await detail(customer, target.id)).coli_count).toBe(count)
    }
  })

  async function expectUnchanged(id: number, action: () => Promise<void>) {
    const before = await detail(customer, id)
    const listBefore = await fetchShipments(customer, 'active')
    await action()
    expect(await detail(customer, id)).toEqual(before)
    expect(await fetchShipments(customer, 'active')).toEqual(listBefore)
  }

  it.each([
    ['a shipment in transit (state ≥ 300)', () => active.find((row) => !row.cancelled && row.state >= 300)],
    [
      'a cancelled shipment, even below state 300',
      () => active.find((row) => row.cancelled && row.state < 300),
    ],
    ['an archived shipment', () => archive.find((row) => !row.cancelled)],
    ['a cancelled archived shipment', () => archive.find((row) => row.cancelled)],
  ])('%s → 409, unchanged', async (_label, pick) => {
    const target = pick() as Row
    expect(target).toBeDefined()
    await expectUnchanged(target.id, async () => {
      const reply = await customer.post(`/api/v2/shipments/${target.id}/edit`, {
        reference: 'X',
        coli_count: 2,
      })
      expect(reply.status).toBe(409)
    })
  })

  it.each([
    ['0', 0],
    ['16', 16],
    ['"x"', 'x'],
    ['2.5', 2.5],
    ['-1', -1],
    ['missing', undefined],
  ])('coli_count %s → 422 naming coli_count, unchanged', async (_label, value) => {
    const target = editable()[0] as Row
    await expectUnchanged(target.id, async () => {
      const reply = await customer.post(`/api/v2/shipments/${target.id}/edit`, {
        reference: 'Sollte nicht gespeichert werden',
        coli_count: value,
      })
      expect(reply.status).toBe(422)
      expect(reply.body.field).toBe('coli_count')
      expect(reply.body.message).toContain('coli_count')
    })
  })

  it('an unknown or foreign shipment → 404', async () => {
    expect(
      (await customer.post('/api/v2/shipments/99999999/edit', { reference: 'X', coli_count: 1 })).status,
    ).toBe(404)
    const restricted = await loginAs(api, 'restricted')
    const target = editable()[0] as Row
    await expectUnchanged(target.id, async () => {
      const foreign = await restricted.post(`/api/v2/shipments/${target.id}/edit`, {
        reference: 'X',
        coli_count: 1,
      })
      expect(foreign.status).toBe(404)
    })
  })
})
