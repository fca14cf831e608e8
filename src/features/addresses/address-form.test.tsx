// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  ALL_RIGHTS,
  checkbox,
  click,
  FLAGS,
  fill,
  picker,
  pickPlace,
  queryPicker,
  queryTextbox,
  radios,
  renderForm,
  requiredErrors,
  submit,
  submitButton,
  textbox,
} from './testing/address-form-driver'
import { de, formInput } from './testing/address-screens'

describe('AddressForm', () => {
  it('shows the use checkboxes with their hint, the type, and the fields of a new company address', async () => {
    await renderForm()
    expect(FLAGS.map((label) => checkbox(label).checked)).toEqual([false, false, false, false])
    const uses = screen.getByRole('group', { name: de('Use of this address') })
    expect(uses.getAttribute('aria-describedby')).toBe(
      screen.getByText(
        de(
          'Standard addresses are filled in for you when you order. A standard billing address is always a billing address.',
        ),
      ).id,
    )
    expect(radios().map((radio) => [radio.value, radio.checked])).toEqual([
      ['company', true],
      ['male', false],
      ['female', false],
    ])
    expect(textbox('Company').value).toBe('')
    expect(textbox('Street').tagName).toBe('TEXTAREA')
    expect(picker().value).toBe('')
    expect(queryTextbox('Zip')).toBeNull()
    expect(textbox('Contact')).toBeTruthy()
    expect(textbox('Phone').type).toBe('tel')
    expect(submitButton().type).toBe('submit')
  })

  it('labels the name field Company for a company and Name for a person', async () => {
    await renderForm()
    await click(screen.getByRole('radio', { name: de('Mr') }))
    expect(queryTextbox('Company')).toBeNull()
    expect(textbox('Name')).toBeTruthy()
    await click(screen.getByRole('radio', { name: de('Company') }))
    expect(textbox('Company')).toBeTruthy()
  })

  it('grows the street field with its lines', async () => {
    await renderForm()
    const street = textbox('Street')
    expect(street.getAttribute('rows')).toBe('2')
    await fill(street, 'c/o Muster AG\nBahnhofstrasse 12\nPostfach\n8001 Zürich')
    expect(street.getAttribute('rows')).toBe('4')
  })

  it('requires name, street and a picked place, and does not save without them', async () => {
    const { save } = await renderForm()
    await fill(textbox('Company'), '   ')
    await submit()
    expect(requiredErrors()).toHaveLength(3)
    expect(textbox('Company').getAttribute('aria-invalid')).toBe('true')
    expect(textbox('Street').getAttribute('aria-invalid')).toBe('true')
    expect(picker().getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()

    await fill(textbox('Company'), 'Muster AG')
    await fill(textbox('Street'), 'Seestrasse 1')
    // Text in the picker is not a place.
    await fill(picker(), 'Zürich')
    await submit()
    expect(requiredErrors()).toHaveLength(1)
    expect(picker().getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()

    await pickPlace('Zür', '8001 Zürich')
    await submit()
    expect(requiredErrors()).toHaveLength(0)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('requires zip and place text for a billing-only address', async () => {
    const { save } = await renderForm({
      initial: formInput({ isBillingAddress: true, zip: '', location: '', locationId: null }),
    })
    expect(queryPicker()).toBeNull()
    await submit()
    expect(requiredErrors()).toHaveLength(2)
    expect(textbox('Zip').getAttribute('aria-invalid')).toBe('true')
    expect(textbox('Place').getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()
  })

  it('shows the place picker unless the address is billing-only', async () => {
    await renderForm()
    expect(queryPicker()).not.toBeNull()

    await click(checkbox('Billing address'))
    expect(queryPicker()).toBeNull()
    expect(textbox('Zip')).toBeTruthy()
    expect(textbox('Place')).toBeTruthy()

    // A billing address that is also a standard sender or receiver needs a real place.
    await click(checkbox('Standard sender address'))
    expect(queryPicker()).not.toBeNull()
    expect(queryTextbox('Zip')).toBeNull()
    await click(checkbox('Standard sender address'))
    await click(checkbox('Standard receiver address'))
    expect(queryPicker()).not.toBeNull()
  })

  it('ticks and locks billing address with standard billing; unticking standard billing unlocks it', async () => {
    await renderForm()
    await click(checkbox('Standard billing address'))
    expect(checkbox('Billing address').checked).toBe(true)
    expect(checkbox('Billing address').disabled).toBe(true)
    await click(checkbox('Billing address'))
    expect(checkbox('Billing address').checked).toBe(true)
    // Billing-only now: zip and place as text.
    expect(queryPicker()).toBeNull()

    await click(checkbox('Standard billing address'))
    expect(checkbox('Billing address').disabled).toBe(false)
    expect(checkbox('Billing address').checked).toBe(true)
    await click(checkbox('Billing address'))
    expect(checkbox('Billing address').checked).toBe(false)
    expect(queryPicker()).not.toBeNull()
  })

  it('hides the type for a readonly address', async () => {
    await renderForm({ initial: formInput({ id: 12, type: 'male', name: 'Hans Muster', readonly: true }) })
    expect(radios()).toHaveLength(0)
    expect(screen.queryByRole('group', { name: de('Type') })).toBeNull()
    expect(textbox('Name').value).toBe('Hans Muster')
  })

  it.each([
    { saved: true, allowed: false, shown: false },
    { saved: true, allowed: true, shown: true },
    { saved: false, allowed: false, shown: true },
  ])(
    'shows the type of a standard billing address: saved as such $saved, may change it $allowed → $shown',
    async ({ saved, allowed, shown }) => {
      await renderForm({
        initial: formInput({ id: 5, standardBillingAddress: true, isBillingAddress: true }),
        savedAsStandardBilling: saved,
        organization: { ...ALL_RIGHTS, change_default_invoice_address_allowed: allowed },
      })
      expect(radios()).toHaveLength(shown ? 3 : 0)
    },
  )

  it('disables standard billing without the right to change the default invoice address', async () => {
    await renderForm({ organization: { ...ALL_RIGHTS, change_default_invoice_address_allowed: false } })
    expect(checkbox('Standard billing address').disabled).toBe(true)
    expect(checkbox('Billing address').disabled).toBe(false)
    await click(checkbox('Standard billing address'))
    expect(checkbox('Standard billing address').checked).toBe(false)
  })

  it('disables both billing checkboxes without the right to choose or create invoice addresses', async () => {
    await renderForm({ organization: { ...ALL_RIGHTS, select_or_create_invoice_address_allowed: false } })
    expect(checkbox('Standard billing address').disabled).toBe(true)
    expect(checkbox('Billing address').disabled).toBe(true)
    expect(checkbox('Standard sender address').disabled).toBe(false)
    expect(checkbox('Standard receiver address').disabled).toBe(false)
    await click(checkbox('Billing address'))
    expect(checkbox('Billing address').checked).toBe(false)
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
    await renderForm({
      initial: billing,
      savedAsStandardBilling: true,
      organization: { ...ALL_RIGHTS, change_default_invoice_address_allowed: false },
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
