// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#api/memory-storage'
import { createSession } from '#api/session'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { accountId } from '#db/rows'
import type { Profile } from '#domain/entities/profile'
import { createAuthActions } from '#features/auth/auth-actions'
import { createUpdateStore } from '#pwa/update-store'
import type { AppServices } from '#services/app-services'
import { createProfileStore } from '#services/profile-store'
import { translation } from '#testing/catalog'
import { freshDatabase } from '#testing/fresh-database'
import { renderWithRouter } from '#testing/render'
import { DefaultLayoutRoute } from './default-layout-route'
import { createSessionLifecycle } from './session-lifecycle'

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

/**
 * The services as services.ts wires them, over a storage and a replica of the test's own: a real
 * session lifecycle ends the session, the sync is a stand-in that records its stop.
 */
function createTestServices(loadProfile: () => Promise<Profile>) {
  const storage = new MemoryStorage()
  const replica = freshDatabase()
  const session = createSession(storage)
  const username = () => storage.getItem('accountUser') ?? ''
  const account = () => accountId(username(), session.get().switchUser)
  const profile = createProfileStore(loadProfile, storage, () => false, { account })
  const stopSync = vi.fn(async () => undefined)
  const onEnded = vi.fn()
  const lifecycle = createSessionLifecycle({
    session,
    storage,
    keep: ['language', 'runtimeConfig'],
    login: username,
    stopSync: () => services.sync.stop(),
    resetProfile: () => profile.reset(),
    wipe: (what) => ('login' in what ? replica.wipeLogin(what.login) : replica.wipeAccount(what.account)),
    post: () => undefined,
    onEnded,
    onStartedElsewhere: () => undefined,
    reload: () => undefined,
  })
  const auth = createAuthActions({
    requestTokens: async (name) => {
      await lifecycle.begin({ token: 't', refreshToken: 'r' })
      // services.ts keeps the username when the profile loads; the test's profile may name another.
      storage.setItem('accountUser', name)
    },
    clearSession: () => session.clear(),
    endSession: () => lifecycle.logOut(),
    resetProfile: () => profile.reset(),
    reachability: () => null,
  })
  const services: AppServices = {
    account,
    username,
    sync: {
      prepare: () => undefined,
      loggingIn: () => undefined,
      loggedIn: () => undefined,
      ensureStarted: async () => account(),
      queue: async () => 1,
      queueBatch: async () => ({ batch: 'batch', seqs: [] }),
      retryOutboxEntry: async () => undefined,
      discardOutboxEntry: async () => undefined,
      discardOutboxBatch: async () => undefined,
      refresh: () => undefined,
      release: () => undefined,
      status: () => undefined,
      storageNotice: () => undefined,
      dismissStorageNotice: () => undefined,
      subscribe: () => () => undefined,
      stop: stopSync,
    },
    config: { apiBaseUrl: '/api/v2', websiteBaseUrl: 'https://www.example.ch', guestOrderUrl: '/guest' },
    session,
    api: {} as AppServices['api'],
    profile,
    auth,
    updates: createUpdateStore(),
    lifecycle,
  }
  return { services, replica, storage, stopSync, onEnded }
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

  it.each([
    [false, '/'],
    [true, '/active'],
  ])('binds the desk shortcuts only for a signed-in user (signed in: %s)', async (signedIn, path) => {
    const { services } = createTestServices(async () => profileOf({ firstname: 'Anna', lastname: 'Muster' }))
    if (signedIn) await services.auth.logIn('amuster', 's3cret')
    await services.profile.ensure()
    const { router } = await renderRoute(services)
    for (const key of ['g', 'a']) {
      await act(async () => {
        fireEvent.keyDown(document.body, { key })
      })
    }
    await waitFor(() => expect(router.state.location.pathname).toBe(path))
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

  it("logs out: session, draft and profile go, and the goodbye page opens; the sync stops and the login's whole replica goes", async () => {
    const { services, replica, storage, stopSync, onEnded } = createTestServices(async () =>
      profileOf({ firstname: 'Anna', lastname: 'Muster' }),
    )
    await services.auth.logIn('amuster', 's3cret')
    await services.profile.ensure()
    storage.setItem('language', 'de')
    await saveDraft('amuster', 'order', { sender: 'Muster AG' }, replica)
    await saveDraft('amuster>filiale', 'order', { sender: 'Filiale' }, replica)
    await saveDraft('amusterin', 'order', { sender: 'Another login' }, replica)
    const { router } = await renderRoute(services, '/archive')

    const button = avatar()
    if (!button) throw new Error('no avatar')
    fireEvent.click(button)
    await act(async () => {
      fireEvent.click(screen.getByTestId('logout'))
    })

    expect(services.session.isAuthenticated()).toBe(false)
    expect(services.session.get().sessionId).toBeNull()
    expect(services.profile.get()).toEqual({ status: 'idle' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodbye'))
    expect(avatar()).toBeNull()
    // This tab's own logout leads to /goodbye; onEnded is for a session that ended elsewhere.
    expect(onEnded).not.toHaveBeenCalled()
    await waitFor(() => expect(stopSync).toHaveBeenCalledTimes(1))
    await waitFor(async () => expect(await getDraft('amuster', 'order', v.unknown(), replica)).toBeNull())
    expect(await getDraft('amuster>filiale', 'order', v.unknown(), replica)).toBeNull()
    expect(await getDraft('amusterin', 'order', v.unknown(), replica)).toEqual({ sender: 'Another login' })
    // Nothing of the user stays in storage: the language does.
    expect(storage.length).toBe(1)
    expect(storage.getItem('language')).toBe('de')
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
