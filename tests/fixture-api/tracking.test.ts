import { beforeAll, describe, expect, it } from 'vitest'
import { trackingRow } from '#api/testing/wire-samples'
import { buildOrderPayload, fetchShipmentLists, keysOf, locationByCode, type Row } from './testing/factories'
import { type Client, loginAs, makeApi, startSession } from './testing/harness'

/** 2026-11-18T06:15:00+01:00 → ['2026-11-18', '06:15:00']: the Zurich wall clock the API writes. */
const split = (iso: string) => [iso.slice(0, 10), iso.slice(11, 19)]

let customer: Client
let full: { active: Row[]; archive: Row[] }

beforeAll(async () => {
  ;({ user: customer } = await startSession('customer'))
  full = await fetchShipmentLists(customer)
})

async function track(who: Client, id: string) {
  return who.get(`/api/v2/track/${encodeURIComponent(id)}`)
}

function expectMatches(body: Row, row: Row) {
  expect(keysOf(body)).toEqual(keysOf(trackingRow))
  expect(body.state).toBe(row.state)
  expect(body.cancelled).toBe(row.cancelled)
  expect(body.extern_nr).toBe(row.formatted_number.replace('VK-', ''))
  expect(body.pickup_datetime).toBe(row.pickup_datetime)
  expect(body.visier_date).toBe(row.visier_date)
  expect(body.visier_time).toBe(row.visier_time)
  expect(body.visier_datum).toBe(row.visier_datum)
  expect(body.visiert_von).toBe(row.visiert_von)
  expect([body.start_date, body.start_time]).toEqual(split(row.start.date))
  expect([body.end_date, body.end_time]).toEqual(split(row.end.date))
  expect(body.kontaktadressen.send).toHaveLength(row.addresses.from.length)
  expect(body.kontaktadressen.receive).toHaveLength(row.addresses.to.length)
  for (const [stops, listed] of [
    [body.kontaktadressen.send, row.addresses.from],
    [body.kontaktadressen.receive, row.addresses.to],
  ]) {
    stops.forEach((stop: Row, index: number) => {
      expect(stop.plz).toBe(listed[index].plz)
      expect(stop.ort).toBe(listed[index].ort)
      expect(stop.firma).toBe(listed[index].firma)
    })
  }
  expect(body.auftrag_kuriere[0].kurier.kundennummer).toBe('40117')
}

describe('GET /api/v2/track/{trackingId}', () => {
  it('finds a delivered shipment by its formatted number', async () => {
    const row = full.archive.find((r) => !r.cancelled && r.tourenplan_aktiv) as Row
    const reply = await track(customer, row.formatted_number)
    expect(reply.status).toBe(200)
    expectMatches(reply.body, row)
    expect(reply.body.state).toBe(1000)
    expect(reply.body.visier_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(reply.body.visier_time).toMatch(/^\d{2}:\d{2}:\d{2}$/)
    expect(reply.body.visiert_von).toEqual(expect.any(String))
  })

  it('finds a shipment by extern_nr and by "kundennummer-extern_nr"', async () => {
    const row = full.archive[7] as Row
    const externNr = row.formatted_number.replace('VK-', '')
    for (const id of [
      externNr,
      `40117-${externNr}`,
      row.formatted_number.toLowerCase(),
      ` ${row.formatted_number} `,
    ]) {
      const reply = await track(customer, id)
      expect(reply.status, id).toBe(200)
      expectMatches(reply.body, row)
    }
  })

  it('shows a planned shipment with no pickup or delivery yet', async () => {
    const row = full.active.find((r) => !r.cancelled && r.state < 300) as Row
    const reply = await track(customer, row.formatted_number)
    expect(reply.status).toBe(200)
    expectMatches(reply.body, row)
    expect(reply.body.pickup_datetime).toBeNull()
    expect(reply.body.visier_datum).toBeNull()
    expect(reply.body.visier_date).toBeNull()
    expect(reply.body.visier_time).toBeNull()
  })

  it('shows a shipment in transit with its pickup time', async () => {
    const row = full.active.find((r) => !r.cancelled && r.state >= 300) as Row
    const reply = await track(customer, row.formatted_number)
    expectMatches(reply.body, row)
    expect(reply.body.pickup_datetime).toEqual(expect.any(String))
  })

  it('shows a cancelled shipment as cancelled', async () => {
    const row = full.archive.find((r) => r.cancelled) as Row
    const reply = await track(customer, row.formatted_number)
    expectMatches(reply.body, row)
    expect(reply.body.cancelled).toBe(true)
  })

  it('finds a freshly created order', async () => {
    const own = makeApi()
    const who = await loginAs(own, 'filiale-bern')
    const bern = await locationByCode(who, '3011')
    const lausanne = await locationByCode(who, '1003')
    const created = await who.post(
      '/api/v2/shipments/create',
      buildOrderPayload(
        {
          transportart_id: 1,
          start_date: '2026-11-19',
          start_time: '08:00:00',
          rechnungsbeschreibung_offiziell: '',
        },
        { from: bern, to: lausanne },
      ),
    )
    expect(created.status).toBe(201)
    const reply = await track(who, created.body.formatted_number)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      state: 100,
      cancelled: false,
      start_date: '2026-11-19',
      start_time: '08:00:00',
      pickup_datetime: null,
      visier_datum: null,
    })
    expect(reply.body.kontaktadressen.send[0]).toMatchObject({ plz: '3011', ort: 'Bern' })
    expect(reply.body.kontaktadressen.receive[0]).toMatchObject({ plz: '1003', ort: 'Lausanne' })
    expect(reply.body.auftrag_kuriere[0].kurier.kundennummer).toBe('40400')
    const externNr = reply.body.extern_nr
    expect((await track(who, `40400-${externNr}`)).status).toBe(200)
  })
})
