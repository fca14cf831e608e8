import * as v from 'valibot'
import { AddressWireSchema } from '#api/schemas/address'
import { SwitchableUsersSchema, TokenPairSchema, ValidSchema } from '#api/schemas/auth'
import {
  LocationSchema,
  PackagingSchema,
  PriceSchema,
  SavedEmissionSchema,
  SummarySchema,
} from '#api/schemas/catalog'
import { pageOf } from '#api/schemas/common'
import { ProfileSchema } from '#api/schemas/profile'
import {
  ShipmentDetailSchema,
  ShipmentRowSchema,
  TrackingSchema,
  WaybillTokenSchema,
} from '#api/schemas/shipment'
import { StandingOrderSchema } from '#api/schemas/standing-order'
import { EmployeeSchema, ServiceInfoSchema } from '#api/schemas/website'
import type { Client } from './harness'

/**
 * The /api/v2 contract of spec section 7, one entry a call: a sample request the call answers with
 * 200 in the shape the portal's own schema reads (the schema src/api validates and normalises with),
 * whether it needs a token, and the refusals it owes a wrong request (status, and the field named).
 * tests/fixture-api/contract.test.ts runs the table; the other fixture suites test behaviour.
 */

/** Real keys of the seeded data, read once per run. */
export interface Ids {
  shipment: number
  trackingNumber: string
  addressId: number
  standingOrder: number
  locationId: number
  /** An address of `restricted`: another account's. */
  foreignAddress: number
}

export interface Refusal {
  name: string
  /** The request path; the call's sample path when left out. */
  path?: (ids: Ids) => string
  body?: unknown
  status: number
  /** The field the error names. */
  field?: string
}

export type Method = 'GET' | 'POST'

export interface CallContract {
  call: `${Method} /${string}`
  sample: (ids: Ids) => string
  sampleBody?: unknown
  /** The answer's shape as the portal reads it; binary and empty answers have none. */
  shape?: v.GenericSchema
  /** Public calls serve visitors; every other call answers 401 without a valid token. */
  public?: true
  refusals?: Refusal[]
}

const list = (item: v.GenericSchema) => v.array(item)
const notFound = (name: string, path: (ids: Ids) => string): Refusal => ({ name, path, status: 404 })

/** Keys a list does not know; the shipment lists' paging and direction refusals are shipment-lists.test.ts's. */
const UNKNOWN_KEYS = (path: string): Refusal[] => [
  {
    name: 'an unknown filter key',
    path: () => `${path}?filter[colour]=red`,
    status: 400,
    field: 'filter[colour]',
  },
  {
    name: 'an unknown sorting field',
    path: () => `${path}?sorting[field]=colour`,
    status: 400,
    field: 'sorting[field]',
  },
]

const PAGING = (path: string): Refusal[] => [
  {
    name: 'a direction other than asc/desc',
    path: () => `${path}?sorting[field]=id&sorting[direction]=up`,
    status: 400,
    field: 'sorting[direction]',
  },
  { name: 'count 0', path: () => `${path}?count=0`, status: 400, field: 'count' },
  { name: 'a negative offset', path: () => `${path}?offset=-1`, status: 400, field: 'offset' },
]

export const CONTRACT: CallContract[] = [
  {
    call: 'POST /api/v2/login_check',
    sample: () => '/api/v2/login_check',
    sampleBody: { _username: 'customer', _password: 'demo-pass' },
    shape: TokenPairSchema,
    public: true,
  },
  {
    call: 'GET /api/v2/profile',
    sample: () => '/api/v2/profile',
    shape: ProfileSchema,
  },
  {
    call: 'POST /api/v2/profile',
    sample: () => '/api/v2/profile',
    refusals: [{ name: 'a list for a body', body: [{}], status: 422 }],
  },
  {
    call: 'POST /api/v2/profile/change-password',
    sample: () => '/api/v2/profile/change-password',
  },
  {
    call: 'POST /api/v2/validation/unique-username',
    sample: () => '/api/v2/validation/unique-username',
    sampleBody: { username: 'brand-new' },
    shape: ValidSchema,
    public: true,
    refusals: [
      { name: 'no username', body: {}, status: 422, field: 'username' },
      { name: 'a number for a username', body: { username: 7 }, status: 422, field: 'username' },
    ],
  },
  {
    call: 'POST /api/v2/validation/unique-email',
    sample: () => '/api/v2/validation/unique-email',
    sampleBody: { email: 'brand-new@example.ch' },
    shape: ValidSchema,
    public: true,
    refusals: [{ name: 'no e-mail address', body: { email: 'nope' }, status: 422, field: 'email' }],
  },
  {
    call: 'POST /api/v2/password-reset',
    sample: () => '/api/v2/password-reset',
    sampleBody: { email: 'nobody@example.ch' },
    public: true,
  },
  {
    call: 'POST /api/v2/password-reset/{hash}',
    sample: () => '/api/v2/password-reset/0123456789abcdef',
    public: true,
    refusals: [notFound('an unknown hash', () => '/api/v2/password-reset/0123456789abcdef')],
  },
  {
    call: 'POST /api/v2/register',
    sample: () => '/api/v2/register',
    public: true,
    refusals: [
      { name: 'an empty object reaches validation', body: {}, status: 422, field: 'username' },
      { name: 'a string for a body', body: 'new.customer', status: 422 },
    ],
  },
  {
    call: 'GET /api/v2/track/{trackingId}',
    sample: (ids) => `/api/v2/track/${ids.trackingNumber}`,
    shape: TrackingSchema,
    refusals: ['VK-9999999', '9999999', '40117-9999999', '99999-0500001', 'nonsense'].map((id) =>
      notFound(`unknown number ${id}`, () => `/api/v2/track/${id}`),
    ),
  },
  ...(['active', 'archive'] as const).map(
    (name): CallContract => ({
      call: `GET /api/v2/shipments/${name}`,
      sample: () => `/api/v2/shipments/${name}`,
      shape: pageOf(ShipmentRowSchema),
      refusals: UNKNOWN_KEYS(`/api/v2/shipments/${name}`),
    }),
  ),
  {
    call: 'GET /api/v2/shipments/archive/export',
    sample: () =>
      '/api/v2/shipments/archive/export?locale=de&filter[transportTypeId]=4&filter[from]=2026-10-01',
  },
  {
    call: 'GET /api/v2/shipments/{key}',
    sample: (ids) => `/api/v2/shipments/${ids.shipment}`,
    shape: ShipmentDetailSchema,
    refusals: [
      ...['99999999', '1', 'abc', '0', '-5', '1.5', '500001x'].map((key) =>
        notFound(`key ${key}`, () => `/api/v2/shipments/${key}`),
      ),
    ],
  },
  {
    call: 'POST /api/v2/shipments/{key}/edit',
    sample: (ids) => `/api/v2/shipments/${ids.shipment}/edit`,
  },
  {
    call: 'POST /api/v2/shipments/request-waybill-email',
    sample: () => '/api/v2/shipments/request-waybill-email',
  },
  {
    call: 'GET /api/v2/shipments/{key}/request-waybill',
    sample: (ids) => `/api/v2/shipments/${ids.shipment}/request-waybill`,
    shape: WaybillTokenSchema,
  },
  {
    call: 'POST /api/v2/shipments/{key}/waybill',
    sample: (ids) => `/api/v2/shipments/${ids.shipment}/waybill`,
    refusals: [
      {
        name: 'a made-up token',
        body: { token: 'deadbeefdeadbeefdeadbeefdeadbeef' },
        status: 403,
        field: 'token',
      },
    ],
  },
  {
    call: 'GET /api/v2/shipments/summary',
    sample: () => '/api/v2/shipments/summary',
    shape: SummarySchema,
  },
  {
    call: 'POST /api/v2/shipments/create',
    sample: () => '/api/v2/shipments/create',
  },
  {
    call: 'GET /api/v2/get-price',
    sample: () =>
      '/api/v2/get-price?from_zip=8001&from_location=Zürich&to_zip=3011&to_location=Bern&date=2026-11-18&time=10:00&weight=3&colis=1',
    shape: PriceSchema,
  },
  {
    call: 'GET /api/v2/zips',
    sample: () => '/api/v2/zips?search=8001',
    shape: list(LocationSchema),
    public: true,
  },
  {
    call: 'GET /api/v2/zip/{locationId}',
    sample: (ids) => `/api/v2/zip/${ids.locationId}`,
    shape: LocationSchema,
    public: true,
  },
  {
    call: 'GET /api/v2/gebinde',
    sample: () => '/api/v2/gebinde?kundentool',
    shape: list(PackagingSchema),
  },
  {
    call: 'GET /api/v2/saved-emission',
    sample: () => '/api/v2/saved-emission',
    shape: SavedEmissionSchema,
  },
  {
    call: 'GET /api/v2/addresses',
    sample: () => '/api/v2/addresses',
    shape: pageOf(AddressWireSchema),
    refusals: [...UNKNOWN_KEYS('/api/v2/addresses'), ...PAGING('/api/v2/addresses')],
  },
  {
    call: 'GET /api/v2/address/{id}',
    sample: (ids) => `/api/v2/address/${ids.addressId}`,
    shape: AddressWireSchema,
    refusals: [
      notFound('an unknown id', () => '/api/v2/address/99999999'),
      notFound('a word for an id', () => '/api/v2/address/abc'),
      notFound('another account’s address', (ids) => `/api/v2/address/${ids.foreignAddress}`),
    ],
  },
  {
    call: 'POST /api/v2/address',
    sample: () => '/api/v2/address',
  },
  {
    call: 'POST /api/v2/address/{id}',
    sample: (ids) => `/api/v2/address/${ids.addressId}`,
  },
  {
    call: 'GET /api/v2/standing-order',
    sample: () => '/api/v2/standing-order',
    shape: pageOf(StandingOrderSchema),
    refusals: [
      ...UNKNOWN_KEYS('/api/v2/standing-order'),
      ...PAGING('/api/v2/standing-order').filter((refusal) => refusal.field !== 'count'),
      {
        name: 'filter[sender], a key of the shipment lists only',
        path: () => '/api/v2/standing-order?filter[sender]=x',
        status: 400,
        field: 'filter[sender]',
      },
    ],
  },
  {
    call: 'POST /api/v2/standing-order/{key}/change-customer-name',
    sample: (ids) => `/api/v2/standing-order/${ids.standingOrder}/change-customer-name`,
  },
  {
    call: 'GET /api/v2/standing-order/export',
    sample: () => '/api/v2/standing-order/export?locale=de',
  },
  {
    call: 'GET /api/v2/get-switchable-users',
    sample: () => '/api/v2/get-switchable-users',
    shape: SwitchableUsersSchema,
  },
  {
    call: 'GET /{locale}/api/team',
    sample: () => '/de/api/team',
    shape: list(EmployeeSchema),
    public: true,
  },
  {
    call: 'GET /{locale}/api/service-information',
    sample: () => '/fr/api/service-information',
    shape: list(ServiceInfoSchema),
    public: true,
  },
  {
    call: 'GET /share/{lang}.xml',
    sample: () => '/share/it.xml',
    public: true,
  },
  {
    call: 'POST /api/v2/token/refresh',
    sample: () => '/api/v2/token/refresh',
    public: true,
  },
]

export const methodOf = (entry: CallContract): Method => entry.call.split(' ')[0] as Method

/** Reads the keys the sample requests need, as `customer` and `restricted` see them. */
export async function readIds(customer: Client, restricted: Client): Promise<Ids> {
  const first = async (who: Client, path: string) => {
    const reply = await who.get(path)
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`)
    return reply.body.data?.[0] ?? reply.body[0]
  }
  const shipment = await first(customer, '/api/v2/shipments/active')
  const address = await first(customer, '/api/v2/addresses')
  return {
    shipment: shipment.id,
    trackingNumber: shipment.formatted_number,
    addressId: address.kontaktadresse.id,
    standingOrder: (await first(customer, '/api/v2/standing-order')).id,
    locationId: (await first(customer, '/api/v2/zips?search=3011')).id,
    foreignAddress: (await first(restricted, '/api/v2/addresses')).kontaktadresse.id,
  }
}
