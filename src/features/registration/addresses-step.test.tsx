// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectStep, renderWizard } from './testing/render-wizard'
import {
  button,
  checkbox,
  click,
  completeUserStep,
  errorOf,
  expectPath,
  fill,
  fillInvoiceAddress,
  input,
  pickPlace,
  queryInput,
  radio,
  submit,
} from './testing/wizard-driver'

async function openAddresses() {
  const wizard = await renderWizard('/register')
  await completeUserStep()
  return wizard
}

const block = (name: string) => document.querySelector(`[data-block="${name}"]`) as HTMLElement
const labelOf = (name: string) => document.querySelector(`label[for="${input(name).id}"]`)?.textContent

describe('the addresses step (/register/addresses)', () => {
  it('is not shown before the user step is validated: the visit goes to it (REG-002, REG-006)', async () => {
    const { path } = await renderWizard('/register/addresses')
    await expectStep('Your details')
    await expectPath(path, '/register')
  })

  it('shows the invoice address with free zip and place, and the two optional addresses unticked (REG-034, REG-038)', async () => {
    await openAddresses()
    const invoice = block('invoiceAddress')
    expect(within(invoice).getByRole('radio', { name: 'Company' })).toHaveProperty('checked', true)
    expect(input('invoiceAddress.zip')).toBeTruthy()
    expect(input('invoiceAddress.location')).toBeTruthy()
    expect(within(invoice).queryByRole('combobox')).toBeNull()
    expect(checkbox('Add a default sender address').checked).toBe(false)
    expect(checkbox('Add a default receiver address').checked).toBe(false)
    expect(queryInput('defaultSenderAddress.name')).toBeNull()
  })

  it('a company needs its name and a contact; street and phone always (REG-035, REG-037)', async () => {
    const { path } = await openAddresses()
    await submit()
    for (const field of ['name', 'contact', 'street', 'zip', 'location', 'phone']) {
      expect(errorOf(`invoiceAddress.${field}`), field).toBe('This field is required')
    }
    expect(path()).toBe('/register/addresses')
  })

  it("a person needs a name ('First name / Last name'), not a contact (REG-036)", async () => {
    await openAddresses()
    await click(within(block('invoiceAddress')).getByRole('radio', { name: 'Mr' }))
    expect(labelOf('invoiceAddress.name')).toBe('First name / Last name')
    await submit()
    expect(errorOf('invoiceAddress.name')).toBe('This field is required')
    expect(errorOf('invoiceAddress.contact')).toBeNull()
  })

  it('a ticked optional address needs a place from the location search, flagged at once (REG-034, REG-039)', async () => {
    await openAddresses()
    await click(checkbox('Add a default sender address'))
    const picker = await pickPlace('defaultSenderAddress', '800', '8001 Zürich')
    expect(picker.getAttribute('aria-invalid')).toBeNull()
    // Typing over the choice leaves no place: the picker says so without a submit.
    await act(async () => {
      fireEvent.change(picker, { target: { value: '8001 Zürichx' } })
    })
    expect(picker.getAttribute('aria-invalid')).toBe('true')
    expect(within(block('defaultSenderAddress')).getByText('This field is required')).toBeTruthy()
  })

  it('picking a place fills its zip and place (REG-040)', async () => {
    const { store } = await openAddresses()
    await click(checkbox('Add a default receiver address'))
    await pickPlace('defaultReceiverAddress', 'Bern', '3011 Bern')
    await waitFor(() =>
      expect(store.draft?.defaultReceiverAddress).toMatchObject({
        zip: '3011',
        location: 'Bern',
        locationId: 3011,
      }),
    )
  })

  it('a P.O. box place shows the inactive-zip warning and is not taken (REG-041)', async () => {
    const { store } = await openAddresses()
    await click(checkbox('Add a default sender address'))
    const picker = await pickPlace('defaultSenderAddress', '8070', /^8070 Zürich/)
    expect(
      screen.getByText(
        'The selected address has an invalid postal code (P.O. box). Please enter a valid postal code.',
      ),
    ).toBeTruthy()
    // The picker starts afresh, empty and closed, with the focus in it and the place required.
    const fresh = within(block('defaultSenderAddress')).getByRole('combobox', { name: 'Zip and place' })
    expect(fresh).not.toBe(picker)
    expect((fresh as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(fresh)
    expect(fresh.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('listbox')).toBeNull()
    await waitFor(() => expect(store.draft?.defaultSenderAddress.locationId).toBeNull())
    await pickPlace('defaultSenderAddress', '8001', '8001 Zürich')
    expect(screen.queryByText(/invalid postal code \(P\.O\. box\)/)).toBeNull()
  })

  it('copies the user step’s details into an address', async () => {
    await openAddresses()
    await click(within(block('invoiceAddress')).getByRole('button', { name: 'Use my details' }))
    expect(radio('Ms').checked).toBe(true)
    expect(input('invoiceAddress.name').value).toBe('Anna Muster')
    expect(input('invoiceAddress.zip').value).toBe('8001')
    expect(input('invoiceAddress.phone').value).toBe('+41 44 000 00 01')
  })

  it('goes back to the user step, which keeps its entries (REG-010, REG-008)', async () => {
    const { path } = await openAddresses()
    await fill('invoiceAddress.name', 'Muster AG')
    await click(screen.getByRole('link', { name: 'Back' }))
    await expectStep('Your details')
    expect(path()).toBe('/register')
    expect(input('firstname').value).toBe('Anna')
    expect(input('password').value).toBe('geheim-123')
    await submit()
    await expectStep('Addresses')
    expect(input('invoiceAddress.name').value).toBe('Muster AG')
  })

  it('moves to payment once valid, marking the step validated (REG-013)', async () => {
    const { path } = await openAddresses()
    await fillInvoiceAddress()
    await click(checkbox('Add a default sender address'))
    // A ticked address with nothing in it holds the step; unticking it lets the step pass.
    await submit()
    expect(path()).toBe('/register/addresses')
    await click(checkbox('Add a default sender address'))
    await submit()
    await expectStep('Billing')
    expect(path()).toBe('/register/payment')
    const steps = within(screen.getByRole('navigation', { name: 'Registration steps' })).getAllByRole(
      'listitem',
    )
    expect(steps.map((step) => step.getAttribute('data-validated'))).toEqual(['true', 'true', 'false'])
    expect(button('Register')).toBeTruthy()
  })
})
