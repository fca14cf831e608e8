// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { createSession } from '#api/session'
import { getDraft, saveDraft } from '#db/queries/drafts'
import type { Profile } from '#domain/entities/profile'
import { createAuthActions } from '#features/auth/auth-actions'
import { createProfileStore } from '#features/auth/profile-store'
import { createUpdateStore } from '#pwa/update-store'
import { translation } from '#testing/catalog'
import { freshDatabase } from '#testing/fresh-database'
import { renderWithRouter } from '#testing/render'
import { DefaultLayoutRoute } from './default-layout-route'
import type { AppServices } from './services'

function profileOf(fields: Partial<Profile>): Profile {
  return { username: 'amuster', firstname: '', lastname: '', company: '', ...fields } as Profile
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res) => {
    resolve = res
  })
  return { promise, resolve }
}

function createTestServices(loadProfile: () => Promise<Profile>) {
  const storage = new MemoryStorage()
  const replica = freshDatabase()
  const session = createSession(storage)
  const profile = createProfileStore(loadProfile, storage, () => false)
  const auth = createAuthActions({
    requestTokens: async () => session.setTokens({ token: 't', refreshToken: 'r' }),
    clearSession: () => session.clear(),
    resetProfile: () => profile.reset(),
    account: () => 'customer',
    replica,
    isOffline: () => false,
  })
  const services: AppServices = {
    account: () => 'customer',
    username: () => 'customer',
    sync: {
      prepare: () => undefined,
      ensureStarted: async () => 'customer',
      queue: async () => 1,
      retryOutboxEntry: async () => undefined,
      discardOutboxEntry: async () => undefined,
      refresh: () => undefined,
      status: () => undefined,
      storageNotice: () => undefined,
      dismissStorageNotice: () => undefined,
      subscribe: () => () => undefined,
      stopAndWipe: async () => undefined,
    },
    config: { apiBaseUrl: '/api/v2', websiteBaseUrl: 'https://www.example.ch', guestOrderUrl: '/guest' },
    session,
    api: {} as AppServices['api'],
    profile,
    auth,
    updates: createUpdateStore(),
  }
  return { services, replica }
}

function renderRoute(services: AppServices, path = '/') {
  return renderWithRouter(
    <DefaultLayoutRoute>
      <p>page content</p>
    </DefaultLayoutRoute>,
    { path, context: { services } },
  )
}

const de = (message: string, values?: Record<string, string>) => translation('de', message, values)
const avatar = () => screen.queryByTestId('user-menu')

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  localStorage.clear()
})

describe('DefaultLayoutRoute', () => {
  it('shows no user while signed out, even with a loaded profile', async () => {
    const { services } = createTestServices(async () => profileOf({ firstname: 'Anna', lastname: 'Muster' }))
    await services.profile.ensure()
    await renderRoute(services)
    expect(avatar()).toBeNull()
    expect(screen.queryByRole('navigation', { name: de('Main navigation') })).toBeNull()
    expect(screen.getByRole('main').textContent).toContain('page content')
  })

  it('shows the user once signed in and the profile is loaded', async () => {
    const load = deferred<Profile>()
    const { services } = createTestServices(() => load.promise)
    await services.auth.logIn('amuster', 's3cret')
    const ensured = services.profile.ensure()
    await renderRoute(services)
    expect(avatar()).toBeNull()

    await act(async () => {
      load.resolve(profileOf({ firstname: 'Anna', lastname: 'Muster' }))
      await ensured
    })
    const button = avatar()
    expect(button?.textContent).toBe('AM')
    expect(button?.getAttribute('aria-label')).toBe(
      de('Account menu of {displayName}', { displayName: 'Anna Muster' }),
    )
    expect(screen.getByRole('navigation', { name: de('Main navigation') })).toBeTruthy()
  })

  it.each([
    [{ firstname: 'Anna', lastname: '' }, 'Anna'],
    [{ company: 'Muster AG' }, 'Muster AG'],
    [{}, 'amuster'],
  ])('names the user by name, else company, else username (%j)', async (fields, displayName) => {
    const { services } = createTestServices(async () => profileOf(fields))
    await services.auth.logIn('amuster', 's3cret')
    await services.profile.ensure()
    await renderRoute(services)
    expect(avatar()?.getAttribute('aria-label')).toBe(de('Account menu of {displayName}', { displayName }))
  })

  it('logs out: session, draft and profile go, and the goodbye page opens', async () => {
    const { services, replica } = createTestServices(async () =>
      profileOf({ firstname: 'Anna', lastname: 'Muster' }),
    )
    await services.auth.logIn('amuster', 's3cret')
    await services.profile.ensure()
    await saveDraft('customer', 'order', { sender: 'Muster AG' }, replica)
    const { router } = await renderRoute(services, '/archive')

    const button = avatar()
    if (!button) throw new Error('no avatar')
    fireEvent.click(button)
    await act(async () => {
      fireEvent.click(screen.getByTestId('logout'))
    })

    expect(services.session.isAuthenticated()).toBe(false)
    await waitFor(async () => expect(await getDraft('customer', 'order', v.unknown(), replica)).toBeNull())
    expect(services.profile.get()).toEqual({ status: 'idle' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodbye'))
    expect(avatar()).toBeNull()
  })

  it('tells a signed-in user what running out of storage cost, until they dismiss it', async () => {
    const { services } = createTestServices(async () => profileOf({ firstname: 'Anna' }))
    let notice: ReturnType<AppServices['sync']['storageNotice']> = { type: 'full' }
    const listeners = new Set<() => void>()
    services.sync = {
      ...services.sync,
      storageNotice: () => notice,
      dismissStorageNotice: () => {
        notice = undefined
        for (const listener of listeners) listener()
      },
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    await services.auth.logIn('amuster', 's3cret')
    await services.profile.ensure()
    await renderRoute(services)

    const full = de(
      "This device's storage is full: newer data cannot be kept for offline use. Your unsent changes are safe. Free up space in your browser's settings.",
    )
    expect(screen.getByRole('alert').textContent).toContain(full)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: de('Dismiss') }))
    })
    expect(screen.queryByText(full)).toBeNull()
  })

  it('switches the language and remembers the choice', async () => {
    const { services } = createTestServices(async () => profileOf({}))
    await renderRoute(services)
    const select = screen.getByRole('combobox', { name: de('Language') }) as HTMLSelectElement
    await act(async () => {
      fireEvent.change(select, { target: { value: 'fr' } })
    })
    await waitFor(() => expect(i18n.locale).toBe('fr'))
    expect(document.documentElement.lang).toBe('fr')
    expect(localStorage.getItem('language')).toBe('fr')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: translation('fr', 'Skip to content') })).toBeTruthy(),
    )
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('fr')
  })
})
