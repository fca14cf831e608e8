import { vi } from 'vitest'
import type { Locale } from '#i18n/locales'

/**
 * What a list screen's adapter is built with in a unit test unless the test says otherwise: the
 * fixture's customer in German, a sync client and a change queue that answer nothing. Fresh spies
 * on every call, so no test sees another's calls.
 */
export const adapterDefaults = () => ({
  account: 'customer',
  locale: 'de' as Locale,
  sync: { refresh: vi.fn(), release: vi.fn(), status: vi.fn(), subscribe: vi.fn(), queueBatch: vi.fn() },
  queue: vi.fn(),
})
