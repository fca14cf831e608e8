import * as v from 'valibot'
import { WEEKDAYS } from '#domain/entities/basics'

/**
 * Building blocks of the server schemas. Optional text reads null or absent as '' (PHP backends omit
 * or null empty columns); a value of the wrong type is still a payload error.
 */

export const id = v.pipe(v.number(), v.integer())

export const count = v.pipe(v.number(), v.integer(), v.minValue(0))

// Defaults, not transforms, turn null into '' / false / 0: valibot then types the key as always present.
export const text = v.nullish(v.string(), '')

export const nullableText = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => (value === '' ? null : value)),
)

/** Postcodes and customer numbers: a number from one backend is the same code as a string. */
export const code = v.pipe(
  v.nullish(v.union([v.string(), v.pipe(v.number(), v.integer())]), ''),
  v.transform((value) => String(value)),
)

export const requiredCode = v.pipe(
  v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.integer())]),
  v.transform((value) => String(value)),
)

export const flag = v.nullish(v.boolean(), false)

/** Amounts arrive as JSON numbers or as decimal strings (PHP decimals). */
export const amount = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.decimal())]),
  v.transform((value) => Number(value)),
)

export const numberOrZero = v.nullish(v.pipe(v.number(), v.finite()), 0)

export const locale = v.picklist(['de', 'fr', 'it', 'en'])
export const anrede = v.picklist(['male', 'female', 'company'])
export const invoiceType = v.picklist(['monthly', 'single'])
export const weekday = v.picklist(WEEKDAYS)

export const isoDate = v.pipe(v.string(), v.isoDate())
export const clockTime = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}(:\d{2})?$/, 'expected HH:mm or HH:mm:ss'))

/**
 * A total no account comes near (the largest benchmark has 50,000 archived shipments). The mirror
 * reads a list page by page until the total: a server claiming 2^53 rows would keep it reading.
 */
export const MAX_LIST_TOTAL = 1_000_000

/** Every list call answers {pagination: {total}, data: []} (spec section 7). */
export function pageOf<const S extends v.GenericSchema>(item: S) {
  return v.object({
    pagination: v.object({ total: v.pipe(count, v.maxValue(MAX_LIST_TOTAL)) }),
    data: v.array(item),
  })
}
