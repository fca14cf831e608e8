// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AddressInput } from '#domain/entities/address'
import { translation } from '#testing/catalog'
import {
  checkbox,
  click,
  fill,
  picker,
  pickPlace,
  radios,
  renderForm,
  requiredErrors,
  submit,
  textbox,
} from './testing/address-form-driver'
import { de, formInput } from './testing/address-screens'

/** The message shown for a field, read through its aria-describedby as assistive technology does. */
function messageOf(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('AddressForm validation (the address save schema, validated lazily)', () => {
  it.each(['de', 'en'] as const)(
    'says which required fields are missing, in the language of the user (%s)',
    async (locale) => {
      const text = (message: string) => translation(locale, message)
      const { save } = await renderForm({ locale })
      const required = () => screen.queryAllByText(text('This field is required'))
      const field = (label: string) => screen.getByRole('textbox', { name: text(label) })

      await click(screen.getByRole('button', { name: text('Create contact') }))
      expect(required()).toHaveLength(3)
      expect(messageOf(field('Company'))).toBe(text('This field is required'))
      expect(messageOf(field('Street'))).toBe(text('This field is required'))
      expect(messageOf(screen.getByRole('combobox', { name: text('Zip and place') }))).toBe(
        text('This field is required'),
      )

      // Billing-only: zip and place text instead of the picker.
      await click(screen.getByRole('checkbox', { name: text('Billing address') }))
      await click(screen.getByRole('button', { name: text('Create contact') }))
      expect(messageOf(field('Zip'))).toBe(text('This field is required'))
      expect(messageOf(field('Place'))).toBe(text('This field is required'))
      expect(required()).toHaveLength(4)
      expect(save).not.toHaveBeenCalled()
    },
  )

  it('says nothing before the first submit, then follows every change', async () => {
    await renderForm({ initial: formInput() })
    await fill(textbox('Company'), '')
    await fill(textbox('Street'), ' ')
    expect(requiredErrors()).toHaveLength(0)

    await submit()
    expect(requiredErrors()).toHaveLength(2)
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(textbox('Company'))

    await fill(textbox('Company'), 'Muster AG')
    expect(requiredErrors()).toHaveLength(1)
    expect(textbox('Company').getAttribute('aria-invalid')).toBeNull()
    await fill(textbox('Company'), '')
    expect(requiredErrors()).toHaveLength(2)
  })

  it('needs a picked place again for a billing address that is also a standard sender', async () => {
    const { save } = await renderForm({
      initial: formInput({ isBillingAddress: true, locationId: null, zip: '3001', location: 'Bern' }),
    })
    await click(checkbox('Standard sender address'))
    await submit()
    expect(messageOf(picker())).toBe(de('This field is required'))
    expect(save).not.toHaveBeenCalled()
    await pickPlace('Zür', '8001 Zürich')
    await submit()
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ locationId: 1001, zip: '8001' }))
  })

  it('refuses a place id that is not a whole number, and says so at the picker', async () => {
    const { save } = await renderForm({ initial: formInput({ id: 7, locationId: 1001.5 }) })
    await submit('Save changes')
    expect(messageOf(picker())).toBe(de('Invalid value'))
    expect(save).not.toHaveBeenCalled()
  })

  it('refuses an address without a type, and says so at the type choice', async () => {
    const { type: _type, ...untyped } = formInput({ id: 7 })
    const { save } = await renderForm({ initial: untyped as AddressInput & { readonly: boolean } })
    expect(radios().some((radio) => radio.checked)).toBe(false)
    await submit('Save changes')
    expect(messageOf(screen.getByRole('radiogroup', { name: de('Type') }))).toBe(de('Invalid value'))
    const group = screen.getByRole('radiogroup', { name: de('Type') })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    // The failed submit took the keyboard to the type choice.
    expect(group.contains(document.activeElement)).toBe(true)
    expect(save).not.toHaveBeenCalled()

    await click(screen.getByRole('radio', { name: de('Ms') }))
    await submit('Save changes')
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 7, type: 'female' }))
  })

  it('explains a refused value whose field is hidden (the type of a readonly address)', async () => {
    const { save } = await renderForm({
      initial: { ...formInput({ id: 7, readonly: true }), type: 'robot' as AddressInput['type'] },
    })
    expect(radios()).toHaveLength(0)
    await submit('Save changes')
    expect(screen.getByRole('alert').textContent).toContain(`${de('Type')}: ${de('Invalid value')}`)
    expect(save).not.toHaveBeenCalled()
  })
})
