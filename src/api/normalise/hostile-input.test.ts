import fc from 'fast-check'
import type * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import { parsePayload } from '#api/request'
import { AddressWireSchema } from '#api/schemas/address'
import {
  LocationSchema,
  PackagingSchema,
  PriceErrorSchema,
  PriceSchema,
  SavedEmissionSchema,
} from '#api/schemas/catalog'
import { ProfileSchema } from '#api/schemas/profile'
import { ShipmentDetailSchema, ShipmentRowSchema, TrackingSchema } from '#api/schemas/shipment'
import { StandingOrderSchema } from '#api/schemas/standing-order'
import { EmployeeSchema } from '#api/schemas/website'
import { mutate, mutations, prototypePollution, runs, wellFormedProblems } from '#api/testing/hostile-json'
import { openBench, payloadCases } from '#api/testing/payload-cases'
import { toAddress } from './address'
import { toLocation, toPackagingTemplate, toPriceError, toPriceOutcome, toSavedEmission } from './catalog'
import { toProfile } from './profile'
import { toShipmentDetail, toShipmentListItem } from './shipment'
import { toStandingOrder } from './standing-order'
import { toTrackingResult } from './tracking'
import { toEmployee, webUrl } from './website'

/**
 * Every normaliser behind its schema, fed the fixture's real rows mutated in memory, where values
 * JSON cannot carry (NaN, undefined, objects with a real __proto__ key) reach it too. parsePayload
 * is the guard every call runs them in: a well-formed entity or a typed payload error.
 */

interface Normaliser {
  name: string
  /** The payload case whose real answer gives the row. */
  from: string
  pick?: (answer: unknown) => unknown
  schema: v.GenericSchema
  normalise: (data: never) => unknown
}

const firstRow = (answer: unknown) => (answer as { data: unknown[] }).data[0]
const first = (answer: unknown) => (answer as unknown[])[0]

const NORMALISERS: Normaliser[] = [
  { name: 'toAddress', from: 'address', schema: AddressWireSchema, normalise: toAddress },
  { name: 'toProfile', from: 'profile with standard addresses', schema: ProfileSchema, normalise: toProfile },
  {
    name: 'toProfile, reference messages',
    from: 'profile with reference messages',
    schema: ProfileSchema,
    normalise: toProfile,
  },
  {
    name: 'toShipmentListItem',
    from: 'archive page',
    pick: firstRow,
    schema: ShipmentRowSchema,
    normalise: toShipmentListItem,
  },
  {
    name: 'toShipmentDetail',
    from: 'shipment detail',
    schema: ShipmentDetailSchema,
    normalise: toShipmentDetail,
  },
  { name: 'toTrackingResult', from: 'tracking', schema: TrackingSchema, normalise: toTrackingResult },
  {
    name: 'toStandingOrder',
    from: 'standing orders',
    pick: firstRow,
    schema: StandingOrderSchema,
    normalise: toStandingOrder,
  },
  {
    name: 'toLocation',
    from: 'place',
    schema: LocationSchema,
    normalise: (row: v.InferOutput<typeof LocationSchema>) => toLocation(row, 'it'),
  },
  {
    name: 'toPackagingTemplate',
    from: 'packaging',
    pick: first,
    schema: PackagingSchema,
    normalise: (row: v.InferOutput<typeof PackagingSchema>) => toPackagingTemplate(row, 'fr'),
  },
  { name: 'toPriceOutcome', from: 'price', schema: PriceSchema, normalise: toPriceOutcome },
  { name: 'toPriceError', from: 'price refused', schema: PriceErrorSchema, normalise: toPriceError },
  {
    name: 'toSavedEmission',
    from: 'saved emission',
    schema: SavedEmissionSchema,
    normalise: toSavedEmission,
  },
  {
    name: 'toEmployee',
    from: 'team',
    pick: first,
    schema: EmployeeSchema,
    normalise: (row: v.InferOutput<typeof EmployeeSchema>) => toEmployee(row, 'https://www.velocity.test'),
  },
]

const rows = new Map<string, unknown>()

beforeAll(async () => {
  const benches = new Map<string, Awaited<ReturnType<typeof openBench>>>()
  for (const user of ['customer', 'restricted']) benches.set(user, await openBench(user))
  const customer = benches.get('customer')
  if (!customer) throw new Error('no bench')
  for (const payloadCase of await payloadCases(customer.api)) {
    const bench = benches.get(payloadCase.user)
    if (bench) rows.set(payloadCase.name, await bench.realAnswer(payloadCase))
  }
}, 20_000)

function realRow(normaliser: Normaliser): unknown {
  const answer = rows.get(normaliser.from)
  if (answer === undefined) throw new Error(`no real payload for ${normaliser.name}`)
  return normaliser.pick ? normaliser.pick(answer) : answer
}

function outcomeOf(normaliser: Normaliser, raw: unknown) {
  try {
    return { value: parsePayload(raw, normaliser.schema, normaliser.normalise as (data: unknown) => unknown) }
  } catch (error) {
    return { error }
  }
}

describe('normalisers fed mutated real rows in memory', () => {
  it.each(NORMALISERS)('$name reads its real row', (normaliser) => {
    const outcome = outcomeOf(normaliser, realRow(normaliser))
    expect(outcome).not.toHaveProperty('error')
    expect(wellFormedProblems(outcome.value)).toEqual([])
  })

  it.each(NORMALISERS)('$name: a well-formed entity or a typed payload error', (normaliser) => {
    const row = realRow(normaliser)
    fc.assert(
      fc.property(mutations, (changes) => {
        const outcome = outcomeOf(normaliser, mutate(row, changes))
        if ('error' in outcome) {
          expect(outcome.error).toBeInstanceOf(ApiError)
          expect((outcome.error as ApiError).kind).toBe('payload')
        } else {
          expect(wellFormedProblems(outcome.value)).toEqual([])
        }
        expect(prototypePollution()).toEqual([])
      }),
      { numRuns: runs(60) },
    )
  })

  it('a row whose prototype keys are real own properties changes no prototype', () => {
    const row = realRow(NORMALISERS[1] as Normaliser) as Record<string, unknown>
    const hostile = JSON.parse(
      JSON.stringify(row).replace(
        '{',
        '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"isAdmin":true}},',
      ),
    )
    expect(Object.hasOwn(hostile, '__proto__')).toBe(true)
    const outcome = outcomeOf(NORMALISERS[1] as Normaliser, hostile)
    expect(wellFormedProblems('value' in outcome ? outcome.value : null)).toEqual([])
    expect(prototypePollution()).toEqual([])
  })
})

describe('links and images of the website host', () => {
  it.each([
    'javascript:alert(1)',
    '  JaVaScRiPt:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
  ])('%j is no web address and is dropped', (url) => {
    expect(webUrl(url, '')).toBeNull()
    expect(webUrl(url, 'https://www.velocity.test')).toBeNull()
  })

  it('keeps web addresses, made absolute on a website host of its own', () => {
    expect(webUrl('/de/blog/1', '')).toBe('/de/blog/1')
    expect(webUrl('/de/blog/1', 'https://www.velocity.test')).toBe('https://www.velocity.test/de/blog/1')
    expect(webUrl('https://cdn.velocity.test/a.svg', '')).toBe('https://cdn.velocity.test/a.svg')
  })
})
