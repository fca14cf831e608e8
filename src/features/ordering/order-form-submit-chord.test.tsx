// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anOrderForm } from '#testing/order-form'
import { input, renderOrderForm } from './testing/order-form-driver'

async function ctrlEnter(target: Element) {
  await act(async () => {
    fireEvent.keyDown(target, { key: 'Enter', ctrlKey: true })
  })
}

describe('order and offer form from the keyboard', () => {
  it('Ctrl+Enter in a field goes on as Next does, with the form’s values', async () => {
    const { onSubmit } = await renderOrderForm()
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+Enter',
    )
    const notes = input('notes') ?? input('emailClient')
    if (!notes) throw new Error('no field to type in')
    notes.focus()
    await ctrlEnter(notes)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  })

  it('with a field missing, marks it and gives it the focus, and sends nothing', async () => {
    const { onSubmit } = await renderOrderForm({
      initial: anOrderForm({ date: '2099-06-01', emailClient: '', emailLetter: '' }),
    })
    await ctrlEnter(document.body)
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(input('emailClient')))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('requests the quote on the offer form', async () => {
    const { onSubmit } = await renderOrderForm({ kind: 'offer' })
    await ctrlEnter(document.body)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  })
})
