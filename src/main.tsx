import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/first-paint.css'
import { TOKEN_KEY } from './api/session'
import { preloadFirstRoute } from './app/first-route-preload'
import { loadCatalog } from './i18n/catalogs'
import { detectInitialLocale, LANGUAGE_STORAGE_KEY } from './i18n/locales'
import { recoverFromStaleChunks } from './pwa/chunk-recovery'

// The entry is kept tiny so the static shell in index.html paints before the app's JavaScript is
// even requested: on a slow mobile link the user sees the portal at once (issue 13, first contentful
// paint). The app starts in the frame after that paint; the catalog and the login screen's chunks
// download beside it, rather than after it has run.
recoverFromStaleChunks()
requestAnimationFrame(() => {
  setTimeout(() => {
    preloadFirstRoute(document, window.location.pathname, localStorage.getItem(TOKEN_KEY) !== null)
    void loadCatalog[detectInitialLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language)]()
    void import('./app/start').then(({ start }) => start())
  }, 0)
})
