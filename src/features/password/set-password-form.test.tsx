// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SetPasswordInput, SetPasswordOutcome } from '#domain/password/password-forms'
import { renderWithRouter } from '#testing/render'
import { SetPasswordForm } from './set-password-form'

const HASH = '3f1c0d9a7b2e4c6f8a0b1c2d3e4f5a6b7c8d9e0f'

async function renderForm(
  answer: (hash: string, input: SetPasswordInput) => Promise<SetPasswordOutcome>,
  hash = HASH,
) {
  const setPassword = vi.fn(answer)
  await renderWithRouter(<SetPasswordForm hash={hash} setPassword={setPassword} />, {
    path: `/login/password-reset/set-password/${encodeURIComponent(hash)}`,
    locale: 'en',
  })
  return { setPassword }
}

const password = () => screen.getByLabelText('New password') as HTMLInputElement
const repeat = () => screen.getByLabelText('Repeat new password') as HTMLInputElement
const errorOf = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

async function set(first: string, second: string) {
  await act(async () => {
    fireEvent.change(password(), { target: { value: first } })
    fireEvent.change(repeat(), { target: { value: second } })
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }))
  })
}

describe('SetPasswordForm', () => {
  it('sends the new password and its repeat with the hash of the link (AUTH-036, AUTH-037)', async () => {
    const { setPassword } = await renderForm(async () => 'set')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set a new password')
    expect(password().type).toBe('password')
    expect(repeat().type).toBe('password')
    await set('reset-pass-1', 'reset-pass-1')
    expect(setPassword).toHaveBeenCalledWith(HASH, { password: 'reset-pass-1', repeat: 'reset-pass-1' })
  })

  it('once set, says so and leads back to Login', async () => {
    await renderForm(async () => 'set')
    await set('reset-pass-1', 'reset-pass-1')
    expect(screen.getByRole('status').textContent).toBe(
      'Your new password is set. You can now log in with it.',
    )
    expect(screen.getByRole('link', { name: 'To login' }).getAttribute('href')).toBe('/login')
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it("says 'Passwords must match' and requires both, sending nothing (ERR-007)", async () => {
    const { setPassword } = await renderForm(async () => 'set')
    await set('reset-pass-1', 'reset-pass-2')
    expect(errorOf(repeat())).toBe('Passwords must match')
    await set('', '')
    expect(errorOf(password())).toBe('This field is required')
    expect(errorOf(repeat())).toBe('This field is required')
    expect(setPassword).not.toHaveBeenCalled()
  })

  it("a refused link shows 'An error occurred.', keeps what was typed and offers a new link (AUTH-038)", async () => {
    await renderForm(async () => 'failed')
    await set('reset-pass-1', 'reset-pass-1')
    expect(screen.getByRole('alert').textContent).toBe('An error occurred.')
    expect([password().value, repeat().value]).toEqual(['reset-pass-1', 'reset-pass-1'])
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/login/password-reset',
    )
  })

  it.each([
    ['empty', ''],
    ['a dot segment', '..'],
    ['with a space', 'abc def'],
    ['with a line break', 'abc\ndef'],
  ])(
    "a malformed hash (%s) shows 'An error occurred.' at once, with nothing to send (AUTH-038)",
    async (_, hash) => {
      const { setPassword } = await renderForm(async () => 'set', hash)
      expect(screen.getByRole('alert').textContent).toBe('An error occurred.')
      expect(screen.queryByLabelText('New password')).toBeNull()
      expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy()
      expect(setPassword).not.toHaveBeenCalled()
    },
  )

  it('offline says it needs the network and keeps what was typed', async () => {
    await renderForm(async () => 'offline')
    await set('reset-pass-1', 'reset-pass-1')
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Setting the password needs a connection; please try again once you are back online.',
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(password().value).toBe('reset-pass-1')
  })
})
