import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { hasStoredRuntimeConfig, startupRuntimeConfig } from '#api/config'
import { safeRedirect } from '#features/auth/safe-redirect'
import { activateLocale } from '#i18n/activate'
import { detectInitialLocale, LANGUAGE_STORAGE_KEY } from '#i18n/locales'
import { registerServiceWorker } from '#pwa/register-service-worker'
import { mountApp } from './mount-app'
import { nextTask } from './next-task'
import { createAppRouter, loadFirstRouteChunks, loadRouteChunks } from './router'
import { createServices } from './services'

/** The sync worker waits for this: the first route rendered and the browser idle, or 2 s at most. */
function firstScreenRendered() {
  let open: () => void = () => undefined
  const shown = new Promise<void>((resolve) => {
    open = resolve
  })
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(open, { timeout: 500 })
      : setTimeout(open, 0)
  setTimeout(open, 2000)
  return {
    shown,
    watch(router: ReturnType<typeof createAppRouter>) {
      const stop = router.subscribe('onRendered', () => {
        stop()
        whenIdle()
      })
    },
  }
}

/** Everything after the first paint: config, services, router, the sync worker's start and React. */
export async function start() {
  // The module graph was evaluated in the task that called this: the steps below get tasks of their own.
  await nextTask()
  // Unsent changes live in IndexedDB: ask the browser not to evict it under storage pressure.
  void navigator.storage?.persist?.().catch(() => false)
  const locale = activateLocale(
    detectInitialLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language),
  )
  const firstStart = !hasStoredRuntimeConfig(localStorage)
  const configured = startupRuntimeConfig(localStorage)
  // Only a device without a kept config waits for config.json: its route's chunks load meanwhile.
  // Otherwise the config is here at once, and a second router would only cost time.
  if (firstStart) loadFirstRouteChunks()
  const config = await configured
  await nextTask()
  let router: ReturnType<typeof createAppRouter> | undefined
  const firstScreen = firstScreenRendered()
  const services = createServices(
    config,
    {
      // Spec section 2: a forced logout goes to /login; the page says the session ended.
      onEnded: () => {
        const from = window.location.pathname
        const redirect = from === '/login' || from === '/goodbye' ? undefined : from
        void router?.navigate({ to: '/login', search: { ended: true, ...(redirect ? { redirect } : {}) } })
      },
      // A login in another tab: this tab's login screen follows into the session it opened.
      onStartedElsewhere: () => {
        if (router?.state.location.pathname !== '/login') return
        const { redirect } = router.state.location.search as { redirect?: string }
        void router.navigate({ to: safeRedirect(redirect) })
      },
    },
    { syncStartAfter: firstScreen.shown },
  )
  await nextTask()
  router = createAppRouter(services)
  firstScreen.watch(router)
  // Nothing here waits on the network once this device has been used (issue 8). The route's chunks
  // load and the replica opens beside the catalog, so the first screen reads it as soon as it mounts.
  const chunks = loadRouteChunks(router, router.latestLocation)
  await nextTask()
  if (services.session.isAuthenticated()) {
    void import('#db/instance')
      .then(({ db }) => {
        // A damaged address block hides its rows until the address book is mirrored again
        // (src/db/address-store.ts); the store tells once per block. The worker asks too, for its reads.
        db.addressRows.onDamaged(() => services.sync.refresh('addresses'))
        return db.open()
      })
      .catch(() => undefined)
  }

  await locale
  // The first render waits for the route's chunks (3 s at most): drawn before them, the layout
  // showed an empty page whose footer the screen then pushed down, a layout shift of 0.4-0.65 in
  // the dashboard's Lighthouse runs on a loaded machine (issue 25, item 7).
  await Promise.race([chunks, new Promise((resolve) => setTimeout(resolve, 3000))])
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  await mountApp(
    root,
    router,
    services,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  // After the first screen: a first visit's precache (the whole app) would otherwise share the link
  // with what that screen still needs.
  void firstScreen.shown.then(() =>
    registerServiceWorker({
      updates: services.updates,
      isAnonymous: () => !services.session.isAuthenticated(),
    }),
  )
}
