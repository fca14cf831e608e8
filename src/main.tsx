import './ui/styles/tokens.css'
import './ui/styles/base.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig } from './api/config'
import { createAppRouter } from './app/router'
import { createServices } from './app/services'
import { activateLocale } from './i18n/activate'
import { detectInitialLocale, LANGUAGE_STORAGE_KEY } from './i18n/locales'
import { recoverFromStaleChunks } from './pwa/chunk-recovery'
import { registerServiceWorker } from './pwa/register-service-worker'

async function start() {
  recoverFromStaleChunks()
  // Unsent changes live in IndexedDB: ask the browser not to evict it under storage pressure.
  void navigator.storage?.persist?.().catch(() => false)
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    activateLocale(detectInitialLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language)),
  ])
  let router: ReturnType<typeof createAppRouter> | undefined
  const services = createServices(config, () => {
    void router?.navigate({ to: '/login', search: { redirect: window.location.pathname } })
  })
  router = createAppRouter(services)
  registerServiceWorker({ updates: services.updates, isAnonymous: () => !services.session.isAuthenticated() })

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
}

void start()
