import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/first-paint.css'
import { TOKEN_KEY } from './api/session'
import { afterFirstPaint } from './app/after-first-paint'
import { nextTask } from './app/next-task'
import { listedFiles, listsFor, preloadChunks, START_CHUNKS, showsLogin } from './app/preload-chunks'
import { withdrawOtherLanguage } from './app/prerendered-login'
import { loadCatalog } from './i18n/catalogs'
import { detectInitialLocale, LANGUAGE_STORAGE_KEY } from './i18n/locales'
import { recoverFromStaleChunks } from './pwa/chunk-recovery'

// The entry is kept tiny so the static shell in index.html paints before the app's JavaScript is
// even requested: on a slow mobile link the user sees the portal at once (issue 13, first contentful
// paint). After that paint (for the login screen, once it is on screen) the runtime config, the
// app's chunks, the catalog and (when the visit will show it) the login screen's chunks are asked
// for, some links a task (preload-chunks.ts).
recoverFromStaleChunks()
withdrawOtherLanguage(
  document,
  detectInitialLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language),
)
const signedIn = localStorage.getItem(TOKEN_KEY) !== null
afterFirstPaint(() => void boot(), { presented: showsLogin(window.location.pathname, signedIn) })

/**
 * The runtime config, which every start fetches (src/api/config.ts). Asked for with the first links,
 * not from index.html: a request begun before the first paint counts against that paint in
 * Lighthouse's estimate of it (src/app/after-first-paint.ts).
 */
const RUNTIME_CONFIG = `${import.meta.env.BASE_URL}config.json`

async function boot() {
  const lists = [START_CHUNKS, ...listsFor(window.location.pathname, signedIn)]
  void preloadChunks(document, [RUNTIME_CONFIG, ...listedFiles(document, lists)], nextTask)
  void loadCatalog[detectInitialLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language)]()
  // React DOM runs in a task of its own and the app's modules in the next: two short tasks instead
  // of one long one, during which a tap would wait (Lighthouse's total blocking time).
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./app/start')
  await start()
}
