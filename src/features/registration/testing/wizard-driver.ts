import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { RegistrationForm } from '#domain/registration/registration-form'
import { aRegistrationForm } from '#testing/registration-form'

/** Test support: drives the wizard as a user does, finding fields by their names and English labels. */

export const input = (name: string) => {
  const found = document.querySelector<HTMLInputElement>(`main [name="${name}"], form [name="${name}"]`)
  if (!found) throw new Error(`no field named ${name}`)
  return found
}
export const queryInput = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`)

export async function fill(name: string, value: string) {
  await act(async () => {
    fireEvent.change(input(name), { target: { value } })
  })
}

export async function leave(name: string) {
  await act(async () => {
    fireEvent.blur(input(name))
  })
}

export async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element)
  })
}

export const button = (name: string) => screen.getByRole('button', { name })
export const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
export const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

/** Presses Next (or Register) and lets the step's async submit run. */
export async function submit(name = 'Next') {
  await click(button(name))
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

/** Waits past the pauses before a unique check and a draft save. */
export async function pause(ms = 500) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

/** The message shown for a field (its aria-describedby text), or null. */
export function errorOf(name: string): string | null {
  const id = input(name).getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

/** The user step's text fields, in their order on screen. */
export const USER_TEXT = [
  'firstname',
  'lastname',
  'street',
  'zip',
  'location',
  'phone',
  'email',
  'username',
  'password',
  'passwordRepeat',
] as const satisfies readonly (keyof RegistrationForm)[]

/** Fills the user step with a valid form (override what the test is about) and waits for both checks. */
export async function fillUserStep(overrides: Partial<RegistrationForm> = {}) {
  const form = aRegistrationForm(overrides)
  if (form.type === 'female') await click(radio('Ms'))
  for (const name of USER_TEXT) await fill(name, String(form[name]))
  if (form.tosAccepted) await click(checkbox('I accept the terms and conditions'))
  if (form.newsletter) await click(checkbox('Send me the newsletter'))
  await pause()
}

export async function completeUserStep(overrides: Partial<RegistrationForm> = {}) {
  await fillUserStep(overrides)
  await submit()
  await screen.findByRole('heading', { level: 2, name: 'Addresses' })
}

/** The invoice address of aRegistrationForm, typed in. */
export async function fillInvoiceAddress() {
  const address = aRegistrationForm().invoiceAddress
  for (const key of ['name', 'contact', 'street', 'zip', 'location', 'phone'] as const) {
    await fill(`invoiceAddress.${key}`, address[key])
  }
}

export async function completeAddressesStep() {
  await fillInvoiceAddress()
  await submit()
  await screen.findByRole('heading', { level: 2, name: 'Billing' })
}

/** Chooses a place in a block's location search. */
export async function pickPlace(block: string, text: string, option: string | RegExp) {
  const picker = screen
    .getAllByRole('combobox', { name: 'Zip and place' })
    .find((element) => element.closest(`[data-block="${block}"]`))
  if (!picker) throw new Error(`no place picker in ${block}`)
  await act(async () => {
    fireEvent.change(picker, { target: { value: text } })
  })
  const found = await screen.findByRole('option', { name: option }, { timeout: 2000 })
  await click(found)
  return picker as HTMLInputElement
}

export async function expectPath(path: () => string, expected: string) {
  await waitFor(() => expect(path()).toBe(expected))
}
