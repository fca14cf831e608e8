import type { Locale } from './entities/basics'

type Text = string | null | undefined

function present(text: Text): string {
  return (text ?? '').trim()
}

function joinPresent(parts: readonly Text[], separator: string): string {
  return parts
    .map(present)
    .filter((part) => part !== '')
    .join(separator)
}

export interface LabelledAddress {
  name?: Text
  contact?: Text
  street?: Text
  zip?: Text
  location?: Text
}

/** Company, contact, street, 'zip location': the saved-address option label (spec §3). */
export function addressLabel({ name, contact, street, zip, location }: LabelledAddress): string {
  return joinPresent([name, contact, street, joinPresent([zip, location], ' ')], ', ')
}

/** A zip record as 'code name', e.g. '8001 Zürich'. */
export function locationLabel(code: Text, name: Text): string {
  return joinPresent([code, name], ' ')
}

export type LocalizedNames = Partial<Record<`name_${Locale}`, Text>>

/**
 * Decisions: the current language, then German, then English. A blank translation counts as
 * missing, so a place never shows up nameless while another language has its name.
 */
export function localizedName(record: LocalizedNames, locale: Locale): string {
  for (const candidate of [locale, 'de', 'en'] as const) {
    const name = present(record[`name_${candidate}`])
    if (name !== '') return name
  }
  return ''
}

export type PackagingLabels = Partial<Record<`label_${Locale}`, Text>>

/** Spec §3: label_{locale}, falling back to label_de. */
export function packagingLabel(record: PackagingLabels, locale: Locale): string {
  const own = present(record[`label_${locale}`])
  return own !== '' ? own : present(record.label_de)
}
