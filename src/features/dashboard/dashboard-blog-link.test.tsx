// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#i18n/locales'
import type { AppServices } from '#services/app-services'
import { renderWithRouter } from '#testing/render'
import { DashboardApiContext } from './dashboard-api'
import { useDashboardAdapter } from './use-dashboard-adapter'
import { QuickLinksWidget } from './widgets/quick-links-widget'

/**
 * DASH-033 (spec section 2, "quickLinks"; section 9): the blog link in the language the portal
 * shows, decided by the app's own dashboard API, not by a test that hands the widget a link.
 */

const services = {
  account: () => 'customer',
  api: {},
  config: { apiBaseUrl: '/api/v2', websiteBaseUrl: 'https://example.ch', guestOrderUrl: '' },
} as unknown as AppServices

function Dashboard() {
  const api = useDashboardAdapter({ trackForm: null, switchUserPanel: null, canSwitchUser: false })
  return (
    <DashboardApiContext.Provider value={api}>
      <QuickLinksWidget />
    </DashboardApiContext.Provider>
  )
}

const externalLinks = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('https://'))

describe('the dashboard quick links (DASH-033)', () => {
  it.each<Locale>(['de', 'fr'])(
    'in %s, link the blog of that language, opening outside the portal',
    async (locale) => {
      await renderWithRouter(<Dashboard />, { locale, context: { services } })
      expect(externalLinks()).toContain(`https://example.ch/${locale}/blog`)
      const blog = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.endsWith('/blog'))
      expect(blog?.getAttribute('target')).toBe('_blank')
    },
  )

  it.each<Locale>(['en', 'it'])('in %s, have no blog link', async (locale) => {
    await renderWithRouter(<Dashboard />, { locale, context: { services } })
    expect(externalLinks()).toEqual([
      `https://example.ch/${locale}/faq`,
      `https://example.ch/${locale}/team`,
      `https://example.ch/${locale}/prices`,
    ])
  })
})
