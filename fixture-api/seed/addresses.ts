import { COMPANY_NAMES, FIRST_NAMES, LAST_NAMES, STREET_NAMES } from '#fixture-api/data/name-pools'
import type { AddressRecord, Anrede, LocalityRecord } from '#fixture-api/model'
import type { Random } from '#fixture-api/random'

const AREA_CODES = ['21', '22', '26', '31', '41', '44', '52', '61', '71', '81', '91']

export function phoneNumber(random: Random): string {
  const pair = () => String(random.int(0, 99)).padStart(2, '0')
  // 000 as the exchange keeps every generated number fictitious.
  return `+41 ${random.pick(AREA_CODES)} 000 ${pair()} ${pair()}`
}

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
}

export function streetLine(random: Random): string {
  return `${random.pick(STREET_NAMES)} ${random.int(1, 120)}`
}

export interface AddressMix {
  active: readonly LocalityRecord[]
  inactive: readonly LocalityRecord[]
}

/**
 * The owner's address book. The first three are the standard sender, receiver and billing
 * addresses; the rest mix plain, billing-only, readonly, P.O.-box and location-less entries.
 */
export function generateAddresses(
  owner: string,
  count: number,
  firstId: number,
  localities: AddressMix,
  random: Random,
): AddressRecord[] {
  const rows: AddressRecord[] = []
  for (let index = 0; index < count; index++) {
    const anrede: Anrede = random.chance(0.7) ? 'company' : random.chance(0.5) ? 'male' : 'female'
    const person = personName(random)
    const billingOnly = index > 2 && index % 10 === 5
    const poBox = index > 2 && index % 23 === 7 && localities.inactive.length > 0
    const noLocation = index > 2 && index % 31 === 13
    const locality = poBox ? random.pick(localities.inactive) : random.pick(localities.active)
    rows.push({
      owner,
      kontaktadresse: {
        id: firstId + index,
        firma: anrede === 'company' ? random.pick(COMPANY_NAMES) : person,
        kontakt: anrede === 'company' ? personName(random) : '',
        addresse:
          billingOnly && random.chance(0.5) ? `Postfach ${random.int(100, 9999)}` : streetLine(random),
        postleitzahl: locality.code,
        ort: locality.name_de,
        phone: billingOnly ? '' : phoneNumber(random),
        anrede,
        plz: billingOnly || noLocation ? null : locality.id,
      },
      default_absender: index === 0,
      default_empfaenger: index === 1,
      default_rechnungsadresse: index === 2,
      istRechnungsadresse: index === 2 || billingOnly,
      readonly: index > 2 && index % 12 === 3,
    })
  }
  return rows
}
