import type { AddressType } from '#domain/entities/basics'
import { foldSearchText } from '#domain/search-words'

/**
 * Control characters, and the invisible ones a text can hide behind: zero-width spaces, a stray
 * byte-order mark, and the direction overrides (U+202E makes a text read backwards).
 */
const CONTROLS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]/g
const LINE_BREAKS = /\r\n?|\n|\t/g
const SPACES_AROUND_BREAKS = /[ \t]*\n[ \t]*/g

/**
 * A cell as an address keeps it: trimmed, control characters dropped (a NUL or an escape in a
 * spreadsheet cell is never meant), tabs and line breaks made spaces, except in a street, which the
 * address form lets span lines. Markup and formula-like text stay exactly as written: they are
 * shown as text and sent as data.
 */
export function cleanCell(text: string, multiline = false): string {
  const broken = text.replace(/\r\n?/g, '\n').replace(CONTROLS, '')
  if (multiline) return broken.replace(/\t/g, ' ').replace(SPACES_AROUND_BREAKS, '\n').trim()
  return broken.replace(LINE_BREAKS, ' ').trim()
}

const words = (text: string) => foldSearchText(text).replace(/[^a-z0-9]/g, '')

const MALE = new Set(['herr', 'hr', 'm', 'monsieur', 'sig', 'signor', 'signore', 'mr', 'mister', 'male'])
const FEMALE = new Set(['frau', 'fr', 'mme', 'madame', 'sigra', 'signora', 'mrs', 'ms', 'miss', 'female'])
const COMPANY = new Set(['firma', 'societe', 'ditta', 'company', 'entreprise', 'azienda', 'unternehmen'])

/**
 * The address type a salutation names (spec section 3: company, male or female). Empty is a
 * company when the row names one; anything else unreadable is null, an error the user fixes.
 */
export function readType(cell: string, hasCompany: boolean): AddressType | null {
  const key = words(cell)
  if (key === '') return hasCompany ? 'company' : null
  if (MALE.has(key)) return 'male'
  if (FEMALE.has(key)) return 'female'
  if (COMPANY.has(key)) return 'company'
  return null
}

const YES = new Set(['yes', 'y', 'ja', 'j', 'oui', 'si', 'x', '1', 'true', 'wahr', 'vrai', 'vero'])
const NO = new Set(['no', 'n', 'nein', 'non', '0', 'false', 'falsch', 'faux', 'falso', ''])

/** A use column's yes or no in the four languages ('sì' and 'si' alike); null for anything else. */
export function readFlag(cell: string): boolean | null {
  const key = words(cell)
  if (YES.has(key)) return true
  if (NO.has(key)) return false
  return null
}

/**
 * Street and house number as one street line, as the address form holds it: 'Seestrasse' and '12'
 * make 'Seestrasse 12'; a street that already ends with the number keeps it once.
 */
export function joinStreet(street: string, houseNumber: string): string {
  if (houseNumber === '') return street
  if (street === '') return houseNumber
  if (street.endsWith(` ${houseNumber}`)) return street
  return `${street} ${houseNumber}`
}

/** First and last name as an address's one name line. */
export function personName(firstName: string, lastName: string): string {
  return [firstName, lastName].filter((part) => part !== '').join(' ')
}

const SWISS_ZIP = /^CH[-\s]?(\d{4})$/i

/** A Swiss zip written with its country ('CH-8001', 'CH 8001') as the place search knows it: '8001'. */
export function plainZip(zip: string): string {
  return SWISS_ZIP.exec(zip)?.[1] ?? zip
}
