// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { click } from '#testing/user-events'
import * as form from './testing/address-form-driver'
import { de, formInput } from './testing/address-screens'

describe('AddressForm', () => {
  it('shows the use checkboxes with their hint, the type, and the fields of a new company address', async () => {
    await form.renderForm()
    expect(form.FLAGS.map((label) => form.checkbox(label).checked)).toEqual([false, false, false, false])
    const uses = screen.getByRole('group', { name: de('Use of this address') })
    expect(uses.getAttribute('aria-describedby')).toBe(
      screen.getByText(
        de(
          'Standard addresses are filled in for you when you order. A standard billing address is always a billing address.',
        ),
      ).id,
    )
    expect(form.radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ['company', true],
      ['male', false],
      ['female', false],
    ])
    expect(form.textbox('Company').value).toBe('')
    expect(form.textbox('Street').tagName).toBe('TEXTAREA')
    expect(form.picker().value).toBe('')
    expect(form.queryTextbox('Zip')).toBeNull()
    expect(form.textbox('Contact')).toBeTruthy()
    expect(form.textbox('Phone').type).toBe('tel')
    expect(form.submitButton().type).toBe('submit')
  })

  it('labels the name field Company for a company and Name for a person', async () => {
    await form.renderForm()
    await click(screen.getByRole('radio', { name: de('Mr') }))
    expect(form.queryTextbox('Company')).toBeNull()
    expect(form.textbox('Name')).toBeTruthy()
    await click(screen.getByRole('radio', { name: de('Company') }))
    expect(form.textbox('Company')).toBeTruthy()
  })

  it('grows the street field with its lines', async () => {
    await form.renderForm()
    const street = form.textbox('Street')
    expect(street.getAttribute('rows')).toBe('2')
    await form.fill(street, 'c/o Muster AG\nBahnhofstrasse 12\nPostfach\n8001 Zürich')
    expect(street.getAttribute('rows')).toBe('4')
  })

  it('requires name, street and a picked place, and does not save without them', async () => {
    const { save } = await form.renderForm()
    await form.fill(form.textbox('Company'), '   ')
    await form.submit()
    expect(form.requiredErrors()).toHaveLength(3)
    expect(form.textbox('Company').getAttribute('aria-invalid')).toBe('true')
    expect(form.textbox('Street').getAttribute('aria-invalid')).toBe('true')
    expect(form.picker().getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()

    await form.fill(form.textbox('Company'), 'Muster AG')
    await form.fill(form.textbox('Street'), 'Seestrasse 1')
    // Text in the form.picker is not a place.
    await form.fill(form.picker(), 'Zürich')
    await form.submit()
    expect(form.requiredErrors()).toHaveLength(1)
    expect(form.picker().getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()

    await form.pickPlace('Zür', '8001 Zürich')
    await form.submit()
    expect(form.requiredErrors()).toHaveLength(0)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('requires zip and place text for a billing-only address', async () => {
    const { save } = await form.renderForm({
      initial: formInput({ isBillingAddress: true, zip: '', location: '', locationId: null }),
    })
    expect(form.queryPicker()).toBeNull()
    await form.submit()
    expect(form.requiredErrors()).toHaveLength(2)
    expect(form.textbox('Zip').getAttribute('aria-invalid')).toBe('true')
    expect(form.textbox('Place').getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()
  })

  it('shows the place picker unless the address is billing-only', async () => {
    await form.renderForm()
    expect(form.queryPicker()).not.toBeNull()

    await click(form.checkbox('Billing address'))
    expect(form.queryPicker()).toBeNull()
    expect(form.textbox('Zip')).toBeTruthy()
    expect(form.textbox('Place')).toBeTruthy()

    // A billing address that is also a standard sender or receiver needs a real place.
    await click(form.checkbox('Standard sender address'))
    expect(form.queryPicker()).not.toBeNull()
    expect(form.queryTextbox('Zip')).toBeNull()
    await click(form.checkbox('Standard sender address'))
    await click(form.checkbox('Standard receiver address'))
    expect(form.queryPicker()).not.toBeNull()
  })

  it('ticks and locks billing address with standard billing; unticking standard billing unlocks it', async () => {
    await form.renderForm()
    await click(form.checkbox('Standard billing address'))
    expect(form.checkbox('Billing address').checked).toBe(true)
    expect(form.checkbox('Billing address').disabled).toBe(true)
    await click(form.checkbox('Billing address'))
    expect(form.checkbox('Billing address').checked).toBe(true)
    // Billing-only now: zip and place as text.
    expect(form.queryPicker()).toBeNull()

    await click(form.checkbox('Standard billing address'))
    expect(form.checkbox('Billing address').disabled).toBe(false)
    expect(form.checkbox('Billing address').checked).toBe(true)
    await click(form.checkbox('Billing address'))
    expect(form.checkbox('Billing address').checked).toBe(false)
    expect(form.queryPicker()).not.toBeNull()
  })

  it('hides the type for a readonly address', async () => {
    await form.renderForm({
      initial: formInput({ id: 12, type: 'male', name: 'Hans Muster', readonly: true }),
    })
    expect(form.radios()).toHaveLength(0)
    expect(screen.queryByRole('group', { name: de('Type') })).toBeNull()
    expect(form.textbox('Name').value).toBe('Hans Muster')
  })

  it.each([
    { saved: true, allowed: false, shown: false },
    { saved: true, allowed: true, shown: true },
    { saved: false, allowed: false, shown: true },
  ])(
    'shows the type of a standard billing address: saved as such $saved, may change it $allowed → $shown',
    async ({ saved, allowed, shown }) => {
      await form.renderForm({
        initial: formInput({ id: 5, standardBillingAddress: true, isBillingAddress: true }),
        savedAsStandardBilling: saved,
        organization: { ...form.ALL_RIGHTS, change_default_invoice_address_allowed: allowed },
      })
      expect(form.radios()).toHaveLength(shown ? 3 : 0)
    },
  )

  it('disables standard billing without the right to change the default invoice address', async () => {
    await form.renderForm({
      organization: { ...form.ALL_RIGHTS, change_default_invoice_address_allowed: false },
    })
    expect(form.checkbox('Standard billing address').disabled).toBe(true)
    expect(form.checkbox('Billing address').disabled).toBe(false)
    await click(form.checkbox('Standard billing address'))
    expect(form.checkbox('Standard billing address').checked).toBe(false)
  })

  it('disables both billing checkboxes without the right to choose or create invoice addresses', async () => {
    await form.renderForm({
      organization: { ...form.ALL_RIGHTS, select_or_create_invoice_address_allowed: false },
    })
    expect(form.checkbox('Standard billing address').disabled).toBe(true)
    expect(form.checkbox('Billing address').disabled).toBe(true)
    expect(form.checkbox('Standard sender address').disabled).toBe(false)
    expect(form.checkbox('Standard receiver address').disabled).toBe(false)
    await click(form.checkbox('Billing address'))
    expect(form.checkbox('Billing address').checked).toBe(false)
  })

  it('does not let the standard billing address be edited without the right to change it', async () => {
    const billing = formInput({
      id: 5,
      name: 'Muster AG Buchhaltung',
      isBillingAddress: true,
      standardBillingAddress: true,
      locationId: null,
      contact: 'Buchhaltung',
      phone: '+41 44 000 00 05',
    })
    await form.renderForm({
      initial: billing,
      savedAsStandardBilling: true,
      organization: { ...form.ALL_RIGHTS, change_default_invoice_address_allowed: false },
    })
    // Shown, but not as a field the user can change (read-only, disabled or plain text).
    expect(
      screen.queryByDisplayValue('Muster AG Buchhaltung') ?? screen.queryByText('Muster AG Buchhaltung'),
    ).not.toBeNull()
    const editable = [...screen.queryAllByRole('textbox'), ...screen.queryAllByRole('combobox')]
      .map((element) => element as HTMLInputElement | HTMLTextAreaElement)
      .filter((element) => !element.readOnly && !element.disabled)
      .map((element) => element.name)
    expect(editable).toEqual([])
  })
})
