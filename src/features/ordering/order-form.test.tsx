// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { anAddress, anOrganization } from '#testing/factories'
import { anOrderForm } from '#testing/order-form'
import { input, renderOrderForm, submit, type } from './testing/order-form-driver'

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

/** Types into a block's saved-address selector and picks the offered address. */
async function chooseSaved(block: 'sender' | 'receiver', typed: string, label: string) {
  await act(async () => {
    fireEvent.change(input(`${block}.saved`) as HTMLInputElement, { target: { value: typed } })
  })
  const option = await screen.findByRole('option', { name: label })
  await act(async () => {
    fireEvent.click(option)
  })
}

describe('order form: e-mails', () => {
  it('the sync checkbox is on by default, and the letter e-mail is disabled and mirrors the client e-mail', async () => {
    await renderOrderForm({ initial: anOrderForm({ date: '2099-06-01', emailClient: '', emailLetter: '' }) })
    expect(checkbox('Send the delivery note to the same address').checked).toBe(true)
    expect(input('emailLetter')?.disabled).toBe(true)
    type('emailClient', 'lea@muster.ch')
    expect(input('emailLetter')?.value).toBe('lea@muster.ch')
  })

  it('turning sync off frees the letter e-mail; turning it on copies the client e-mail again', async () => {
    await renderOrderForm()
    fireEvent.click(checkbox('Send the delivery note to the same address'))
    expect(input('emailLetter')?.disabled).toBe(false)
    type('emailLetter', 'lager@muster.ch')
    type('emailClient', 'neu@muster.ch')
    expect(input('emailLetter')?.value).toBe('lager@muster.ch')
    fireEvent.click(checkbox('Send the delivery note to the same address'))
    expect(input('emailLetter')?.value).toBe('neu@muster.ch')
  })
})

describe('order form: invoice section per organization flag', () => {
  it('shows the invoice e-mail only for a single invoice and with change_invoice_email_allowed', async () => {
    await renderOrderForm()
    expect(input('invoiceMail')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Single invoice per order' }))
    expect(input('invoiceMail')).not.toBeNull()
  })

  it('never shows the invoice e-mail without change_invoice_email_allowed', async () => {
    await renderOrderForm({
      initial: anOrderForm({ date: '2099-06-01', invoiceType: 'single' }),
      organization: anOrganization({ change_invoice_email_allowed: false }),
    })
    expect(input('invoiceMail')).toBeNull()
  })

  it('shows the invoice type radio only with change_invoice_type_allowed', async () => {
    await renderOrderForm({ organization: anOrganization({ change_invoice_type_allowed: false }) })
    expect(screen.queryByRole('radio', { name: 'Monthly collective invoice' })).toBeNull()
  })

  it('without select_or_create_invoice_address_allowed the invoice block has no selector and no save checkbox', async () => {
    await renderOrderForm({
      organization: anOrganization({ select_or_create_invoice_address_allowed: false }),
    })
    const invoice = screen.getByRole('group', { name: 'Invoice address' })
    expect(input('invoiceAddress.saved')).toBeNull()
    expect(input('invoiceAddress.save')).toBeNull()
    expect(within(invoice).queryByRole('combobox')).toBeNull()
    expect(input('sender.saved')).not.toBeNull()
  })

  it('a missing required reference shows the organization’s message for the language', async () => {
    const organization = anOrganization({
      is_reference_required: true,
      reference_msgs: { en: 'Your pharmacy order number is required.' },
    })
    const { onSubmit } = await renderOrderForm({ organization })
    await submit()
    expect(await screen.findByText('Your pharmacy order number is required.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

describe('order form: notes and terms', () => {
  it('counts the characters left and cuts a paste of 3000 characters at 2000', async () => {
    await renderOrderForm({ initial: anOrderForm({ date: '2099-06-01', notes: '' }) })
    expect(screen.getByText('2000 characters left')).toBeTruthy()
    fireEvent.change(input('notes') as HTMLElement, { target: { value: 'x'.repeat(3000) } })
    expect(input('notes')?.value).toHaveLength(2000)
    expect(screen.getByText('0 characters left')).toBeTruthy()
  })

  it('shows the terms disclaimer with its link', async () => {
    await renderOrderForm()
    expect(screen.getByRole('link', { name: 'General terms and conditions' }).getAttribute('href')).toBe(
      'https://example.test/terms',
    )
  })
})

describe('order form: draft and submit', () => {
  it('reports every change, so it is saved as the draft', async () => {
    const { onChange } = await renderOrderForm()
    type('notes', 'Rampe 3')
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ notes: 'Rampe 3' })))
  })

  it('a valid submit hands the values on and makes no server call', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const { onSubmit } = await renderOrderForm()
    await submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ invoiceReference: '', emailClient: 'anna@muster.ch' })
    expect(fetch).not.toHaveBeenCalled()
    fetch.mockRestore()
  })

  it('an invalid submit sets the error flag and hands nothing on', async () => {
    const { onSubmit } = await renderOrderForm({
      initial: anOrderForm({ date: '2099-06-01', emailClient: '' }),
    })
    await submit()
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('pickup time 24:00 is refused with the invalid-value message, since no price can be found for it', async () => {
    const { onSubmit } = await renderOrderForm()
    type('time', '24:00')
    await submit()
    expect(await screen.findByText('Invalid value')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('letters in a dimension show the invalid message on submit', async () => {
    await renderOrderForm()
    type('colis.colis[0].length', 'abc')
    await submit()
    expect(await screen.findByText('Invalid value')).toBeTruthy()
  })
})

describe('order form: coli list', () => {
  it('a count of 16 rebuilds the list with 15 colis; 3 with three; 1 with one', async () => {
    await renderOrderForm()
    type('colis.count', '16')
    await waitFor(() => expect(input('colis.count')?.value).toBe('15'))
    expect(screen.getAllByRole('group', { name: /^Coli \d+$/ })).toHaveLength(15)
    type('colis.count', '3')
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Coli \d+$/ })).toHaveLength(3))
    type('colis.count', '1')
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Coli \d+$/ })).toHaveLength(1))
  })

  it('shows the volumetric and chargeable weight as the user types', async () => {
    await renderOrderForm()
    type('colis.colis[0].length', '100')
    type('colis.colis[0].width', '60')
    type('colis.colis[0].height', '50')
    type('colis.colis[0].weight', '20')
    expect(await screen.findByText('Volumetric weight 50.00 kg · chargeable weight 50.00 kg')).toBeTruthy()
  })

  it('a template picked for the notes fills only the empty dimensions', async () => {
    await renderOrderForm({
      initial: anOrderForm({
        date: '2099-06-01',
        colis: {
          count: '1',
          colis: [{ notes: '', length: '', width: '35', height: '', weight: '3', palette: false }],
        },
      }),
    })
    type('colis.colis[0].notes', 'Box L')
    expect(input('colis.colis[0].length')?.value).toBe('60')
    expect(input('colis.colis[0].width')?.value).toBe('35')
    expect(input('colis.colis[0].height')?.value).toBe('40')
  })
})

describe('order form: address blocks', () => {
  const billing = anAddress({
    id: 2,
    label: 'Finanz AG, Postfach, 8021 Zürich',
    isBillingAddress: true,
    locationId: null,
  })
  const shipping = anAddress({ id: 3, label: 'Alpha AG, Seestrasse 1, 8001 Zürich' })

  it('a person’s block asks for first and last name; switching to company clears them', async () => {
    await renderOrderForm()
    const sender = screen.getByRole('group', { name: 'Pickup address' })
    fireEvent.click(within(sender).getByRole('radio', { name: 'Ms' }))
    type('sender.firstname', 'Eva')
    type('sender.lastname', 'Roth')
    expect(input('sender.name')).toBeNull()
    fireEvent.click(within(sender).getByRole('radio', { name: 'Company' }))
    expect(input('sender.firstname')).toBeNull()
    fireEvent.click(within(sender).getByRole('radio', { name: 'Ms' }))
    expect(input('sender.firstname')?.value).toBe('')
  })

  it('the billing block has zip and place text and no phone; the shipping blocks a place picker and a phone', async () => {
    await renderOrderForm()
    expect(input('invoiceAddress.zip')).not.toBeNull()
    expect(input('invoiceAddress.phone')).toBeNull()
    expect(input('sender.zip')).toBeNull()
    expect(input('sender.phone')).not.toBeNull()
    expect(
      within(screen.getByRole('group', { name: 'Pickup address' })).getByRole('combobox', {
        name: 'Zip and place',
      }),
    ).toBeTruthy()
  })

  it('every block has a "save to address book" checkbox with its info text', async () => {
    await renderOrderForm()
    expect(input('sender.save')).not.toBeNull()
    expect(input('receiver.save')).not.toBeNull()
    expect(input('invoiceAddress.save')).not.toBeNull()
  })

  it('the saved-address selector of the billing block offers only billing addresses', async () => {
    await renderOrderForm({ addresses: [billing, shipping] })
    const invoiceSelector = input('invoiceAddress.saved') as HTMLInputElement
    await act(async () => {
      fireEvent.change(invoiceSelector, { target: { value: 'AG' } })
    })
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([billing.label])
  })

  it('the selector lists the first 50 of more matches and asks for more words', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      anAddress({ id: 100 + index, label: `Lager ${index + 1} AG, Seestrasse ${index + 1}, 8001 Zürich` }),
    )
    await renderOrderForm({ addresses: many })
    const selector = within(screen.getByRole('group', { name: 'Pickup address' })).getByRole('combobox', {
      name: 'Choose from the address book',
    })
    await act(async () => {
      fireEvent.change(selector, { target: { value: 'lager' } })
    })
    const options = await screen.findAllByRole('option')
    expect(options[0]?.textContent).toBe(many[0]?.label)
    expect(options[0]?.getAttribute('aria-setsize')).toBe('50')
    const hint = screen.getByText('Showing the first 50 matches. Type more words to narrow them down.')
    expect(selector.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id)

    // Two words narrow the 60 to one: listed alone, and the hint is gone.
    await act(async () => {
      fireEvent.change(selector, { target: { value: 'lager 57' } })
    })
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([many[56]?.label]),
    )
    expect(screen.queryByText(/Showing the first/)).toBeNull()
  })

  it('after choosing a saved address, name and street are read-only and the block is filled', async () => {
    await renderOrderForm({
      initial: anOrderForm({ date: '2099-06-01', sender: { ...anOrderForm().sender, name: '', street: '' } }),
      addresses: [shipping],
    })
    await chooseSaved('sender', 'alpha', shipping.label)
    await waitFor(() => expect(input('sender.name')?.value).toBe('Muster AG'))
    expect(input('sender.name')?.readOnly).toBe(true)
    expect(input('sender.street')?.readOnly).toBe(true)
  })

  it('a saved person with a one-word name can be ordered: the name is the last name, no first name is asked', async () => {
    const mueller = anAddress({
      id: 4,
      type: 'male',
      name: 'Müller',
      label: 'Müller, Seestrasse 1, 8001 Zürich',
    })
    const { onSubmit } = await renderOrderForm({ addresses: [mueller] })
    await chooseSaved('receiver', 'müller', mueller.label)
    await waitFor(() => expect(input('receiver.lastname')?.value).toBe('Müller'))
    expect(input('receiver.firstname')?.required).toBe(false)
    await submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0].receiver).toMatchObject({ firstname: '', lastname: 'Müller', id: 4 })
  })

  it('choosing a saved address on an inactive (P.O. box) postcode warns and clears its place', async () => {
    await renderOrderForm({ addresses: [shipping], isLocationActive: async () => false })
    await chooseSaved('receiver', 'alpha', shipping.label)
    expect(
      await screen.findByText(
        'The selected address has an invalid postal code (P.O. box). Please enter a valid postal code.',
      ),
    ).toBeTruthy()
  })

  it('after the P.O.-box warning the place picker is editable, so a valid postcode can be entered', async () => {
    await renderOrderForm({ addresses: [shipping], isLocationActive: async () => false })
    await chooseSaved('receiver', 'alpha', shipping.label)
    await screen.findByText(
      'The selected address has an invalid postal code (P.O. box). Please enter a valid postal code.',
    )
    const receiver = screen.getByRole('group', { name: 'Delivery address' })
    const place = within(receiver).getByRole('combobox', { name: 'Zip and place' }) as HTMLInputElement
    expect(place.readOnly).toBe(false)
    expect(place.value).toBe('')
    expect(input('receiver.street')?.readOnly).toBe(true)
  })
})
