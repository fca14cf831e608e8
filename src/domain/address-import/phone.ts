import { parsePhoneNumberFromString } from 'libphonenumber-js'

export type PhoneReading =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  /** `stored` is E.164 (with an extension kept behind it); `shown` the Swiss display, '+41 44 123 45 67'. */
  | { kind: 'phone'; stored: string; shown: string }

/**
 * A phone number as written in a Swiss file (044 123 45 67, 0041 44 …, +41 (0)44 …, 079-123-45-67)
 * read with Switzerland as the country of numbers without a country code. Only a cell that is a
 * phone number and nothing else is read: 'Tel 044 …' or two numbers in one cell are invalid, not
 * cut down to one without a word.
 */
export function readPhone(cell: string): PhoneReading {
  if (cell === '') return { kind: 'empty' }
  const parsed = parsePhoneNumberFromString(cell, { defaultCountry: 'CH', extract: false })
  if (!parsed?.isValid()) return { kind: 'invalid' }
  const extension = parsed.ext ? ` ext. ${parsed.ext}` : ''
  return { kind: 'phone', stored: `${parsed.number}${extension}`, shown: parsed.formatInternational() }
}
