// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ResetRequestOutcome } from '#domain/password/password-forms'
import { renderWithRouter } from '#testing/render'
import { ResetRequestForm } from './reset-request-form'

async function renderForm(answer: (email: string) => Promise<ResetRequestOutcome>) {
  const requestReset = vi.fn(answer)
  const rendered = await renderWithRouter(<ResetRequestForm requestReset={requestReset} />, {
    path: '/login/password-reset',
    locale: 'en',
  })
  return { requestReset, container: rendered.container }
}

const email = () => screen.getByLabelText('E-mail') as HTMLInputElement
const errorOfEmail = () => {
  const id = email().getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

async function ask(address: string) {
  await act(async () => {
    fireEvent.change(email(), { target: { value: address } })
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }))
  })
}

const SENT =
  'If an account exists for this e-mail address, we have sent it a link to set a new password. Please check your inbox.'

describe('ResetRequestForm', () => {
  it('asks for the e-mail address of the account, with a way back to Login (AUTH-033)', async () => {
    await renderForm(async () => 'sent')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset password')
    expect(email().type).toBe('email')
    expect(email().autocomplete).toBe('email')
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login')
  })

  it('sends the address, trimmed, and answers that a link is on its way (AUTH-034)', async () => {
    const { requestReset } = await renderForm(async () => 'sent')
    await ask(' lea.brunner@example.ch ')
    expect(requestReset).toHaveBeenCalledWith('lea.brunner@example.ch')
    expect(screen.getByRole('status').textContent).toBe(SENT)
    expect(screen.queryByLabelText('E-mail')).toBeNull()
    expect(screen.getByRole('link', { name: 'To login' }).getAttribute('href')).toBe('/login')
  })

  it('shows exactly the same page for an account and for a stranger (AUTH-035)', async () => {
    // The server answers 200 for both (decisions); the page cannot and does not tell them apart.
    const known = await renderForm(async () => 'sent')
    await ask('lea.brunner@example.ch')
    const forKnown = known.container.innerHTML
    known.container.remove()
    const stranger = await renderForm(async () => 'sent')
    await ask('nobody@example.ch')
    expect(stranger.container.innerHTML).toBe(forKnown)
    expect(stranger.container.textContent).not.toContain('nobody@example.ch')
  })

  it('checks the address before sending anything', async () => {
    const { requestReset } = await renderForm(async () => 'sent')
    await ask('')
    expect(errorOfEmail()).toBe('This field is required')
    await ask('lea.brunner')
    expect(errorOfEmail()).toBe('Invalid e-mail address')
    expect(requestReset).not.toHaveBeenCalled()
  })

  it('offline says the request needs the network and keeps the address', async () => {
    await renderForm(async () => 'offline')
    await ask('lea.brunner@example.ch')
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Requesting a reset link needs a connection; please try again once you are back online.',
    )
    expect(email().value).toBe('lea.brunner@example.ch')
  })

  it('a server fault can be tried again with the address kept', async () => {
    const answers: ResetRequestOutcome[] = ['failed', 'sent']
    const { requestReset } = await renderForm(async () => answers.shift() ?? 'sent')
    await ask('lea.brunner@example.ch')
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.')
    expect(email().value).toBe('lea.brunner@example.ch')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send link' }))
    })
    expect(requestReset).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status').textContent).toBe(SENT)
  })
})
