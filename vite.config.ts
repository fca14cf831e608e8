import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fixtureApiPlugin } from './fixture-api/vite-plugin'
import { chunkListPlugin } from './scripts/chunk-list-plugin'
import { swissHolidaysPlugin } from './scripts/swiss-holidays-plugin'
import { webManifest } from './src/pwa/web-manifest'

const port = Number(process.env.PORT ?? 8080)

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    // @vitejs/plugin-react 6 has no Babel inside; Lingui's macros need it.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Every route chunk and every compiled catalog, so a reload works offline on any route.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        // The holiday library is asked only for years the built table does not hold (see
        // scripts/swiss-holidays-plugin.ts): 230 KB gzip no install should download.
        globIgnores: ['config.json', 'assets/holiday-library-*.js'],
      },
      devOptions: { enabled: false },
    }),
    fixtureApiPlugin(),
    swissHolidaysPlugin(),
    // The names are START_CHUNKS and LOGIN_CHUNKS of src/app/preload-chunks.ts.
    chunkListPlugin([
      { name: 'start-chunks', files: ['src/app/start.tsx'], loadedFirst: [] },
      {
        name: 'login-chunks',
        files: ['src/routes/_minimal.tsx', 'src/routes/_minimal/login.tsx'],
        loadedFirst: ['src/app/start.tsx'],
      },
    ]),
  ],
  server: { port },
  preview: { port },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // Its own chunk, so the entry can run it in a task before the app's modules (src/main.tsx).
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            {
              name: 'holiday-library',
              test: /[\\/]node_modules[\\/](date-holidays|date-holidays-parser|astronomia|moment|moment-timezone|caldate|date-chinese|date-bengali-revised|date-easter|jalaali-js)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
