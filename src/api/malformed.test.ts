import { describe, expect, it } from 'vitest'
import type { Api } from './create-api'
import { ApiError } from './errors'
import { stubHarness } from './testing/harness'

/** Each call the stub server answers with `body`; the result must be a typed payload error. */
async function expectPayloadError(body: unknown, call: (api: Api) => Promise<unknown>): Promise<ApiError> {
  const { api } = stubHarness(body)
  const error = await call(api).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).kind).toBe('payload')
  return error as ApiError
}

const row = {
  id: 1,
  formatted_number: 'VK-1',
  state: 100,
  cancelled: false,
  start: { date: '2026-11-18T06:15:00+01:00' },
  end: { date: '2026-11-18T08:00:00+01:00' },
  addresses: { from: [], to: [] },
  coli_count: 1,
  total_weight: 1,
  transportart_id: 3,
}

const listCases: [string, unknown][] = [
  ['no pagination', { data: [row] }],
  ['data null', { pagination: { total: 1 }, data: null }],
  ['a row without id', { pagination: { total: 1 }, data: [{ ...row, id: undefined }] }],
  ['a state as text', { pagination: { total: 1 }, data: [{ ...row, state: 'delivered' }] }],
  ['start null where an object is expected', { pagination: { total: 1 }, data: [{ ...row, start: null }] }],
  [
    'a stop that is a string',
    { pagination: { total: 1 }, data: [{ ...row, addresses: { from: ['x'], to: [] } }] },
  ],
  [
    'an impossible delivery date',
    { pagination: { total: 1 }, data: [{ ...row, visier_date: '2026-02-30', visier_time: '08:00' }] },
  ],
  [
    'a delivery time in the wrong format',
    { pagination: { total: 1 }, data: [{ ...row, visier_date: '2026-11-18', visier_time: '8 Uhr' }] },
  ],
]

describe('malformed payloads are payload errors, never crashes', () => {
  it.each(listCases)('shipment list: %s', async (_case, body) => {
    await expectPayloadError(body, (api) => api.shipments.listActive({ count: 1, offset: 0 }))
  })

  it('names the offending path and keeps the valibot issues', async () => {
    const error = await expectPayloadError(
      { pagination: { total: 1 }, data: [{ ...row, state: 'x' }] },
      (api) => api.shipments.listArchive({ count: 1, offset: 0 }),
    )
    expect(error.message).toContain('data.0.state')
    expect(error.issues?.length).toBeGreaterThan(0)
  })

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['an empty body', ''],
    ['null', null],
    ['an array', []],
    ['no organization', { id: 1, username: 'u', email: 'e', anrede: 'male' }],
    ['organization null', { id: 1, username: 'u', email: 'e', anrede: 'male', organization: null }],
    ['an unknown anrede', { id: 1, username: 'u', email: 'e', anrede: 'divers', organization: {} }],
    ['id as text', { id: '1', username: 'u', email: 'e', anrede: 'male', organization: {} }],
  ])('profile: %s', async (_case, body) => {
    await expectPayloadError(body, (api) => api.profile.get())
  })

  it.each([
    ['no token', { refresh_token: 'r' }],
    ['an empty token', { token: '', refresh_token: 'r' }],
  ])('login: %s', async (_case, body) => {
    await expectPayloadError(body, (api) => api.auth.login('u', 'p'))
  })

  it.each([
    ['kontaktadresse null', { kontaktadresse: null }],
    ['a flag as text', { kontaktadresse: { id: 1 }, default_absender: 'yes' }],
    ['a location id as text', { kontaktadresse: { id: 1, plz: '1001' } }],
  ])('address: %s', async (_case, body) => {
    await expectPayloadError(body, (api) => api.addresses.get(1))
  })

  it.each([
    ['no extern_nr', { state: 1, cancelled: false, kontaktadressen: { send: [], receive: [] } }],
    ['kontaktadressen null', { state: 1, cancelled: false, kontaktadressen: null, extern_nr: '1' }],
  ])('tracking: %s', async (_case, body) => {
    await expectPayloadError(body, (api) => api.shipments.track('VK-1'))
  })

  it.each([
    [
      'a price as words',
      {
        totalduration: '01:00',
        estimated_time_of_arrival: '10:00',
        price_inkl_mwst: 'viel',
        transportart_id: 3,
        saved_co2: 1,
      },
    ],
    ['a non-empty array', [{}]],
    ['an object without fields', {}],
  ])('price: %s', async (_case, body) => {
    await expectPayloadError(body, (api) =>
      api.prices.get({
        fromZip: '1',
        fromLocation: 'a',
        toZip: '2',
        toLocation: 'b',
        date: 'd',
        time: 't',
        weight: 1,
        colis: 1,
      }),
    )
  })

  it.each([
    ['entries without ids', [{ code: '8001', name_de: 'Zürich' }]],
    ['an object instead of a list', { id: 1 }],
  ])('zips: %s', async (_case, body) => {
    await expectPayloadError(body, (api) => api.locations.search('80', { locale: 'de' }))
  })

  /** One standing order, otherwise well formed, with `change` applied. */
  const standingOrderPage = (change: Record<string, unknown>) => ({
    pagination: { total: 1 },
    data: [
      {
        id: 1,
        formatted_number: 'DA-1',
        transportart_id: 1,
        addresses: { from: [], to: [] },
        standing_order_active_on: [],
        preis_netto: '1.00',
        ...change,
      },
    ],
  })

  it.each([
    ['an unknown weekday', standingOrderPage({ standing_order_active_on: ['montag'] })],
    ['a price as words', standingOrderPage({ preis_netto: 'gratis' })],
  ])('standing orders: %s', async (_case, body) => {
    await expectPayloadError(body, (api) => api.standingOrders.list({ count: 1, offset: 0 }))
  })

  it('summary, emission, switchable users, waybill token, uniqueness, team', async () => {
    await expectPayloadError({ readyForPickup: -1, inTransit: 0, delivered: 0 }, (api) =>
      api.shipments.summary(),
    )
    await expectPayloadError({ savedEmissionThisYear: null }, (api) => api.shipments.savedEmission())
    await expectPayloadError([{ name: 'x' }], (api) => api.switchUser.users())
    await expectPayloadError({ token: 42 }, (api) => api.shipments.downloadWaybill(1))
    await expectPayloadError({ valid: 'yes' }, (api) => api.auth.isEmailUnique('a@b.ch'))
    await expectPayloadError([{ image: null }], (api) => api.website.team('de'))
    await expectPayloadError({ id: 'x' }, (api) => api.standingOrders.rename(1, 'n'))
  })
})
