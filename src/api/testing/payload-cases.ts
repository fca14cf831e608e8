import type { Api } from '#api/create-api'
import type { ApiErrorKind } from '#api/errors'
import type { FixtureOptions } from '#fixture-api/options'
import { harnessOver, makeFixture } from './harness'
import { orderPayload, zurichToBern } from './samples'

/**
 * Test support: every call whose answer goes through a schema and a normaliser, with the real
 * answer the fixture API gives it. A bench answers one path with whatever text a test plants.
 */

export interface PayloadCase {
  name: string
  user: string
  /** The request path whose answer is replaced; other requests reach the fixture. */
  path: RegExp
  status?: number
  call: (api: Api) => Promise<unknown>
  /** Error kinds other than 'payload' a mutated answer may rightly end in. */
  alsoAllowed?: ApiErrorKind[]
}

export interface Planted {
  path: RegExp
  /** Only requests whose decoded query matches too (one page of a paged list). */
  query?: RegExp
  status: number
  text: string
}

/** One fixture and one logged-in API per user; `plant` replaces the answers of some requests. */
export async function openBench(user: string, fixtureOptions: Partial<FixtureOptions> = {}) {
  const fixture = makeFixture(fixtureOptions)
  const state: { planted: Planted[]; capture: RegExp | null; captured: string | null } = {
    planted: [],
    capture: null,
    captured: null,
  }
  const harness = harnessOver(async (request) => {
    const { pathname, search } = new URL(request.url)
    const planted = state.planted.find(
      (answer) => answer.path.test(pathname) && (answer.query?.test(decodeURIComponent(search)) ?? true),
    )
    if (planted) {
      return new Response(planted.text, {
        status: planted.status,
        headers: { 'content-type': 'application/json' },
      })
    }
    const response = await fixture.fetch(request)
    if (state.capture?.test(pathname)) state.captured = await response.clone().text()
    return response
  })
  harness.session.setTokens(await harness.api.auth.login(user, 'demo-pass'))
  return {
    api: harness.api,
    /** Every request sent so far, for tests that check which pages were asked for. */
    sent: harness.sent,
    /** The first planted answer whose path and query match is given; none plants nothing. */
    plant(...planted: (Planted | null)[]) {
      state.planted = planted.filter((answer) => answer !== null)
    },
    /** The JSON the fixture answers on the case's path. */
    async realAnswer(payloadCase: PayloadCase): Promise<unknown> {
      state.captured = null
      state.capture = payloadCase.path
      await payloadCase.call(harness.api)
      state.capture = null
      if (state.captured === null) throw new Error(`${payloadCase.name}: nothing captured`)
      return JSON.parse(state.captured)
    },
  }
}

/** The ids the calls need, read from the fixture as `customer` sees it. */
async function realIds(api: Api) {
  const addresses = (await api.addresses.list({ count: 2, offset: 0 })).items
  const shipment = (await api.shipments.listActive({ count: 1, offset: 0 })).items[0]
  const location = (await api.locations.search('3011', { locale: 'de' }))[0]
  const standingOrder = (await api.standingOrders.list({ count: 1, offset: 0 })).items[0]
  const [from, to] = addresses
  if (!from?.id || !to || !shipment || !location || !standingOrder) throw new Error('fixture data missing')
  return {
    from,
    to,
    addressId: from.id,
    shipment,
    locationId: location.id,
    standingOrderKey: standingOrder.key,
  }
}

export async function payloadCases(api: Api): Promise<PayloadCase[]> {
  const ids = await realIds(api)
  const customer = (name: string, path: RegExp, call: PayloadCase['call']): PayloadCase => ({
    name,
    user: 'customer',
    path,
    call,
  })
  return [
    customer('address list', /\/addresses$/, (a) => a.addresses.list({ count: 3, offset: 0 })),
    customer('address', /\/address\/\d+$/, (a) => a.addresses.get(ids.addressId)),
    customer('profile with standard addresses', /\/profile$/, (a) => a.profile.get()),
    {
      name: 'profile with reference messages',
      user: 'restricted',
      path: /\/profile$/,
      call: (a) => a.profile.get(),
    },
    {
      name: 'switchable users',
      user: 'dispatcher',
      path: /get-switchable-users$/,
      call: (a) => a.switchUser.users(),
    },
    customer('active shipments', /shipments\/active$/, (a) =>
      a.shipments.listActive({ count: 2, offset: 0 }),
    ),
    customer('archive page', /shipments\/archive$/, (a) => a.shipments.listArchive({ count: 2, offset: 0 })),
    customer('shipment detail', /shipments\/\d+$/, (a) => a.shipments.get(ids.shipment.key)),
    customer('tracking', /\/track\//, (a) => a.shipments.track(ids.shipment.externalNumber)),
    customer('summary', /shipments\/summary$/, (a) => a.shipments.summary()),
    customer('saved emission', /saved-emission$/, (a) => a.shipments.savedEmission()),
    customer('order created', /shipments\/create$/, (a) =>
      a.shipments.create(orderPayload(ids.from, ids.to, false, 'Hostile payloads')),
    ),
    customer('offer created', /shipments\/create$/, (a) =>
      a.shipments.create(orderPayload(ids.from, ids.to, true, 'Hostile payloads')),
    ),
    {
      ...customer('waybill token', /request-waybill$/, (a) => a.shipments.downloadWaybill(ids.shipment.key)),
      // A token the server never issued is refused by the server when the PDF is asked for with it.
      alsoAllowed: ['http'],
    },
    customer('price', /get-price$/, (a) => a.prices.get(zurichToBern)),
    {
      ...customer('price refused', /get-price$/, (a) => a.prices.get({ ...zurichToBern, weight: 500 })),
      status: 422,
      // A refusal whose body names no known code stays what it is: the server's 422.
      alsoAllowed: ['http'],
    },
    customer('place search', /\/zips$/, (a) => a.locations.search('3011', { locale: 'fr' })),
    customer('place', /\/zip\/\d+$/, (a) => a.locations.get(ids.locationId, { locale: 'it' })),
    customer('packaging', /\/gebinde$/, (a) => a.packaging.list({ locale: 'en' })),
    customer('standing orders', /\/standing-order$/, (a) => a.standingOrders.list({ count: 2, offset: 0 })),
    customer('standing order renamed', /change-customer-name$/, (a) =>
      a.standingOrders.rename(ids.standingOrderKey, 'Hostile'),
    ),
    customer('team', /api\/team$/, (a) => a.website.team('de')),
    customer('service information', /service-information$/, (a) => a.website.serviceInformation('fr')),
    customer('login', /login_check$/, (a) => a.auth.login('customer', 'demo-pass')),
    customer('unique username', /unique-username$/, (a) => a.auth.isUsernameUnique('hostile')),
  ]
}
