// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { translation } from '#testing/catalog'
import { failingWith } from '#testing/failing-with'
import { renderWithRouter } from '#testing/render'
import { ChangePasswordForm } from './change-password-form'
import { ResetRequestForm } from './reset-request-form'
import { SetPasswordForm } from './set-password-form'
import {
  changePassword,
  type PasswordDeps,
  requestPasswordReset,
  setNewPassword,
} from './use-password-actions'

/**
 * The three password screens on the app's own actions, whose server call fails with a real
 * ApiError: a timeout is a server that did not answer, never "You are offline" (issue 20, item 6).
 */
const de = (message: string) => translation('de', message)
const HASH = '3f1c0d9a7b2e4c6f8a0b1c2d3e4f5a6b7c8d9e0f'
const timeout = () => new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })

function depsFailingWith(error: ApiError): PasswordDeps {
  const fail = failingWith(error)
  return {
    changePassword: fail,
    requestPasswordReset: fail,
    resetPassword: fail,
    logOut: vi.fn(async () => undefined),
  }
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(de(label)), { target: { value } })
  })
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: de(name) }))
  })
}

async function changeWith(error: ApiError) {
  const deps = depsFailingWith(error)
  await renderWithRouter(
    <ChangePasswordForm
      changePassword={(input) => changePassword(deps, input)}
      onChanged={vi.fn()}
      forced={false}
    />,
    { path: '/profile/change-password' },
  )
  await type('Current password', 'demo-pass')
  await type('New password', 'new-pass-1')
  await type('Repeat new password', 'new-pass-1')
  await press('Change password')
  return deps
}

async function requestWith(error: ApiError) {
  const deps = depsFailingWith(error)
  await renderWithRouter(<ResetRequestForm requestReset={(email) => requestPasswordReset(deps, email)} />, {
    path: '/login/password-reset',
  })
  await type('E-mail', 'lea.brunner@example.ch')
  await press('Send link')
}

async function setWith(error: ApiError) {
  const deps = depsFailingWith(error)
  await renderWithRouter(
    <SetPasswordForm hash={HASH} setPassword={(hash, input) => setNewPassword(deps, hash, input)} />,
    { path: `/login/password-reset/set-password/${HASH}` },
  )
  await type('New password', 'new-pass-1')
  await type('Repeat new password', 'new-pass-1')
  await press('Save password')
}

const notice = () => screen.getByRole('status').textContent ?? ''

describe('password screens when the server cannot be reached (issue 20, item 6)', () => {
  it('change password: a timeout says the server is not answering, keeps the fields and logs nobody out', async () => {
    const deps = await changeWith(timeout())
    expect(notice()).toBe(
      de(
        'The server is not answering right now, so it is not certain that your password was changed. Please try again in a moment.',
      ),
    )
    expect(notice().toLowerCase()).not.toContain('offline')
    expect((screen.getByLabelText(de('Current password')) as HTMLInputElement).value).toBe('demo-pass')
    expect(deps.logOut).not.toHaveBeenCalled()
  })

  it.each([
    [
      'reset request',
      requestWith,
      'The server is not answering right now. Requesting a reset link needs its answer; please try again in a moment.',
    ],
    [
      'set password',
      setWith,
      'The server is not answering right now, so it is not certain that your password was set. Please try again in a moment.',
    ],
  ])(
    '%s: a timeout says the server is not answering, not that the device is offline',
    async (_, failWith, message) => {
      await failWith(timeout())
      expect(notice()).toBe(de(message))
      expect(notice().toLowerCase()).not.toContain('offline')
    },
  )

  it.each([
    [
      'change password',
      changeWith,
      'You are offline. Changing the password needs a connection; please try again once you are back online.',
    ],
    [
      'reset request',
      requestWith,
      'You are offline. Requesting a reset link needs a connection; please try again once you are back online.',
    ],
    [
      'set password',
      setWith,
      'You are offline. Setting the password needs a connection; please try again once you are back online.',
    ],
  ])('%s: a failed fetch (no network) still says the device is offline', async (_, failWith, message) => {
    await failWith(offline())
    expect(notice()).toBe(de(message))
  })
})
