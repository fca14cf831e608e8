import { availableParallelism } from 'node:os'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'
import { swissHolidaysPlugin } from './scripts/swiss-holidays-plugin'

export default defineConfig({
  // The same Lingui steps as vite.config.ts: macros compiled by Babel, .po catalogs compiled on import.
  // Babel parses only the files that import a macro (about a third): the others need nothing of it.
  plugins: [
    babel({
      presets: [
        {
          preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        },
      ],
    }),
    lingui(),
    swissHolidaysPlugin(),
  ],
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'worker/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Worker threads start faster than forked processes: 261 s against 284 s for the whole suite here.
    pool: 'threads',
    // One thread per core: vitest's default leaves one core to its main thread, which on the 2-core
    // CI machine ran every file one after another with the second core mostly idle.
    maxWorkers: availableParallelism(),
    // Fills in what happy-dom lacks for React Aria; a no-op in the node environment. Threads side by
    // side share Node's BroadcastChannel: each gets channels of its own (thread-own-channels.ts).
    setupFiles: ['src/testing/happy-dom-gaps.ts', 'src/testing/thread-own-channels.ts'],
    testTimeout: 20000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
