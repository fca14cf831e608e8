// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, reachability } from '#api/errors'
import type { LoginOutcome } from '#services/auth-actions'
import { translation } from '#testing/catalog'
import { renderWithRouter } from '#testing/render'
import { createAuthActions } from './auth-actions'
import { LoginForm } from './login-form'

const GUEST_ORDER_URL = 'https://www.example.ch/de/guest-order'
const de = (message: string) => translation('de', message)

async function renderForm(logIn: (username: string, password: string) => Promise<LoginOutcome>) {
  const onLoggedIn = vi.fn()
  const logInMock = vi.fn(logIn)
  await renderWithRouter(
    <LoginForm logIn={logInMock} onLoggedIn={onLoggedIn} guestOrderUrl={GUEST_ORDER_URL} />,
    { path: '/login' },
  )
  return { onLoggedIn, logIn: logInMock }
}

const username = () => screen.getByLabelText(de('Username or e-mail')) as HTMLInputElement
const password = () => screen.getByLabelText(de('Password')) as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: de('Log in') }) as HTMLButtonElement

function fill(name: string, secret: string) {
  fireEvent.change(username(), { target: { value: name } })
  fireEvent.change(password(), { target: { value: secret } })
}

async function submit() {
  const form = submitButton().closest('form')
  if (!form) throw new Error('the button is not in a form')
  await act(async () => {
    fireEvent.submit(form)
  })
}

describe('LoginForm', () => {
  it('shows the title, both fields and no notice at first', async () => {
    await renderForm(async () => 'success')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de('Log in'))
    expect(username().autocomplete).toBe('username')
    expect(password().type).toBe('password')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('asks for both fields when they are empty and does not call logIn', async () => {
    const { logIn, onLoggedIn } = await renderForm(async () => 'success')
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(
      de('Please enter your username or e-mail and your password.'),
    )
    expect(logIn).not.toHaveBeenCalled()
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it.each([
    ['anna', ''],
    ['', 's3cret'],
    ['   ', 's3cret'],
  ])('asks for both fields when one is missing (%j / %j)', async (name, secret) => {
    const { logIn } = await renderForm(async () => 'success')
    fill(name, secret)
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(
      de('Please enter your username or e-mail and your password.'),
    )
    expect(logIn).not.toHaveBeenCalled()
  })

  it('logs in with the trimmed username and calls onLoggedIn on success', async () => {
    const { logIn, onLoggedIn } = await renderForm(async () => 'success')
    fill('  anna@example.ch ', ' s3cret ')
    await submit()
    expect(logIn).toHaveBeenCalledTimes(1)
    expect(logIn).toHaveBeenCalledWith('anna@example.ch', ' s3cret ')
    expect(onLoggedIn).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the catalogue error on a failed login, empties the password and keeps the username', async () => {
    const { onLoggedIn } = await renderForm(async () => 'failed')
    fill('anna', 'wrong')
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(de('An error occurred. Please try again'))
    expect(onLoggedIn).not.toHaveBeenCalled()
    expect(password().value).toBe('')
    expect(username().value).toBe('anna')
  })

  it('shows the offline notice when there is no connection', async () => {
    const { onLoggedIn } = await renderForm(async () => 'offline')
    fill('anna', 's3cret')
    await submit()
    const offline = de(
      'You are offline. Logging in needs a connection; please try again once you are back online.',
    )
    expect(screen.getByRole('status').textContent).toBe(offline)
    expect(screen.queryByText(de('An error occurred. Please try again'))).toBeNull()
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('disables the button while the login runs', async () => {
    let finish!: (outcome: LoginOutcome) => void
    const { onLoggedIn } = await renderForm(
      () =>
        new Promise<LoginOutcome>((resolve) => {
          finish = resolve
        }),
    )
    fill('anna', 's3cret')
    await submit()
    const busy = screen.getByRole('button', { name: de('Logging in…') }) as HTMLButtonElement
    // Busy, not disabled: the focus stays on it, and a second press does nothing.
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(onLoggedIn).not.toHaveBeenCalled()

    await act(async () => {
      finish('success')
    })
    expect(onLoggedIn).toHaveBeenCalledTimes(1)
    expect(submitButton().hasAttribute('aria-disabled')).toBe(false)
  })

  it('clears an earlier error notice when the next attempt succeeds', async () => {
    const outcomes: LoginOutcome[] = ['failed', 'success']
    const { onLoggedIn } = await renderForm(async () => outcomes.shift() ?? 'failed')
    fill('anna', 'wrong')
    await submit()
    expect(screen.getByRole('alert')).toBeTruthy()
    fill('anna', 's3cret')
    await submit()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onLoggedIn).toHaveBeenCalledTimes(1)
  })

  it('links to the password reset, the registration and the guest order', async () => {
    await renderForm(async () => 'success')
    expect(screen.getByRole('link', { name: de('Forgot password?') }).getAttribute('href')).toBe(
      '/login/password-reset',
    )
    expect(screen.getByRole('link', { name: de('Register') }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('link', { name: de('Order as guest') }).getAttribute('href')).toBe(
      GUEST_ORDER_URL,
    )
  })

  it('AUTH-012: opens the guest order in the same tab', async () => {
    await renderForm(async () => 'success')
    const link = screen.getByRole('link', { name: de('Order as guest') })
    expect(link.hasAttribute('target')).toBe(false)
    expect(link.hasAttribute('rel')).toBe(false)
  })

  it("AUTH-011: fills the guest order page's {locale} with the interface language", async () => {
    await renderWithRouter(
      <LoginForm
        logIn={async () => 'success'}
        onLoggedIn={() => undefined}
        guestOrderUrl="https://www.example.ch/{locale}/guest-order"
      />,
      { path: '/login', locale: 'fr' },
    )
    expect(screen.getByRole('link', { name: translation('fr', 'Order as guest') }).getAttribute('href')).toBe(
      'https://www.example.ch/fr/guest-order',
    )
  })

  it('tells onTyping once, at the first character typed, so the login to come loads what it needs meanwhile', async () => {
    const onTyping = vi.fn()
    await renderWithRouter(
      <LoginForm logIn={vi.fn()} onLoggedIn={vi.fn()} guestOrderUrl={GUEST_ORDER_URL} onTyping={onTyping} />,
      { path: '/login' },
    )
    expect(onTyping).not.toHaveBeenCalled()
    fireEvent.change(username(), { target: { value: 'c' } })
    expect(onTyping).toHaveBeenCalledTimes(1)
    fill('customer', 'demo-pass')
    expect(onTyping).toHaveBeenCalledTimes(1)
  })

  it('submits with the submit button too', async () => {
    const { logIn } = await renderForm(async () => 'success')
    fill('anna', 's3cret')
    expect(submitButton().type).toBe('submit')
    await act(async () => {
      fireEvent.click(submitButton())
    })
    expect(logIn).toHaveBeenCalledWith('anna', 's3cret')
  })
})

describe('LoginForm when the server cannot be reached (issue 20, item 6)', () => {
  /** The login of the app's own actions, whose token request fails with `error`. */
  const failingWith = (error: ApiError) =>
    createAuthActions({
      requestTokens: async () => {
        throw error
      },
      clearSession: () => undefined,
      endSession: async () => undefined,
      resetProfile: () => undefined,
      reachability,
    }).logIn

  it('a timeout says the server is not answering, not that the device is offline', async () => {
    const { onLoggedIn } = await renderForm(
      failingWith(new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })),
    )
    fill('anna', 's3cret')
    await submit()
    const notice = screen.getByRole('status').textContent ?? ''
    expect(notice).toBe(
      de(
        'The server is not answering right now, so you could not be logged in. Please try again in a moment.',
      ),
    )
    expect(notice.toLowerCase()).not.toContain('offline')
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('a failed fetch (no network) still says the device is offline', async () => {
    await renderForm(
      failingWith(new ApiError({ kind: 'offline', message: 'The server could not be reached' })),
    )
    fill('anna', 's3cret')
    await submit()
    expect(screen.getByRole('status').textContent).toBe(
      de('You are offline. Logging in needs a connection; please try again once you are back online.'),
    )
  })
})
