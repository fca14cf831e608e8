import { beforeEach, describe, expect, it } from 'vitest'
import {
  type ApiLocality,
  buildOrderAddress,
  buildOrderPayload,
  countRows,
  fetchShipments,
  locationByCode,
  type Row,
} from './testing/factories'
import { type Client, client, loginAs, startSession, type TestApi } from './testing/harness'

let api: TestApi
let customer: Client
let bern: ApiLocality
let zurich: ApiLocality

beforeEach(async () => {
  ;({ api, user: customer } = await startSession('customer'))
  bern = await locationByCode(customer, '3011')
  zurich = await locationByCode(customer, '8001')
})

const orderPayload = (overrides: Row = {}) => buildOrderPayload(overrides, { from: bern, to: zurich })

async function totals(who: Client = customer) {
  const outbox = await client(api).get('/__fixture/outbox')
  return {
    active: await countRows(who, '/api/v2/shipments/active'),
    archive: await countRows(who, '/api/v2/shipments/archive'),
    offers: outbox.body.offers.length as number,
  }
}

describe('POST /api/v2/shipments/create: orders', () => {
  it('creates an active shipment in state 100 that shows in the list and the detail', async () => {
    const before = await totals()
    const reply = await customer.post('/api/v2/shipments/create', orderPayload())
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.id).toEqual(expect.any(Number))
    expect(reply.body.formatted_number).toMatch(/^VK-\d{7}$/)
    const { id, formatted_number } = reply.body

    expect(await totals()).toEqual({ ...before, active: before.active + 1 })
    const listed = (await fetchShipments(customer, 'active')).find((row) => row.id === id) as Row
    expect(listed).toBeDefined()
    expect(listed).toMatchObject({
      formatted_number,
      state: 100,
      cancelled: false,
      rechnungsbeschreibung_offiziell: 'Kostenstelle 12',
      coli_count: 2,
      total_weight: 9.5,
      tourenplan_aktiv: false,
      transportart_id: 3,
      pickup_datetime: null,
      visier_datum: null,
      visiert_von: null,
    })
    expect(listed.start.date).toBe('2026-11-18T10:30:00+01:00')
    expect(listed.pickup_from).toBe('2026-11-18T10:30:00+01:00')
    expect(Date.parse(listed.end.date)).toBeGreaterThan(Date.parse(listed.start.date))

    const detail = await customer.get(`/api/v2/shipments/${id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.kontaktadressen.send).toHaveLength(1)
    expect(detail.body.kontaktadressen.send[0]).toMatchObject({
      firma: 'Absender Bern AG',
      kontakt: 'Anna Muster',
      adresse: 'Bahnhofplatz 1',
      plz: '3011',
      ort: 'Bern',
      phone: '+41 31 000 11 22',
      datetime: null,
    })
    expect(detail.body.kontaktadressen.receive).toHaveLength(1)
    expect(detail.body.kontaktadressen.receive[0]).toMatchObject({
      firma: 'Empfänger Zürich GmbH',
      adresse: 'Limmatquai 3',
      plz: '8001',
      ort: 'Zürich',
    })
    expect(detail.body.colis).toEqual([
      { count: 1, description: 'Dokumente', length: 40, width: 30, height: 10, weight: 2.5 },
      { count: 1, description: 'Muster', length: 20, width: 20, height: 20, weight: 7 },
    ])
    expect(detail.body.preis_brutto).toBe(187.4)
    expect(detail.body.preis_netto).toBe(173.36)
    expect(detail.body.invoice_type).toBe('monthly')
    expect(detail.body.rechnung_email_adressen).toEqual(['buchhaltung@example.ch'])
    expect(detail.body.note).toBe('Bitte am Empfang abgeben.')
  })

  it('counts as ready for pickup and is editable', async () => {
    const before = (await customer.get('/api/v2/shipments/summary')).body
    const { body } = await customer.post('/api/v2/shipments/create', orderPayload())
    const after = (await customer.get('/api/v2/shipments/summary')).body
    expect(after).toEqual({ ...before, readyForPickup: before.readyForPickup + 1 })
    const edit = await customer.post(`/api/v2/shipments/${body.id}/edit`, { reference: 'Neu', coli_count: 3 })
    expect(edit.status).toBe(200)
    expect(edit.body.coli_count).toBe(3)
  })

  it('several receivers make a tour', async () => {
    const lausanne = await locationByCode(customer, '1003')
    const payload = orderPayload()
    payload.kontaktadressen.receive.push(buildOrderAddress({ firma: 'Zweiter Halt SA' }, lausanne))
    const reply = await customer.post('/api/v2/shipments/create', payload)
    expect(reply.status).toBe(201)
    const detail = (await customer.get(`/api/v2/shipments/${reply.body.id}`)).body
    expect(detail.tourenplan_aktiv).toBe(true)
    expect(detail.kontaktadressen.receive.map((stop: Row) => stop.firma)).toEqual([
      'Empfänger Zürich GmbH',
      'Zweiter Halt SA',
    ])
  })

  it('gets a new id each time and prices keep 2 decimals', async () => {
    const first = await customer.post('/api/v2/shipments/create', orderPayload())
    const second = await customer.post(
      '/api/v2/shipments/create',
      orderPayload({ website_offertbetrag: 99.999, transportart_id: 1 }),
    )
    expect(second.status).toBe(201)
    expect(second.body.id).not.toBe(first.body.id)
    expect(second.body.formatted_number).not.toBe(first.body.formatted_number)
    const detail = (await customer.get(`/api/v2/shipments/${second.body.id}`)).body
    expect(detail.transportart_id).toBe(1)
    expect(detail.preis_brutto).toBe(100)
    expect(detail.preis_netto).toBe(92.51)
  })

  it('accepts a pickup 5 or 10 minutes in the past, rejects 11 minutes', async () => {
    for (const time of ['08:55:00', '08:50:00']) {
      const reply = await customer.post('/api/v2/shipments/create', orderPayload({ start_time: time }))
      expect(reply.status, time).toBe(201)
    }
    const before = await totals()
    const late = await customer.post('/api/v2/shipments/create', orderPayload({ start_time: '08:49:00' }))
    expect(late.status).toBe(422)
    expect(late.body.field).toBe('start_time')
    expect(late.body.message).toContain('The pickup time is in the past.')
    expect(await totals()).toEqual(before)
  })

  it('rejects a pickup that the clock has passed by more than 10 minutes', async () => {
    const payload = orderPayload({ start_time: '09:30:00' })
    api.clock.advance({ minutes: 41 })
    const before = await totals()
    const reply = await customer.post('/api/v2/shipments/create', payload)
    expect(reply.status).toBe(422)
    expect(reply.body.field).toBe('start_time')
    expect(await totals()).toEqual(before)
    api.clock.advance({ minutes: -2 })
    expect((await customer.post('/api/v2/shipments/create', payload)).status).toBe(201)
  })

  it('an account without required reference may leave it empty', async () => {
    const branch = await loginAs(api, 'filiale-bern')
    const before = await totals(branch)
    const reply = await branch.post(
      '/api/v2/shipments/create',
      orderPayload({ rechnungsbeschreibung_offiziell: '' }),
    )
    expect(reply.status).toBe(201)
    expect(await totals(branch)).toEqual({ ...before, active: before.active + 1, offers: before.offers })
    // Created for the branch only.
    expect((await customer.get(`/api/v2/shipments/${reply.body.id}`)).status).toBe(404)
  })
})

describe('POST /api/v2/shipments/create: offers', () => {
  it('keeps an offer as an offer: not in the lists, visible in the outbox', async () => {
    const before = await totals()
    const reply = await customer.post(
      '/api/v2/shipments/create',
      orderPayload({ is_offer: true, website_offertbetrag: 0 }),
    )
    expect(reply.status).toBe(201)
    expect(reply.body.id).toEqual(expect.any(Number))
    expect(reply.body.is_offer).toBe(true)
    expect(await totals()).toEqual({ ...before, offers: before.offers + 1 })
    expect((await fetchShipments(customer, 'active')).some((row) => row.id === reply.body.id)).toBe(false)
    const archive = await fetchShipments(customer, 'archive')
    expect(archive.some((row) => row.id === reply.body.id)).toBe(false)
    expect((await customer.get(`/api/v2/shipments/${reply.body.id}`)).status).toBe(404)

    const outbox = await client(api).get('/__fixture/outbox')
    expect(outbox.body.offers).toContainEqual(
      expect.objectContaining({ id: reply.body.id, owner: 'customer' }),
    )
  })
})

describe('GET /__fixture/outbox: the create bodies as received', () => {
  it('lists each order and offer with the exact body it was created from', async () => {
    const order = orderPayload({ note: 'Hinterhof, Klingel 2' })
    const offer = orderPayload({ is_offer: true, website_offertbetrag: 0 })
    const created = await customer.post('/api/v2/shipments/create', order)
    const quoted = await customer.post('/api/v2/shipments/create', offer)
    const outbox = await client(api).get('/__fixture/outbox')
    expect(outbox.body.orders).toContainEqual({ id: created.body.id, owner: 'customer', payload: order })
    expect(outbox.body.offers).toContainEqual({ id: quoted.body.id, owner: 'customer', payload: offer })
  })
})

describe('POST /api/v2/shipments/create: rejections create nothing', () => {
  const eMail = 'not-an-e-mail'
  const cases: [string, (payload: Row) => void, string][] = [
    ['no sender', (p) => (p.kontaktadressen.send = []), 'kontaktadressen.send'],
    ['sender missing', (p) => delete p.kontaktadressen.send, 'kontaktadressen.send'],
    ['no receiver', (p) => (p.kontaktadressen.receive = []), 'kontaktadressen.receive'],
    ['sender without name', (p) => (p.kontaktadressen.send[0].firma = ' '), 'kontaktadressen.send.0.firma'],
    [
      '16 colis',
      (p) =>
        (p.colis = Array.from({ length: 16 }, () => ({
          description: 'Box',
          weight: 1,
          count: 1,
          height: 10,
          width: 10,
          length: 10,
          iata: 0.17,
        }))),
      'colis',
    ],
    ['one coli line counting 16', (p) => (p.colis[0].count = 16), 'colis.0.count'],
    [
      '10 + 6 colis',
      (p) => {
        p.colis[0].count = 10
        p.colis[1].count = 6
      },
      'colis',
    ],
    ['no colis', (p) => (p.colis = []), 'colis'],
    ['negative weight', (p) => (p.colis[0].weight = -1), 'colis.0.weight'],
    ['a note of 2001 characters', (p) => (p.note = 'x'.repeat(2001)), 'note'],
    ['a bad send_pod e-mail', (p) => (p.send_pod = eMail), 'send_pod'],
    ['a bad billing e-mail', (p) => (p.billing_emails = eMail), 'billing_emails'],
    ['a bad sender e-mail', (p) => (p.sender_email = 'a@'), 'sender_email'],
    [
      'a missing reference (required for customer)',
      (p) => (p.rechnungsbeschreibung_offiziell = ''),
      'rechnungsbeschreibung_offiziell',
    ],
    [
      'a null reference',
      (p) => (p.rechnungsbeschreibung_offiziell = null),
      'rechnungsbeschreibung_offiziell',
    ],
    ['start_date 2026-02-30', (p) => (p.start_date = '2026-02-30'), 'start_date'],
    ['start_date in Swiss format', (p) => (p.start_date = '18.11.2026'), 'start_date'],
    ['start_time 25:00:00', (p) => (p.start_time = '25:00:00'), 'start_time'],
    ['transportart_id 2', (p) => (p.transportart_id = 2), 'transportart_id'],
    ['unknown location id', (p) => (p.kontaktadressen.send[0].plz = 999999), 'kontaktadressen.send.0.plz'],
    [
      'receiver without location id',
      (p) => (p.kontaktadressen.receive[0].plz = null),
      'kontaktadressen.receive.0.plz',
    ],
  ]

  it.each(cases)('%s → 422 naming the field', async (_label, mutate, field) => {
    const before = await totals()
    for (const is_offer of [false, true]) {
      const payload = orderPayload({ is_offer })
      mutate(payload)
      const reply = await customer.post('/api/v2/shipments/create', payload)
      expect(reply.status, JSON.stringify(reply.body)).toBe(422)
      expect(reply.body.field).toBe(field)
      expect(reply.body.message).toContain(field)
    }
    expect(await totals()).toEqual(before)
  })

  it('a note of exactly 2000 characters is accepted', async () => {
    const reply = await customer.post('/api/v2/shipments/create', orderPayload({ note: 'x'.repeat(2000) }))
    expect(reply.status).toBe(201)
  })

  it('15 colis are accepted', async () => {
    const payload = orderPayload()
    payload.colis = Array.from({ length: 15 }, () => ({ ...payload.colis[0] }))
    const reply = await customer.post('/api/v2/shipments/create', payload)
    expect(reply.status).toBe(201)
    expect((await customer.get(`/api/v2/shipments/${reply.body.id}`)).body.coli_count).toBe(15)
  })

  it('the reference message comes from the organization, in the waybill language', async () => {
    const payload = orderPayload({
      rechnungsbeschreibung_offiziell: '',
      frachtbrief: { fb_language: 'fr' },
    })
    const reply = await customer.post('/api/v2/shipments/create', payload)
    expect(reply.status).toBe(422)
    expect(reply.body.message).toContain('Veuillez indiquer votre centre de coûts.')
  })

  it('an inactive P.O.-box location → 422 naming its plz', async () => {
    const search = await customer.get('/api/v2/zips?search=8010')
    const poBox = (search.body as ApiLocality[]).find((row) => !row.is_active) as ApiLocality
    expect(poBox).toBeDefined()
    const bernPoBox = await locationByCode(customer, '3001')
    expect(bernPoBox.is_active).toBe(false)
    const before = await totals()
    for (const [side, location] of [
      ['send', poBox],
      ['receive', bernPoBox],
    ] as const) {
      const payload = orderPayload()
      payload.kontaktadressen[side][0] = buildOrderAddress({}, location)
      const reply = await customer.post('/api/v2/shipments/create', payload)
      expect(reply.status).toBe(422)
      expect(reply.body.field).toBe(`kontaktadressen.${side}.0.plz`)
    }
    expect(await totals()).toEqual(before)
  })
})
