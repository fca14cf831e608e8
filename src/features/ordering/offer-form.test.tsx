// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anOrganization } from '#testing/factories'
import { anOrderForm } from '#testing/order-form'
import { input, renderOrderForm, submit } from './testing/order-form-driver'

describe('offer form', () => {
  it('has the invoice section: reference, invoice e-mail, invoice type and invoice address', async () => {
    await renderOrderForm({
      kind: 'offer',
      initial: anOrderForm({ date: '2099-06-01', invoiceType: 'single' }),
    })
    expect(input('invoiceReference')).not.toBeNull()
    expect(input('invoiceMail')).not.toBeNull()
    expect(screen.getByRole('radio', { name: 'Monthly collective invoice' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Invoice address' })).toBeTruthy()
  })

  it('has the notes with the characters-left counter and the 2000 limit', async () => {
    await renderOrderForm({
      kind: 'offer',
      initial: anOrderForm({ date: '2099-06-01', notes: 'x'.repeat(1990) }),
    })
    expect(screen.getByText('10 characters left')).toBeTruthy()
    expect(input('notes')?.maxLength).toBe(2000)
  })

  it('has the terms disclaimer with its link and its own submit button', async () => {
    await renderOrderForm({ kind: 'offer' })
    expect(screen.getByRole('link', { name: 'General terms and conditions' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Request a quote' })).toBeTruthy()
  })

  it('applies the order form’s rules: required e-mails and the organization’s reference message', async () => {
    const { onSubmit } = await renderOrderForm({
      kind: 'offer',
      initial: anOrderForm({
        date: '2099-06-01',
        emailClient: '',
        syncEmailLetter: false,
        emailLetter: 'kein-mail',
      }),
      organization: anOrganization({
        is_reference_required: true,
        reference_msgs: { en: 'Cost centre, please.' },
      }),
    })
    await submit('Request a quote')
    expect(await screen.findByText('Cost centre, please.')).toBeTruthy()
    expect(screen.getByText('Invalid e-mail address')).toBeTruthy()
    expect(screen.getByText('Please correct the marked fields.')).toBeTruthy()
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled())
  })
})
