import { describe, expect, it } from 'vitest'
import { IMPORT_FIELDS } from './contract'
import { HEADER_SYNONYMS } from './header-synonyms'
import { headerKey, headerSignature, isKnownHeader, proposeMapping } from './mapping'

describe('proposeMapping', () => {
  it('maps a German office file, whatever the case, accents and punctuation of its headers', () => {
    expect(
      proposeMapping([
        'ANREDE',
        'Firma',
        'Vorname',
        'Nachname',
        'Straße',
        'Nr.',
        'PLZ',
        'Ort',
        'Tel.',
        'E-Mail',
      ]),
    ).toEqual([
      'type',
      'company',
      'firstName',
      'lastName',
      'street',
      'houseNumber',
      'zip',
      'location',
      'phone',
      null,
    ])
  })

  it('maps French, Italian and English headers', () => {
    expect(
      proposeMapping(['Civilité', 'Société', 'Prénom', 'Nom', 'Rue', 'N°', 'NPA', 'Localité', 'Téléphone']),
    ).toEqual([
      'type',
      'company',
      'firstName',
      'lastName',
      'street',
      'houseNumber',
      'zip',
      'location',
      'phone',
    ])
    expect(
      proposeMapping([
        'Titolo',
        'Ditta',
        'Nome',
        'Cognome',
        'Via',
        'Numero civico',
        'CAP',
        'Località',
        'Telefono',
      ]),
    ).toEqual([
      'type',
      'company',
      'firstName',
      'lastName',
      'street',
      'houseNumber',
      'zip',
      'location',
      'phone',
    ])
    expect(
      proposeMapping([
        'Salutation',
        'Company',
        'First name',
        'Last name',
        'Street',
        'House number',
        'Postal code',
        'City',
        'Phone',
      ]),
    ).toEqual([
      'type',
      'company',
      'firstName',
      'lastName',
      'street',
      'houseNumber',
      'zip',
      'location',
      'phone',
    ])
  })

  it("maps another carrier's export layout: Name 1, Name 2 as the contact, Strasse/Nr., Postleitzahl, the flags", () => {
    expect(
      proposeMapping([
        'Name 1',
        'Name 2',
        'Strasse/Nr.',
        'Postleitzahl',
        'Ortschaft',
        'Natel',
        'Absender',
        'Empfänger',
        'Rechnungsadresse',
        'Standard-Rechnung',
      ]),
    ).toEqual([
      'company',
      'contact',
      'street',
      'zip',
      'location',
      'phone',
      'standardSenderAddress',
      'standardReceiverAddress',
      'isBillingAddress',
      'standardBillingAddress',
    ])
  })

  it('reads the flags in French and Italian', () => {
    expect(proposeMapping(['Expéditeur', 'Destinataire', 'Facturation'])).toEqual([
      'standardSenderAddress',
      'standardReceiverAddress',
      'isBillingAddress',
    ])
    expect(proposeMapping(['Destinatario', 'Fatturazione', 'z.Hd.'])).toEqual([
      'standardReceiverAddress',
      'isBillingAddress',
      'contact',
    ])
  })

  it('never fills a field twice: the better synonym wins, then the column further left', () => {
    expect(proposeMapping(['Mobile', 'Telefon', 'Natel'])).toEqual([null, 'phone', null])
    expect(proposeMapping(['Ort', 'City'])).toEqual(['location', null])
    const mapping = proposeMapping(Object.values(HEADER_SYNONYMS).flat())
    const filled = mapping.filter((field) => field !== null)
    expect(new Set(filled).size).toBe(filled.length)
    expect(new Set(filled)).toEqual(new Set(IMPORT_FIELDS))
  })

  it("reads a bare 'Name' as the last name beside a first name, otherwise as the company", () => {
    expect(proposeMapping(['Vorname', 'Name'])).toEqual(['firstName', 'lastName'])
    expect(proposeMapping(['Name', 'Strasse'])).toEqual(['company', 'street'])
    expect(proposeMapping(['Firma', 'Name'])).toEqual(['company', null])
  })

  it('ignores what it does not know, and an e-mail column, which an address does not keep', () => {
    expect(proposeMapping(['Kundennummer', 'Email', 'Courriel', '', 'E-Mail-Adresse'])).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
    expect(isKnownHeader('Courriel')).toBe(true)
    expect(isKnownHeader('Kundennummer')).toBe(false)
    // Whole headers only: 'E-Mail-Adresse' is no street because it holds 'Adresse'.
    expect(proposeMapping(['E-Mail-Adresse', 'Adresse'])).toEqual([null, 'street'])
  })

  it('has no synonym in two fields', () => {
    const owners = new Map<string, string>()
    for (const field of IMPORT_FIELDS) {
      for (const header of HEADER_SYNONYMS[field]) {
        const key = headerKey(header)
        expect(owners.get(key) ?? field, `${header} in ${owners.get(key)} and ${field}`).toBe(field)
        owners.set(key, field)
      }
    }
  })
})

describe('headerSignature', () => {
  it('is the same for the same headers written another way, and differs for another order or another column', () => {
    expect(headerSignature(['PLZ', 'Straße', 'E-Mail'])).toBe(headerSignature(['plz', 'STRASSE', 'email']))
    expect(headerSignature(['PLZ', 'Ort'])).not.toBe(headerSignature(['Ort', 'PLZ']))
    expect(headerSignature(['PLZ', 'Ort'])).not.toBe(headerSignature(['PLZ', 'Ort', '']))
  })
})
