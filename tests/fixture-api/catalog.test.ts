import { Temporal } from 'temporal-polyfill'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Store } from '#fixture-api/store'
import { ZONE } from '#fixture-api/zurich-time'
import type { ApiLocality } from './testing/factories'
import { type Client, client, loginAs, makeApi, startSession, type TestApi } from './testing/harness'

const LOCALITY_KEYS = ['code', 'id', 'is_active', 'name_de', 'name_en', 'name_fr', 'name_it']
const PACKAGING_KEYS = ['height', 'id', 'label_de', 'label_en', 'label_fr', 'label_it', 'length', 'width']
const EMPLOYEE_KEYS = ['email', 'firstname', 'image', 'lastname', 'phone', 'position']
const LOCALES = ['de', 'fr', 'it', 'en'] as const
const decoder = new TextDecoder()

describe('GET /api/v2/zips and /api/v2/zip/{id}', () => {
  let api: TestApi
  let customer: Client

  beforeAll(async () => {
    ;({ api, user: customer } = await startSession('customer'))
  })

  const search = async (term: string, user = customer): Promise<ApiLocality[]> => {
    const reply = await user.get<ApiLocality[]>(`/api/v2/zips?search=${encodeURIComponent(term)}`)
    expect(reply.status, term).toBe(200)
    return reply.body
  }

  it('finds localities by postcode prefix', async () => {
    const rows = await search('84')
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(LOCALITY_KEYS)
      expect(row.code.startsWith('84')).toBe(true)
    }
    expect(rows.map((row) => row.code)).toContain('8400')
    expect((await search('8400')).map((row) => row.code)).toEqual(['8400'])
  })

  it('finds a place by its name in any language, case-insensitively', async () => {
    for (const name of ['Genf', 'Genève', 'Ginevra', 'Geneva', 'genève', 'GINEVRA']) {
      const rows = await search(name)
      const codes = rows.map((row) => row.code)
      expect(codes, name).toContain('1201')
      for (const row of rows) {
        const names = [row.name_de, row.name_fr, row.name_it, row.name_en].map((n) => n.toLowerCase())
        expect(
          names.some((n) => n.includes(name.toLowerCase())),
          `${name}: ${row.code}`,
        ).toBe(true)
      }
    }
    const geneva = (await search('Genève')).find((row) => row.code === '1201')
    expect(geneva).toEqual({
      id: geneva?.id,
      code: '1201',
      name_de: 'Genf',
      name_fr: 'Genève',
      name_it: 'Ginevra',
      name_en: 'Geneva',
      is_active: true,
    })
    expect((await search('Berna')).map((row) => row.code)).toContain('3011')
    // An option label, 'code name', in any language finds its place again.
    for (const label of [
      '8400 Winterthur',
      '8400 Winterthour',
      '1201 Ginevra',
      '1201 geneva',
      '3011 Berne',
    ]) {
      const codes = (await search(label)).map((row) => row.code)
      expect(codes, label).toEqual([label.slice(0, 4)])
    }
  })

  it('returns at most 20 matches and [] for an empty or unmatched search', async () => {
    expect((await search('8')).length).toBe(20)
    expect(await search('')).toEqual([])
    expect(await search('   ')).toEqual([])
    expect(await search('Atlantis')).toEqual([])
    expect((await customer.get('/api/v2/zips')).body).toEqual([])
  })

  it('includes inactive P.O.-box postcodes, flagged is_active false', async () => {
    const rows = await search('8021')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ code: '8021', name_de: 'Zürich', is_active: false })
  })

  it('serves at least 150 localities by id, several of them inactive', async () => {
    let found = 0
    let inactive = 0
    const codes = new Set<string>()
    for (const row of api.store.localities) {
      const reply = await customer.get<ApiLocality>(`/api/v2/zip/${row.id}`)
      expect(reply.status).toBe(200)
      expect(Object.keys(reply.body).sort()).toEqual(LOCALITY_KEYS)
      expect(reply.body.id).toBe(row.id)
      expect(reply.body.code).toMatch(/^\d{4}$/)
      for (const locale of LOCALES) expect(reply.body[`name_${locale}`]).toMatch(/\S/)
      codes.add(reply.body.code)
      found++
      if (!reply.body.is_active) inactive++
    }
    expect(found).toBeGreaterThanOrEqual(150)
    expect(codes.size).toBe(found)
    expect(inactive).toBeGreaterThanOrEqual(5)
    expect(inactive).toBeLessThan(found / 2)
  })

  it('answers GET /zip/{id} with the record and 404 for an unknown id', async () => {
    const [geneva] = (await search('1201')) as [ApiLocality]
    expect((await customer.get(`/api/v2/zip/${geneva.id}`)).body).toEqual(geneva)
    expect((await customer.get('/api/v2/zip/99999')).status).toBe(404)
    expect((await customer.get('/api/v2/zip/abc')).status).toBe(404)
    expect((await customer.get('/api/v2/zip/1.5')).status).toBe(404)
  })

  it('lets a visitor search places before registering (no token)', async () => {
    const visitor = client(api)
    expect((await search('Lugano', visitor)).map((row) => row.code)).toContain('6900')
    const [lugano] = (await search('6900', visitor)) as [ApiLocality]
    expect((await visitor.get(`/api/v2/zip/${lugano.id}`)).status).toBe(200)
  })
})

describe('GET /api/v2/gebinde?kundentool', () => {
  it('lists packaging templates with four labels and dimensions', async () => {
    const { api, user: customer } = await startSession('customer')
    const reply = await customer.get('/api/v2/gebinde?kundentool')
    expect(reply.status).toBe(200)
    expect(reply.body.length).toBeGreaterThanOrEqual(10)
    for (const template of reply.body) {
      expect(Object.keys(template).sort()).toEqual(PACKAGING_KEYS)
      for (const locale of LOCALES) expect(template[`label_${locale}`]).toMatch(/\S/)
      for (const size of ['width', 'height', 'length']) {
        expect(typeof template[size]).toBe('number')
        expect(template[size]).toBeGreaterThan(0)
      }
    }
    expect(new Set(reply.body.map((template: { id: number }) => template.id)).size).toBe(reply.body.length)
    expect(reply.body[0]).toEqual({
      id: 1,
      label_de: 'Couvert C5',
      label_fr: 'Enveloppe C5',
      label_it: 'Busta C5',
      label_en: 'C5 envelope',
      width: 16,
      height: 1,
      length: 23,
    })
    expect((await client(api).get('/api/v2/gebinde?kundentool')).status).toBe(401)
  })
})

describe('GET /api/v2/saved-emission', () => {
  let api: TestApi
  let customer: Client

  beforeEach(async () => {
    ;({ api, user: customer } = await startSession('customer'))
  })

  /** The archive's non-cancelled deliveries of the clock's year, in kg with 2 decimals. */
  function recompute(store: Store, username: string): number {
    const year = api.clock.now.toZonedDateTimeISO(ZONE).year
    let grams = 0
    for (const row of store.shipments.of(username)) {
      if (row.list !== 'archive' || row.cancelled || !row.visier_datetime) continue
      const delivered = Temporal.Instant.from(row.visier_datetime).toZonedDateTimeISO(ZONE)
      if (delivered.year === year) grams += row.saved_co2
    }
    return Math.round(grams / 10) / 100
  }

  const saved = async (user = customer): Promise<number> => {
    const reply = await user.get('/api/v2/saved-emission')
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body)).toEqual(['savedEmissionThisYear'])
    return reply.body.savedEmissionThisYear
  }

  it('is the saved CO2 of this year’s deliveries in kg, to 2 decimals', async () => {
    const value = await saved()
    expect(typeof value).toBe('number')
    expect(value).toBeGreaterThan(0)
    expect(Number(value.toFixed(2))).toBe(value)
    expect(value).toBe(recompute(api.store, 'customer'))

    const restricted = await loginAs(api, 'restricted')
    const theirs = await saved(restricted)
    expect(theirs).toBe(recompute(api.store, 'restricted'))
    expect(theirs).not.toBe(value)
  })

  it('drops a delivery once it is cancelled', async () => {
    const before = await saved()
    const year = String(api.clock.now.toZonedDateTimeISO(ZONE).year)
    const delivered = api.store.shipments
      .of('customer')
      .find((row) => row.list === 'archive' && !row.cancelled && row.visier_datetime?.startsWith(year))
    if (!delivered) throw new Error('no delivery this year')
    expect(delivered.saved_co2).toBeGreaterThan(0)
    api.store.saveShipment({ ...delivered, cancelled: true })
    const after = await saved()
    expect(after).toBe(recompute(api.store, 'customer'))
    expect(after).toBeCloseTo(before - delivered.saved_co2 / 1000, 1)
    expect(after).toBeLessThan(before)
  })

  it('starts again from 0 in a new year', async () => {
    const inNovember = await saved()
    // 18 Nov 2026 + 45 days = 2 Jan 2027; the token would expire, so log in again.
    api.clock.advance({ hours: 45 * 24 })
    const again = await loginAs(api, 'customer')
    expect(await saved(again)).toBe(0)
    expect(recompute(api.store, 'customer')).toBe(0)
    expect(inNovember).toBeGreaterThan(0)
  })
})

describe('public website host', () => {
  let api: TestApi
  let visitor: Client

  beforeAll(() => {
    api = makeApi()
    visitor = client(api)
  })

  it('GET /{locale}/api/team lists employees without a token', async () => {
    const de = await visitor.get('/de/api/team')
    expect(de.status).toBe(200)
    expect(de.body.length).toBeGreaterThanOrEqual(2)
    for (const employee of de.body) {
      expect(Object.keys(employee).sort()).toEqual(EMPLOYEE_KEYS)
      expect(Object.keys(employee.image).sort()).toEqual(['src', 'srcset'])
      expect(employee.firstname).toMatch(/\S/)
      expect(employee.lastname).toMatch(/\S/)
      expect(employee.position).toMatch(/\S/)
      expect(employee.phone).toMatch(/^\+41 /)
      expect(employee.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
      expect(employee.image.srcset).toContain(employee.image.src)
    }
  })

  it('localises the position but not the person', async () => {
    const de = (await visitor.get('/de/api/team')).body
    const fr = (await visitor.get('/fr/api/team')).body
    expect(fr).toHaveLength(de.length)
    for (const [index, employee] of de.entries()) {
      expect(fr[index]).toMatchObject({
        firstname: employee.firstname,
        lastname: employee.lastname,
        phone: employee.phone,
        email: employee.email,
        image: employee.image,
      })
      expect(fr[index].position).not.toBe(employee.position)
    }
    expect(de[0].position).toBe('Leiterin Kundendienst')
    expect(fr[0].position).toBe('Responsable du service clientèle')
  })

  it('serves the team images as SVG, at 1x and 2x', async () => {
    const team = (await visitor.get('/de/api/team')).body
    for (const employee of team) {
      const urls = [
        employee.image.src,
        ...employee.image.srcset.split(',').map((part: string) => part.trim().split(' ')[0]),
      ]
      for (const url of urls) {
        const reply = await visitor.get(url)
        expect(reply.status, url).toBe(200)
        expect(reply.headers.get('content-type')).toBe('image/svg+xml')
        const svg = decoder.decode(reply.body as Uint8Array)
        expect(svg.startsWith('<svg')).toBe(true)
        expect(svg).toContain(`${employee.firstname} ${employee.lastname}`)
      }
    }
    expect((await visitor.get('/fixture-assets/team/999.svg')).status).toBe(404)
  })

  it('GET /{locale}/api/service-information gives localised titles and HTML descriptions', async () => {
    const fr = await visitor.get('/fr/api/service-information')
    expect(fr.status).toBe(200)
    expect(fr.body.length).toBeGreaterThanOrEqual(1)
    for (const entry of fr.body) {
      expect(Object.keys(entry).sort()).toEqual(['description', 'title'])
      expect(entry.title).toMatch(/\S/)
      expect(entry.description).toMatch(/<\w+[^>]*>[\s\S]*<\/\w+>/)
    }
    const de = (await visitor.get('/de/api/service-information')).body
    expect(de).toHaveLength(fr.body.length)
    expect(de[0].title).not.toBe(fr.body[0].title)
    for (const locale of LOCALES) {
      expect((await visitor.get(`/${locale}/api/service-information`)).status).toBe(200)
    }
  })

  it('GET /share/{lang}.xml is an RSS feed with linked, illustrated items', async () => {
    const reply = await visitor.get('/share/it.xml')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('application/xml')
    const xml = decoder.decode(reply.body as Uint8Array)
    expect(xml.startsWith('<?xml')).toBe(true)
    expect(xml).toMatch(/<rss version="2.0">/)
    expect(xml).toContain('<language>it-CH</language>')
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '')
    expect(items.length).toBeGreaterThanOrEqual(2)
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/)
      const link = /<link>([^<]+)<\/link>/.exec(item)?.[1]
      expect(link).toMatch(/^http:\/\/fixture\.test\/it\//)
      const image = /<enclosure url="([^"]+)"[^>]*type="image\/svg\+xml"/.exec(item)?.[1]
      expect(image).toBeDefined()
      const picture = await visitor.get(new URL(image as string).pathname)
      expect(picture.status).toBe(200)
      expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    }
    const firstTitle = /<title>([^<]+)<\/title>/.exec(items[0] ?? '')?.[1]
    const de = decoder.decode((await visitor.get('/share/de.xml')).body as Uint8Array)
    const deItems = [...de.matchAll(/<item>([\s\S]*?)<\/item>/g)]
    expect(deItems).toHaveLength(items.length)
    expect(/<title>([^<]+)<\/title>/.exec(deItems[0]?.[1] ?? '')?.[1]).not.toBe(firstTitle)
  })

  it('answers 404 for an unknown language', async () => {
    for (const path of ['/xx/api/team', '/es/api/service-information', '/share/xx.xml', '/share/es.xml']) {
      expect((await visitor.get(path)).status, path).toBe(404)
    }
  })
})
