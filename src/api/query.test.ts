import { describe, expect, it } from 'vitest'
import { toSearchParams } from './query'

const decoded = (params: URLSearchParams) => decodeURIComponent(params.toString())

describe('toSearchParams', () => {
  it('writes nested objects in bracket notation (spec section 7)', () => {
    const params = toSearchParams({
      count: 20,
      offset: 40,
      sorting: { field: 'visier_datum', direction: 'desc' },
      filter: { sender: 'Muster AG', senderZip: '8001' },
    })
    expect(decoded(params)).toBe(
      'count=20&offset=40&sorting[field]=visier_datum&sorting[direction]=desc&filter[sender]=Muster+AG&filter[senderZip]=8001',
    )
    expect(params.get('sorting[field]')).toBe('visier_datum')
    expect(params.get('filter[sender]')).toBe('Muster AG')
  })

  it('leaves out empty entries: "", blanks, null, undefined', () => {
    const params = toSearchParams({
      count: 3,
      filter: { sender: '', receiver: '   ', transportTypeId: null, state: undefined, orderNumber: 'VK' },
    })
    expect([...params.keys()]).toEqual(['count', 'filter[orderNumber]'])
  })

  it('sends flags only when true, as 1', () => {
    const params = toSearchParams({
      filter: { default_absender: true, default_empfaenger: false, ist_rechnungsadresse: true, monday: true },
    })
    expect(decoded(params)).toBe('filter[default_absender]=1&filter[ist_rechnungsadresse]=1&filter[monday]=1')
  })

  it('keeps zero (transport type 0 = all, offset 0) and drops non-finite numbers', () => {
    const params = toSearchParams({ offset: 0, filter: { transportTypeId: 0 }, weight: Number.NaN })
    expect(decoded(params)).toBe('offset=0&filter[transportTypeId]=0')
  })

  it('indexes arrays and omits an empty filter object entirely', () => {
    expect(decoded(toSearchParams({ ids: [3, 5], filter: {} }))).toBe('ids[0]=3&ids[1]=5')
  })

  it('encodes reserved characters in values', () => {
    const params = toSearchParams({ filter: { sender: 'A&B=C' } })
    expect(params.toString()).toBe('filter%5Bsender%5D=A%26B%3DC')
  })
})
