// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { translation } from '#testing/catalog'
import { renderWithRouter } from '#testing/render'
import { ProfileErrorPage } from './profile-error-page'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ProfileErrorPage', () => {
  it('says the account data could not be loaded while online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await renderWithRouter(<ProfileErrorPage />)
    expect(screen.getByRole('alert').textContent).toBe(
      translation('de', 'Your account data could not be loaded. Please try again.'),
    )
  })

  it('says the device is offline and has never loaded the account', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderWithRouter(<ProfileErrorPage />)
    expect(screen.getByRole('alert').textContent).toBe(
      translation(
        'de',
        'You are offline, and this device has not loaded your account yet. Please connect and try again.',
      ),
    )
  })

  it('online, a timeout says the server is not answering, not that the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await renderWithRouter(
      <ProfileErrorPage
        error={new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })}
      />,
    )
    const text = screen.getByRole('alert').textContent ?? ''
    expect(text).toBe(
      translation(
        'de',
        'The server is not answering right now, and this device has not loaded your account yet. Please try again in a moment.',
      ),
    )
    expect(text.toLowerCase()).not.toContain('offline')
  })

  it('a failed fetch (no network) says the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await renderWithRouter(
      <ProfileErrorPage
        error={new ApiError({ kind: 'offline', message: 'The server could not be reached' })}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      translation(
        'de',
        'You are offline, and this device has not loaded your account yet. Please connect and try again.',
      ),
    )
  })

  it('tries again by invalidating the router', async () => {
    const { router } = await renderWithRouter(<ProfileErrorPage />)
    const invalidate = vi.spyOn(router, 'invalidate')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: translation('de', 'Try again') }))
    })
    expect(invalidate).toHaveBeenCalledTimes(1)
  })
})
