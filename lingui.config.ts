import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'fr', 'it', 'en'],
  // English is a catalog like the others, never a fallback: every message is written in all four.
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
