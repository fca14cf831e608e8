import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { addressSaveInput } from '#domain/changes/address-save'
import { checkRows } from './check-rows'
import { contextWith, fakePlaces, MAPPING, MUSTER, sheetOf } from './testing/check-context'

const one = (row: Parameters<typeof sheetOf>[0], context = contextWith()) => {
  const [checked] = checkRows(sheetOf(row), MAPPING, context)
  if (!checked) throw new Error('no row')
  return checked
}

describe('checkRows: the address save a row becomes', () => {
  it('builds the save exactly as the address form would, and it passes the form schema', () => {
    const row = one(MUSTER)
    expect(row).toMatchObject({ index: 0, status: 'ready', fixed: [], issues: [] })
    expect(row.input).toEqual({
      id: null,
      type: 'company',
      name: 'Muster AG',
      street: 'Seestrasse 12',
      contact: '',
      zip: '8001',
      location: 'Zürich',
      phone: '+41441234567',
      locationId: 1001,
      standardSenderAddress: false,
      standardReceiverAddress: false,
      standardBillingAddress: false,
      isBillingAddress: false,
    })
    expect(v.is(addressSaveInput, row.input)).toBe(true)
  })

  it('keeps row i of the file as row i, with its index', () => {
    const rows = checkRows(sheetOf(MUSTER, { ...MUSTER, Firma: 'Beta GmbH' }, {}), MAPPING, contextWith())
    expect(rows.map((row) => row.index)).toEqual([0, 1, 2])
    expect(rows[1]?.input?.name).toBe('Beta GmbH')
  })

  it.each([
    ['Herr', 'male'],
    ['M.', 'male'],
    ['Sig.', 'male'],
    ['Mr', 'male'],
    ['Frau', 'female'],
    ['Mme', 'female'],
    ['Sig.ra', 'female'],
    ['Mrs', 'female'],
    ['Ms', 'female'],
    ['Firma', 'company'],
    ['', 'company'],
  ])('reads the salutation %j as %s', (salutation, type) => {
    expect(one({ ...MUSTER, Anrede: salutation }).input?.type).toBe(type)
  })

  it('refuses a salutation it does not know, and a blank one without a company', () => {
    expect(one({ ...MUSTER, Anrede: 'Dr.' }).issues).toEqual([{ field: 'type', code: 'unknownType' }])
    const person = one({ ...MUSTER, Firma: '', Vorname: 'Hans', Nachname: 'Muster' })
    expect(person.status).toBe('error')
    expect(person.issues).toEqual([{ field: 'type', code: 'required' }])
  })

  it('names a person by first and last name, and puts the person of a company in its contact line', () => {
    const person = one({ ...MUSTER, Anrede: 'Frau', Firma: '', Vorname: 'Anna', Nachname: 'Meier' })
    expect(person.input).toMatchObject({ type: 'female', name: 'Anna Meier', contact: '' })
    const company = one({ ...MUSTER, Vorname: 'Anna', Nachname: 'Meier' })
    expect(company.input).toMatchObject({ type: 'company', name: 'Muster AG', contact: 'Anna Meier' })
    expect(company.cells.contact).toBe('Anna Meier')
    expect(company.fixed).toEqual(['contact'])
    expect(company.status).toBe('fixed')
    // A contact of its own stays.
    expect(one({ ...MUSTER, Vorname: 'Anna', Kontakt: 'Empfang' }).input?.contact).toBe('Empfang')
  })

  it('joins street and house number once', () => {
    expect(one({ ...MUSTER, Strasse: 'Seestrasse 12', 'Nr.': '12' }).input?.street).toBe('Seestrasse 12')
    expect(one({ ...MUSTER, Strasse: 'Seestrasse 12', 'Nr.': '' }).input?.street).toBe('Seestrasse 12')
    expect(one({ ...MUSTER, Strasse: 'Rue du Lac', 'Nr.': '5a' }).input?.street).toBe('Rue du Lac 5a')
  })

  it("reports the form schema's issues on the field the user fixes", () => {
    expect(one({ ...MUSTER, Firma: '', Anrede: 'Firma' }).issues).toEqual([
      { field: 'company', code: 'required' },
    ])
    expect(one({ ...MUSTER, Firma: '', Anrede: 'Herr' }).issues).toEqual([
      { field: 'lastName', code: 'required' },
    ])
    // A first name alone is a name.
    expect(one({ ...MUSTER, Firma: '', Anrede: 'Herr', Vorname: 'Hans' }).input?.name).toBe('Hans')
    expect(one({ ...MUSTER, Strasse: '', 'Nr.': '' }).issues).toEqual([{ field: 'street', code: 'required' }])
    expect(one({ ...MUSTER, PLZ: '' }).issues).toEqual([{ field: 'zip', code: 'required' }])
    const broken = one({ ...MUSTER, Strasse: '', 'Nr.': '', PLZ: '' })
    expect(broken.input).toBeUndefined()
    expect(broken.issues.map((issue) => issue.field)).toEqual(['street', 'zip'])
  })
})

describe('checkRows: the use flags', () => {
  it.each([
    ['yes', true],
    ['ja', true],
    ['oui', true],
    ['sì', true],
    ['x', true],
    ['1', true],
    ['no', false],
    ['nein', false],
    ['non', false],
    ['0', false],
    ['', false],
  ])('reads %j as %s', (cell, value) => {
    expect(one({ ...MUSTER, Absender: cell }).input?.standardSenderAddress).toBe(value)
  })

  it('refuses anything else on the flag it is in', () => {
    const row = one({ ...MUSTER, Empfänger: 'vielleicht' })
    expect(row.status).toBe('error')
    expect(row.issues).toEqual([{ field: 'standardReceiverAddress', code: 'notYesOrNo' }])
  })

  it("makes a standard billing address a billing address, as the form's checkbox does, and says so", () => {
    const row = one({ ...MUSTER, 'Standard-Rechnung': 'ja', Rechnungsadresse: 'nein' })
    expect(row.input).toMatchObject({ standardBillingAddress: true, isBillingAddress: true })
    expect(row.cells.isBillingAddress).toBe('ja')
    expect(row.fixed).toEqual(['isBillingAddress'])
  })

  it('takes a billing-only address as zip and place text, without a place check', () => {
    const places = fakePlaces()
    const row = one(
      { ...MUSTER, PLZ: '9999', Ort: 'Nirgendwo', Rechnungsadresse: 'ja' },
      contextWith({ places }),
    )
    expect(row.status).toBe('ready')
    expect(row.input).toMatchObject({
      zip: '9999',
      location: 'Nirgendwo',
      locationId: null,
      isBillingAddress: true,
    })
    expect(places.asked).toEqual([])
    // The form asks for both texts then.
    expect(one({ ...MUSTER, PLZ: '', Ort: '', Rechnungsadresse: 'ja' }).issues).toEqual([
      { field: 'zip', code: 'required' },
      { field: 'location', code: 'required' },
    ])
    // A billing address that is also a standard sender takes the picker, and its check.
    expect(one({ ...MUSTER, PLZ: '9999', Rechnungsadresse: 'ja', Absender: 'ja' }).issues).toEqual([
      { field: 'zip', code: 'placeUnknown' },
    ])
  })

  it('refuses the flags the organisation may not set (spec section 6)', () => {
    const organization = {
      change_default_invoice_address_allowed: false,
      select_or_create_invoice_address_allowed: false,
    }
    const context = contextWith({ organization })
    expect(one({ ...MUSTER, 'Standard-Rechnung': 'ja' }, context).issues).toEqual([
      { field: 'standardBillingAddress', code: 'flagNotAllowed' },
    ])
    expect(one({ ...MUSTER, Rechnungsadresse: 'ja' }, context).issues).toEqual([
      { field: 'isBillingAddress', code: 'flagNotAllowed' },
    ])
    expect(one({ ...MUSTER, Absender: 'ja' }, context).status).toBe('ready')
    const mayChoose = contextWith({
      organization: { ...organization, select_or_create_invoice_address_allowed: true },
    })
    expect(one({ ...MUSTER, Rechnungsadresse: 'ja' }, mayChoose).status).toBe('ready')
  })
})

describe('checkRows: phones', () => {
  it.each([
    ['044 123 45 67'],
    ['0041 44 123 45 67'],
    ['+41 (0)44 123 45 67'],
    ['044-123-45-67'],
    ['0441234567'],
  ])('stores %j as E.164 and shows it the Swiss way, marked fixed', (written) => {
    const row = one({ ...MUSTER, Telefon: written })
    expect(row.input?.phone).toBe('+41441234567')
    expect(row.cells.phone).toBe('+41 44 123 45 67')
    expect(row.fixed).toEqual(['phone'])
    expect(row.status).toBe('fixed')
  })

  it('keeps a foreign number in its own country, an extension behind it, and no phone at all', () => {
    expect(one({ ...MUSTER, Telefon: '+49 30 1234567' }).input?.phone).toBe('+49301234567')
    const extension = one({ ...MUSTER, Telefon: '044 123 45 67 ext. 12' })
    expect(extension.input?.phone).toBe('+41441234567 ext. 12')
    expect(extension.cells.phone).toBe('+41 44 123 45 67 ext. 12')
    expect(one({ ...MUSTER, Telefon: '' }).input?.phone).toBe('')
  })

  it.each([['12345'], ['044 123 45 6'], ['Tel 044 123 45 67'], ['044 123 45 67 / 079 123 45 67'], ['=1+2']])(
    'refuses %j as a phone number',
    (written) => {
      const row = one({ ...MUSTER, Telefon: written })
      expect(row.status).toBe('error')
      expect(row.issues).toEqual([{ field: 'phone', code: 'invalidPhone' }])
      expect(row.cells.phone).toBe(written)
    },
  )
})

describe('checkRows: the place', () => {
  it('takes the place as the place search names it, marked fixed when written another way', () => {
    const row = one({ ...MUSTER, Ort: 'zurich' })
    expect(row.input).toMatchObject({ zip: '8001', location: 'Zurich', locationId: 1001 })
    expect(row.cells.location).toBe('Zurich')
    expect(row.fixed).toEqual(['location'])
    expect(one({ ...MUSTER, PLZ: '3011', Ort: 'Berne' }).input).toMatchObject({
      location: 'Berne',
      locationId: 3011,
    })
  })

  it("fills a blank place from a zip's only place, and asks for it when the zip has several", () => {
    const row = one({ ...MUSTER, Ort: '' })
    expect(row.input).toMatchObject({ location: 'Zürich', locationId: 1001 })
    expect(row.fixed).toEqual(['location'])
    expect(one({ ...MUSTER, PLZ: '6900', Ort: '' }).issues).toEqual([{ field: 'location', code: 'required' }])
  })

  it('reports a zip and place that match no place on the zip', () => {
    expect(one({ ...MUSTER, PLZ: '8001', Ort: 'Bern' }).issues).toEqual([
      { field: 'zip', code: 'placeUnknown' },
    ])
    expect(one({ ...MUSTER, PLZ: '0000' }).issues).toEqual([{ field: 'zip', code: 'placeUnknown' }])
  })

  it('lets a row whose place needs the network wait, without a save and without an error', () => {
    const row = one(MUSTER, contextWith({ places: fakePlaces(['8001']) }))
    expect(row.status).toBe('needs-network')
    expect(row.issues).toEqual([])
    expect(row.input).toBeUndefined()
  })
})

describe('checkRows: status order error > needs-network > duplicate > fixed > ready', () => {
  const book = [{ id: 77, name: 'Muster AG', street: 'Seestrasse 12', zip: '8001', location: 'Zürich' }]

  it('an error wins over a place that needs the network', () => {
    const row = one({ ...MUSTER, Telefon: '12' }, contextWith({ places: fakePlaces(['8001']) }))
    expect(row.status).toBe('error')
  })

  it('a place that needs the network wins over a duplicate, which is still named', () => {
    const row = one(MUSTER, contextWith({ places: fakePlaces(['8001']), book }))
    expect(row.status).toBe('needs-network')
    expect(row.duplicateOf).toEqual({ kind: 'book', address: 77 })
  })

  it('a duplicate wins over a fix, and keeps its save for the choice', () => {
    const row = one({ ...MUSTER, Telefon: '044 123 45 67' }, contextWith({ book }))
    expect(row.status).toBe('duplicate')
    expect(row.fixed).toEqual(['phone'])
    expect(row.input?.name).toBe('Muster AG')
  })
})
