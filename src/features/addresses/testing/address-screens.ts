import type { AddressInput } from '#domain/entities/address'
import { translation } from '#testing/catalog'
import { anAddress } from '#testing/factories'

/** Test support for the address screens, never shipped. */

/** The German catalog's wording of a source message: the tests read the screens as a user does. */
export const de = (message: string, values?: Record<string, string>) => translation('de', message, values)

/** What the address form starts from: an address input with its readonly flag. */
export function formInput(overrides: Partial<AddressInput & { readonly: boolean }> = {}) {
  const {
    label: _label,
    locationObject: _location,
    ...input
  } = anAddress({ id: null, contact: '', phone: '' })
  return { ...input, ...overrides }
}
