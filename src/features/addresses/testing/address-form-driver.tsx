import { act, fireEvent, screen } from '@testing-library/react'
import { vi } from 'vitest'
import type { AddressInput } from '#domain/entities/address'
import type { Location } from '#domain/entities/location'
import { EMPTY_ADDRESS } from '#features/addresses/address-editor-page'
import { AddressForm } from '#features/addresses/address-form'
import type { Locale } from '#i18n/locales'
import { WINTERTHUR, ZURICH, ZURICH_2 } from '#testing/places'
import { renderWithI18n } from '#testing/render'
import { de } from './address-screens'

/** Test support for the address form's tests: renders it and reads and drives it as a user does. */

export type Rights = {
  change_default_invoice_address_allowed: boolean
  select_or_create_invoice_address_allowed: boolean
}
export type Initial = AddressInput & { readonly: boolean }

export const ALL_RIGHTS: Rights = {
  change_default_invoice_address_allowed: true,
  select_or_create_invoice_address_allowed: true,
}

export interface FormOptions {
  initial?: Initial
  savedAsStandardBilling?: boolean
  organization?: Rights
  search?: (text: string, signal: AbortSignal) => Promise<Location[]>
  onSave?: (address: AddressInput) => Promise<void>
  /** The driver's finders read German; other locales are for tests that query by their own texts. */
  locale?: Locale
}

export async function renderForm({
  initial = { ...EMPTY_ADDRESS },
  savedAsStandardBilling = false,
  organization = ALL_RIGHTS,
  search = async () => [ZURICH, ZURICH_2, WINTERTHUR],
  onSave = async () => undefined,
  locale = 'de',
}: FormOptions = {}) {
  const spies = { onSave: vi.fn(onSave), searchLocations: vi.fn(search) }
  await renderWithI18n(
    <AddressForm {...{ initial, savedAsStandardBilling, organization, ...spies }} />,
    locale,
  )
  return { save: spies.onSave, search: spies.searchLocations }
}

export const FLAGS = [
  'Standard sender address',
  'Standard receiver address',
  'Standard billing address',
  'Billing address',
] as const
export type Flag = (typeof FLAGS)[number]

export const checkbox = (label: Flag) => screen.getByRole('checkbox', { name: de(label) }) as HTMLInputElement
export const textbox = (label: string) => screen.getByRole('textbox', { name: de(label) }) as HTMLInputElement
export const queryTextbox = (label: string) => screen.queryByRole('textbox', { name: de(label) })
export const picker = () => screen.getByRole('combobox', { name: de('Zip and place') }) as HTMLInputElement
export const queryPicker = () => screen.queryByRole('combobox', { name: de('Zip and place') })
export const radios = () => screen.queryAllByRole('radio') as HTMLInputElement[]
export const requiredErrors = () => screen.queryAllByText(de('This field is required'))
export const submitButton = (label = 'Create contact') =>
  screen.getByRole('button', { name: de(label) }) as HTMLButtonElement

export async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}

export async function fill(element: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(element, { target: { value } })
  })
}

/** Types into the place picker and clicks the option with that label. */
export async function pickPlace(text: string, label: string) {
  await fill(picker(), text)
  const option = await screen.findByRole('option', { name: label })
  await act(async () => {
    fireEvent.click(option)
  })
}

export async function submit(label?: string) {
  await click(submitButton(label))
}
