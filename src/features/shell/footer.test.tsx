// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#i18n/locales'
import { translation } from '#testing/catalog'
import { renderWithRouter } from '#testing/render'
import { Footer } from './footer'

const BASE = 'https://www.example.ch'

function renderFooter(locale: Locale, year = 2026) {
  return renderWithRouter(
    <Footer locale={locale} websiteBaseUrl={BASE} year={year} languageSwitcher={<span>switcher</span>} />,
    { locale },
  )
}

const newsletterLink = () => document.querySelector<HTMLAnchorElement>('footer a[href$="/newsletter"]')

describe('Footer', () => {
  it.each(['de', 'fr'] as const)('shows the newsletter link in %s', async (locale) => {
    await renderFooter(locale)
    const link = screen.getByRole('link', { name: translation(locale, 'Subscribe to the newsletter') })
    expect(link.getAttribute('href')).toBe(`${BASE}/${locale}/newsletter`)
  })

  it.each(['it', 'en'] as const)('has no newsletter link in %s', async (locale) => {
    await renderFooter(locale)
    expect(newsletterLink()).toBeNull()
    expect(screen.queryByText(translation(locale, 'Subscribe to the newsletter'))).toBeNull()
    // The rest of the footer is there.
    expect(screen.getByRole('link', { name: translation(locale, 'FAQ') }).getAttribute('href')).toBe(
      `${BASE}/${locale}/faq`,
    )
  })

  it('shows the given year with the company name', async () => {
    await renderFooter('de', 2031)
    expect(screen.getByText(/©\s*2031\s+Velocity Kurier AG/)).toBeTruthy()
    expect(screen.queryByText(new RegExp(`©\\s*${new Date().getFullYear()}\\b`))).toBeNull()
  })

  it('links to the order and offer screens and shows the language switcher it is given', async () => {
    await renderFooter('de')
    const nav = screen.getByRole('navigation', { name: translation('de', 'Footer') })
    expect(
      within(nav)
        .getByRole('link', { name: translation('de', 'Order') })
        .getAttribute('href'),
    ).toBe('/order')
    expect(
      within(nav)
        .getByRole('link', { name: translation('de', 'Offer') })
        .getAttribute('href'),
    ).toBe('/offer')
    expect(screen.getByText('switcher')).toBeTruthy()
  })
})
