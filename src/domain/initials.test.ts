import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of firstname and lastname', () => {
    expect(initials({ firstname: 'Anna', lastname: 'Muster', username: 'amuster' })).toBe('AM')
  })

  it('upper-cases', () => {
    expect(initials({ firstname: 'élodie', lastname: 'rochat', username: 'x' })).toBe('ÉR')
    expect(initials({ username: 'customer' })).toBe('CU')
  })

  it('trims names before taking letters', () => {
    expect(initials({ firstname: '  anna ', lastname: '\tmuster', username: 'zz' })).toBe('AM')
  })

  it('falls back to the username when a name is missing', () => {
    expect(initials({ username: 'dispatcher' })).toBe('DI')
    expect(initials({ firstname: null, lastname: null, username: 'dispatcher' })).toBe('DI')
    expect(initials({ firstname: '', lastname: '', username: 'dispatcher' })).toBe('DI')
    expect(initials({ firstname: '   ', lastname: 'Muster', username: 'dispatcher' })).toBe('DI')
    expect(initials({ firstname: 'Anna', username: 'dispatcher' })).toBe('DI')
    expect(initials({ lastname: 'Muster', username: 'dispatcher' })).toBe('DI')
  })

  it('trims the username', () => {
    expect(initials({ username: '  bern ' })).toBe('BE')
  })

  it('handles one-letter and empty usernames', () => {
    expect(initials({ username: 'q' })).toBe('Q')
    expect(initials({ username: '' })).toBe('')
    expect(initials({ username: '   ' })).toBe('')
  })

  it('uses a lone name letter when there is no username', () => {
    expect(initials({ firstname: 'anna', username: '' })).toBe('A')
    expect(initials({ lastname: 'muster', username: ' ' })).toBe('M')
  })

  it('keeps characters outside the basic plane whole', () => {
    expect(initials({ firstname: '𝒜nna', lastname: 'Muster', username: 'x' })).toBe('𝒜M')
    expect(initials({ username: '😀x' })).toBe('😀X')
  })

  it('keeps a letter whose upper case is two letters', () => {
    expect(initials({ username: 'ßa' })).toBe('ßA')
  })

  it('takes only the first letter of each name', () => {
    expect(initials({ firstname: 'Hans-Peter', lastname: 'von Allmen', username: 'x' })).toBe('HV')
  })
})
