import { describe, expect, it } from 'vitest'
import { invoiceDispatchTypeOf, invoiceEmailOf, invoiceTypeOf } from './invoice-settings'

describe('invoice settings of the profile (spec sections 3 and 5)', () => {
  it('invoiceType: single and monthly are kept', () => {
    expect(invoiceTypeOf('single')).toBe('single')
    expect(invoiceTypeOf('monthly')).toBe('monthly')
  })

  it.each([undefined, null, '', 'weekly', 'SINGLE', 1, true, {}])(
    'invoiceType %j is treated as monthly',
    (value) => {
      expect(invoiceTypeOf(value)).toBe('monthly')
    },
  )

  it('invoiceDispatchType: email and post are kept', () => {
    expect(invoiceDispatchTypeOf('email')).toBe('email')
    expect(invoiceDispatchTypeOf('post')).toBe('post')
  })

  it.each([undefined, null, '', 'fax', 'POST', 0, false, []])(
    'invoiceDispatchType %j is treated as email',
    (value) => {
      expect(invoiceDispatchTypeOf(value)).toBe('email')
    },
  )

  it('invoiceEmail defaults to the account e-mail when the server gives none', () => {
    expect(invoiceEmailOf('rechnungen@example.ch', 'lea@example.ch')).toBe('rechnungen@example.ch')
    expect(invoiceEmailOf('', 'lea@example.ch')).toBe('lea@example.ch')
    expect(invoiceEmailOf('   ', 'lea@example.ch')).toBe('lea@example.ch')
    expect(invoiceEmailOf(null, 'lea@example.ch')).toBe('lea@example.ch')
    expect(invoiceEmailOf(undefined, 'lea@example.ch')).toBe('lea@example.ch')
  })
})
