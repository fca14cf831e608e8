import { describe, expect, it } from 'vitest'
import { anOrganization } from '#testing/factories'
import { anOrderColi } from '#testing/order-form'
import {
  applyTemplate,
  chargeableWeightOf,
  coliWeights,
  findTemplate,
  organizationColis,
  resizeColis,
  templateSuggestions,
} from './coli-list'
import { emptyColi } from './order-form'

const list = (count: number) => ({
  count: String(count),
  colis: Array.from({ length: count }, (_, index) => anOrderColi({ notes: `Stück ${index + 1}` })),
})
const box = { id: 7, label: 'Karton gross', length: 60, width: 40, height: 50 }

describe('coli list', () => {
  it('the default list is count 1 with one empty coli, notes empty and palette false', () => {
    expect(emptyColi()).toEqual({ notes: '', length: '', width: '', height: '', weight: '', palette: false })
  })

  it('grows with empty colis and shrinks from the end to match the count', () => {
    const grown = resizeColis(list(2), '4')
    expect(grown.colis).toHaveLength(4)
    expect(grown.colis[1]?.notes).toBe('Stück 2')
    expect(grown.colis[3]).toEqual(emptyColi())
    const shrunk = resizeColis(list(4), '1')
    expect(shrunk).toEqual({ count: '1', colis: [anOrderColi({ notes: 'Stück 1' })] })
  })

  it('keeps 15 colis and caps 16 or 99 at 15 when the list is rebuilt', () => {
    expect(resizeColis(list(1), '15').colis).toHaveLength(15)
    expect(resizeColis(list(1), '16')).toMatchObject({ count: '15', colis: { length: 15 } })
    expect(resizeColis(list(1), '99')).toMatchObject({ count: '15', colis: { length: 15 } })
  })

  it('leaves the list alone while the count is blank, 0 or letters', () => {
    for (const count of ['', '0', 'zwei', '-3']) {
      expect(resizeColis(list(2), count)).toEqual({ ...list(2), count })
    }
  })

  it('a picked template fills only the empty length, width and height', () => {
    const coli = anOrderColi({ length: '', width: '35', height: ' ' })
    expect(applyTemplate(coli, box)).toEqual({ ...coli, length: '60', width: '35', height: '50' })
  })

  it('offers templates from the first character, matching anywhere in the label, ignoring case', () => {
    const templates = [box, { ...box, id: 8, label: 'Palette' }]
    expect(templateSuggestions(templates, '')).toEqual([])
    expect(templateSuggestions(templates, 'k')).toEqual([box])
    expect(templateSuggestions(templates, 'GROSS')).toEqual([box])
    expect(findTemplate(templates, 'karton gross')).toEqual(box)
    expect(findTemplate(templates, 'karton')).toBeNull()
  })

  it('volumetric weight is length × height × width / 6000 with 2 decimals; chargeable the higher', () => {
    expect(coliWeights(anOrderColi({ length: '60', width: '40', height: '50', weight: '10' }))).toEqual({
      volumetric: 20,
      chargeable: 20,
    })
    expect(coliWeights(anOrderColi({ length: '10', width: '10', height: '10', weight: '2,5' }))).toEqual({
      volumetric: 0.17,
      chargeable: 2.5,
    })
    expect(coliWeights(anOrderColi({ length: 'abc' }))).toBeNull()
  })

  it('the chargeable weight of the list sums each coli’s higher weight', () => {
    const colis = [anOrderColi(), anOrderColi({ length: '10', width: '10', height: '10', weight: '3' })]
    expect(chargeableWeightOf(colis)).toBe(23)
    expect(chargeableWeightOf([anOrderColi({ weight: '' })])).toBeNull()
  })

  it('use_default_coli prefills default_coli_count copies of the default coli', () => {
    const organization = anOrganization({
      use_default_coli: true,
      default_coli_count: 3,
      default_coli_length: 30,
      default_coli_width: 20,
      default_coli_height: 10,
      default_coli_weight: 2,
      default_coli_description: 'Laborprobe',
    })
    const colis = organizationColis(organization)
    expect(colis?.count).toBe('3')
    expect(colis?.colis).toEqual(
      Array(3).fill({
        notes: 'Laborprobe',
        length: '30',
        width: '20',
        height: '10',
        weight: '2',
        palette: false,
      }),
    )
    expect(organizationColis(anOrganization({ use_default_coli: false }))).toBeNull()
  })
})
