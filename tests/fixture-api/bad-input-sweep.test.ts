import { beforeAll, describe, expect, it } from 'vitest'
import type { Client } from './testing/harness'
import { loginAs, makeApi } from './testing/harness'

// Whatever a client sends, the fixture answers with a 4xx and a JSON message: never a 500, never a crash.
const POSTS = [
  '/api/v2/login_check',
  '/api/v2/token/refresh',
  '/api/v2/profile',
  '/api/v2/profile/change-password',
  '/api/v2/password-reset',
  '/api/v2/password-reset/0123456789abcdef',
  '/api/v2/register',
  '/api/v2/validation/unique-username',
  '/api/v2/validation/unique-email',
  '/api/v2/shipments/create',
  '/api/v2/shipments/500341/edit',
  '/api/v2/shipments/request-waybill-email',
  '/api/v2/shipments/500001/waybill',
  '/api/v2/address',
  '/api/v2/address/10001',
  '/api/v2/standing-order/20001/change-customer-name',
]

/** Bodies that are not JSON at all: a 400, the others a 400 or a 422 naming what is wrong. */
const UNREADABLE: [string, string][] = [
  ['not JSON', '{"unterminated": '],
  ['an empty body', ''],
]

const BODIES: [string, string][] = [
  ...UNREADABLE,
  ['JSON null', 'null'],
  ['a JSON array', '[1, 2, 3]'],
  ['a JSON string', '"hello"'],
  ['a JSON number', '42'],
  ['an empty object', '{}'],
  [
    'wrong types everywhere',
    JSON.stringify({ kontaktadresse: 5, colis: 'many', email: [], password: { first: 1 } }),
  ],
  [
    'a prototype-pollution attempt',
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
  ],
  ['deep nesting', `${'['.repeat(500)}${']'.repeat(500)}`],
]

const QUERIES = [
  '/api/v2/shipments/archive?count=1e309',
  '/api/v2/shipments/archive?count=2.5',
  '/api/v2/shipments/active?offset=-1',
  '/api/v2/shipments/archive?sorting[field]=__proto__',
  '/api/v2/shipments/archive?filter[__proto__]=x',
  '/api/v2/shipments/active?filter[constructor]=x',
  '/api/v2/shipments/archive?filter[from]=yesterday',
  '/api/v2/shipments/archive?filter[orderList]=1,abc',
  '/api/v2/addresses?filter[toString]=x',
  '/api/v2/standing-order?filter[pickupDate]=32.13.2026',
  '/api/v2/standing-order?sorting[direction]=sideways&sorting[field]=sender',
  '/api/v2/get-price?from_zip=8001',
  '/api/v2/get-price?from_zip=8001&from_location=Z&to_zip=3011&to_location=Bern&date=x&time=y&weight=z&colis=w',
  '/api/v2/shipments/archive/export?locale=xx',
  '/api/v2/shipments/abc',
  '/api/v2/address/1e3',
  '/api/v2/zip/-1',
  '/api/v2/track/%00',
]

let user: Client

beforeAll(async () => {
  user = await loginAs(makeApi())
})

describe('malformed bodies on every write', () => {
  for (const path of POSTS) {
    it(`${path} answers every malformed body with a 4xx JSON message`, async () => {
      for (const [label, body] of BODIES) {
        const reply = await user.postRaw(path, body, 'application/json')
        if (UNREADABLE.some(([unreadable]) => unreadable === label)) {
          // The reset hash here names no account: that 404 comes before the body is read.
          expect(reply.status, `${label} → ${path}`).toBe(path.includes('/password-reset/') ? 404 : 400)
        }
        expect(reply.status, `${label} → ${path}`).toBeGreaterThanOrEqual(400)
        expect(reply.status, `${label} → ${path}`).toBeLessThan(500)
        expect(typeof (reply.body as { message?: unknown }).message, `${label} → ${path}`).toBe('string')
      }
    })
  }
})

describe('malformed queries', () => {
  it('answers each with a 4xx and leaves Object.prototype alone', async () => {
    for (const path of QUERIES) {
      const reply = await user.get(path)
      expect(reply.status, path).toBeGreaterThanOrEqual(400)
      expect(reply.status, path).toBeLessThan(500)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(Object.prototype)).toEqual([])
  })

  it('still serves normal requests afterwards', async () => {
    const reply = await user.get('/api/v2/shipments/archive?count=2')
    expect(reply.status).toBe(200)
    expect(reply.body.data).toHaveLength(2)
  })
})
