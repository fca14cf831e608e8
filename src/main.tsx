import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/first-paint.css'
import { TOKEN_KEY } from './api/session'
import { nextTask } from './app/next-task'
import { listsFor, preloadChunks, START_CHUNKS } from './app/preload-chunks'
import { withdrawOtherLanguage } from './app/prerendered-login'
import { loadCatalog } from './i18n/catalogs'
import { detectInitialLocale, LANGUAGE_STORAGE_KEY } from './i18n/locales'
import { recoverFromStaleChunks } from './pwa/chunk-recovery'

// The entry is kept tiny so the static shell in index.html paints before the app's JavaScript is
// even requested: on a slow mobile link the user sees the portal at once (issue 13, first contentful
// paint). In the frame after that paint the app's chunks, the catalog and (when the visit will show
// it) the login screen's chunks all download at once.
recoverFromStaleChunks()
withdrawOtherLanguage(
  document,
  detectInitialLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language),
)
requestAnimationFrame(() => {
  setTimeout(() => void boot(), 0)
})

async function boot() {
  preloadChunks(document, START_CHUNKS)
  for (const list of listsFor(window.location.pathname, localStorage.getItem(TOKEN_KEY) !== null)) {
    preloadChunks(document, list)
  }
  void loadCatalog[detectInitialLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language)]()
  // React DOM runs in a task of its own and the app's modules in the next: two short tasks instead
  // of one long one, during which a tap would wait (Lighthouse's total blocking time).
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./app/start')
  await start()
}
