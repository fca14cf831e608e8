// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { activateCatalog } from '#testing/catalog'
import { useLocale } from './use-locale'

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

describe('useLocale', () => {
  it.each(['de', 'fr', 'it', 'en'] as const)('answers %s while its catalog is active', async (locale) => {
    await activateCatalog(locale)
    expect(renderHook(() => useLocale(), { wrapper }).result.current).toBe(locale)
  })

  it('answers German for a language the portal does not have', async () => {
    await activateCatalog('de')
    i18n.loadAndActivate({ locale: 'xx', messages: {} })
    expect(renderHook(() => useLocale(), { wrapper }).result.current).toBe('de')
  })
})
