// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import { translation } from '#testing/catalog'
import { aRegistrationForm } from '#testing/registration-form'
import { renderWithRouter } from '#testing/render'
import { FailureNotice } from './failure-notice'
import { renderWizard } from './testing/render-wizard'
import { errorOf, fill, leave, pause } from './testing/wizard-driver'
import { createRegistrationActions } from './use-registration'

/**
 * Registration on the app's own actions, whose server calls fail with a real ApiError: a timeout
 * is a server that did not answer, never "needs the network" (issue 20, item 6).
 */
const de = (message: string) => translation('de', message)
const timeout = () => new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })

const REGISTER_SLOW =
  'The server is not answering right now, so your registration could not be completed. Everything you entered is kept: please register again in a moment.'
const REGISTER_OFFLINE =
  'Registering needs the network. Everything you entered is kept: please register again once you are online.'
const CHECK_SLOW =
  'The server is not answering right now, so this could not be checked. Please try again in a moment.'
const CHECK_OFFLINE = 'Checking this needs the network. Please connect and try again.'

function actionsFailingWith(error: ApiError) {
  const fail = async (): Promise<never> => {
    throw error
  }
  return createRegistrationActions({ register: fail, isUsernameUnique: fail, isEmailUnique: fail })
}

async function registerFailingWith(error: ApiError) {
  const failure = await actionsFailingWith(error).register(aRegistrationForm(), 'de')
  await renderWithRouter(<FailureNotice failure={failure} />, { path: '/register/payment' })
  return screen.getByRole('alert').textContent ?? ''
}

/** The username field's message after its check failed with `error`, in the wizard in German. */
async function usernameCheckFailingWith(error: ApiError) {
  const answer = await actionsFailingWith(error).checkUnique('username', 'anna', new AbortController().signal)
  await renderWizard('/register', { unique: answer }, 'de')
  await fill('username', 'anna')
  await leave('username')
  await pause()
  return errorOf('username') ?? ''
}

/** The slow server's message, in German, with nothing of the offline one in it. */
function expectSlowNotOffline(text: string, slow: string, offlineMessage: string) {
  expect(text).toBe(de(slow))
  expect(text).not.toContain(de(offlineMessage))
  expect(text.toLowerCase()).not.toContain('offline')
}

describe('registration when the server cannot be reached (issue 20, item 6)', () => {
  it('sending: a timeout says the server is not answering, not that registering needs the network', async () => {
    expectSlowNotOffline(await registerFailingWith(timeout()), REGISTER_SLOW, REGISTER_OFFLINE)
  })

  it('sending: a failed fetch (no network) still says registering needs the network', async () => {
    expect(await registerFailingWith(offline())).toBe(de(REGISTER_OFFLINE))
  })

  it('the username check: a timeout says the server is not answering, not that checking needs the network', async () => {
    expectSlowNotOffline(await usernameCheckFailingWith(timeout()), CHECK_SLOW, CHECK_OFFLINE)
  })

  it('the username check: a failed fetch (no network) still says checking needs the network', async () => {
    expect(await usernameCheckFailingWith(offline())).toBe(de(CHECK_OFFLINE))
  })
})
