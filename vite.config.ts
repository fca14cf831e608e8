import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fixtureApiPlugin } from './fixture-api/vite-plugin'
import { chunkListPlugin } from './scripts/chunk-list-plugin'
import { loginPrerenderPlugin } from './scripts/login-prerender/plugin'
import { serviceWorkerBuildOptions } from './scripts/service-worker-build-options'
import { swissHolidaysPlugin } from './scripts/swiss-holidays-plugin'
import { APP_CHUNKS, APP_LAYOUT_SOURCES, type ScreenPath, screenList } from './src/app/preload-chunks'
import { webManifest } from './src/pwa/web-manifest'

const port = Number(process.env.PORT ?? 8080)
// The route file of each screen src/app/preload-chunks.ts preloads (the type asks for every one).
const SCREEN_ROUTES: Record<ScreenPath, string> = {
  '/': 'index.tsx',
  '/address-book': 'address-book.index.tsx',
  '/active': 'active.tsx',
  '/archive': 'archive.tsx',
  '/order': 'order.{-$archivedShipment}.tsx',
}
const serviceWorkerBuild = serviceWorkerBuildOptions()

// What the app's components need to compile: also what the login's prerender loads them with.
const componentPlugins = () => [
  react(),
  // @vitejs/plugin-react 6 has no Babel inside; Lingui's macros need it.
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  lingui(),
]

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    ...componentPlugins(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Every route chunk and every compiled catalog, so a reload works offline on any route.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        // The prerendered /login pages are for a visit the service worker does not serve yet.
        globIgnores: ['config.json', 'login/*.html'],
        // The service worker's own build: Rolldown's current option names, the app build's log level.
        buildPlugins: { vite: [serviceWorkerBuild.plugin] },
      },
      devOptions: { enabled: false },
    }),
    serviceWorkerBuild.logLevelSource,
    fixtureApiPlugin(),
    swissHolidaysPlugin(),
    // The names are those of src/app/preload-chunks.ts.
    chunkListPlugin([
      { name: 'start-chunks', files: ['src/app/start.tsx'], loadedFirst: [] },
      {
        name: 'login-chunks',
        files: ['src/routes/_minimal.tsx', 'src/routes/_minimal/login.tsx', 'src/app/login-screen.tsx'],
        loadedFirst: ['src/app/start.tsx'],
      },
      { name: APP_CHUNKS, files: APP_LAYOUT_SOURCES, loadedFirst: ['src/app/start.tsx'] },
      ...Object.entries(SCREEN_ROUTES).map(([path, route]) => ({
        name: screenList(path as ScreenPath),
        files: [`src/routes/_default/_auth/${route}`],
        loadedFirst: ['src/app/start.tsx', ...APP_LAYOUT_SOURCES],
      })),
    ]),
    loginPrerenderPlugin({ plugins: componentPlugins, lists: ['start-chunks', 'login-chunks'] }),
  ],
  server: { port },
  preview: { port },
  build: {
    sourcemap: true,
    rolldownOptions: {
      // Rolldown's report of the slowest plugins (the Lingui macro's Babel pass is most of the build)
      // is advice for whoever tunes the build, not a warning a newcomer's `npm start` should print.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // Its own chunk, so the entry can run it in a task before the app's modules (src/main.tsx).
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // The largest lazy chunk (420 KB, 175 KB gzip): pdf-lib and its deflate (pako), loaded
            // only when labels are laid out or a test page is printed (src/features/shipments/print).
            { name: 'pdf-lib', test: /[\\/]node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/ },
          ],
        },
      },
    },
  },
})
