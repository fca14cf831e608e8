// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PasswordChangeInput, PasswordChangeOutcome } from '#domain/password/password-forms'
import { deferred } from '#testing/deferred'
import { renderWithRouter } from '#testing/render'
import { ChangePasswordForm } from './change-password-form'

async function renderForm(
  answer: (input: PasswordChangeInput) => Promise<PasswordChangeOutcome> = async () => 'changed',
  forced = false,
) {
  const changePassword = vi.fn(answer)
  const onChanged = vi.fn()
  const rendered = await renderWithRouter(
    <ChangePasswordForm changePassword={changePassword} onChanged={onChanged} forced={forced} />,
    { path: '/profile/change-password', locale: 'en' },
  )
  return { changePassword, onChanged, router: rendered.router }
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const current = () => field('Current password')
const fresh = () => field('New password')
const repeat = () => field('Repeat new password')
const errorOf = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } })
  })
}

async function fill(old: string, next: string, again: string) {
  await type(current(), old)
  await type(fresh(), next)
  await type(repeat(), again)
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
  })
}

describe('ChangePasswordForm', () => {
  it('shows the hint, the three password fields and a Back link to the profile (PROFILE-031, PROFILE-032, PROFILE-033)', async () => {
    await renderForm()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change password')
    expect(screen.getByText('After changing the password you must log in again')).toBeTruthy()
    for (const input of [current(), fresh(), repeat()]) expect(input.type).toBe('password')
    expect(current().autocomplete).toBe('current-password')
    expect(fresh().autocomplete).toBe('new-password')
    expect(repeat().autocomplete).toBe('new-password')
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('requires all three fields and sends nothing while one is empty (PROFILE-034, PROFILE-035, PROFILE-036)', async () => {
    const { changePassword } = await renderForm()
    await submit()
    expect(changePassword).not.toHaveBeenCalled()
    expect([errorOf(current()), errorOf(fresh()), errorOf(repeat())]).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
    ])
    // The first field in error has the focus.
    expect(document.activeElement).toBe(current())

    await fill('demo-pass', '', '')
    await submit()
    expect(changePassword).not.toHaveBeenCalled()
    expect(errorOf(current())).toBeNull()
    expect(errorOf(fresh())).toBe('This field is required')
    expect(document.activeElement).toBe(fresh())
  })

  it("says 'Passwords must match' on the repeat and sends nothing (PROFILE-037, ERR-007)", async () => {
    const { changePassword } = await renderForm()
    await fill('demo-pass', 'new-pass-1', 'new-pass-2')
    await submit()
    expect(changePassword).not.toHaveBeenCalled()
    expect(errorOf(repeat())).toBe('Passwords must match')
    expect(repeat().getAttribute('aria-invalid')).toBe('true')
    // Corrected, the message goes as the user types.
    await type(repeat(), 'new-pass-1')
    expect(errorOf(repeat())).toBeNull()
  })

  it('sends the three values as typed and, once changed, leads on to Login (PROFILE-038, PROFILE-039)', async () => {
    const { changePassword, onChanged } = await renderForm()
    await fill('demo-pass', ' new pass 1', ' new pass 1')
    await submit()
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'demo-pass',
      newPassword: ' new pass 1',
      newPasswordRepeat: ' new pass 1',
    })
    expect(onChanged).toHaveBeenCalledTimes(1)
  })

  it("on a refusal clears the fields and says 'An error occurred. Please check your password' (PROFILE-040, PROFILE-041)", async () => {
    const { changePassword, onChanged } = await renderForm(async () => 'refused')
    await fill('wrong-pass', 'new-pass-1', 'new-pass-1')
    await submit()
    expect(changePassword).toHaveBeenCalledTimes(1)
    expect(onChanged).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please check your password')
    expect([current().value, fresh().value, repeat().value]).toEqual(['', '', ''])
    // Cleared, not complained about: the fields wait quietly for the next try, from the first one.
    expect([errorOf(current()), errorOf(fresh()), errorOf(repeat())]).toEqual([null, null, null])
    expect(document.activeElement).toBe(current())

    await fill('demo-pass', 'new-pass-1', 'new-pass-1')
    await submit()
    expect(changePassword).toHaveBeenCalledTimes(2)
  })

  it('offline says the change needs the network and keeps what was typed', async () => {
    const { onChanged } = await renderForm(async () => 'offline')
    await fill('demo-pass', 'new-pass-1', 'new-pass-1')
    await submit()
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Changing the password needs a connection; please try again once you are back online.',
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect([current().value, fresh().value, repeat().value]).toEqual([
      'demo-pass',
      'new-pass-1',
      'new-pass-1',
    ])
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('shows progress while the change is on its way, and is not sent twice', async () => {
    const answer = deferred<PasswordChangeOutcome>()
    const { changePassword } = await renderForm(() => answer.promise)
    await fill('demo-pass', 'new-pass-1', 'new-pass-1')
    await submit()
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await act(async () => {
      fireEvent.click(button)
      answer.resolve('changed')
    })
    expect(changePassword).toHaveBeenCalledTimes(1)
  })

  it('tells an account that must change its password why it is here', async () => {
    await renderForm(undefined, true)
    expect(screen.getByRole('status').textContent).toBe(
      'Please choose a new password before you continue to use the portal.',
    )
  })
})
