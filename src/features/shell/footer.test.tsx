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

  it('shows the company address, phone and e-mail', async () => {
    await renderFooter('de')
    const address = screen.getByRole('contentinfo').querySelector('address')
    if (!address) throw new Error('the footer has no address')
    expect(address.textContent).toContain('Velocity Kurier AG')
    expect(address.textContent).toContain('Hardturmstrasse 101')
    expect(address.textContent).toContain('8005 Zürich')
    expect(within(address).getByRole('link', { name: '+41 44 000 00 00' }).getAttribute('href')).toBe(
      'tel:+41440000000',
    )
    expect(within(address).getByRole('link', { name: 'kundendienst@example.ch' }).getAttribute('href')).toBe(
      'mailto:kundendienst@example.ch',
    )
  })

  it.each(['de', 'fr', 'it', 'en'] as const)(
    'links to the services, terms and contact pages of the website in %s',
    async (locale) => {
      await renderFooter(locale)
      const nav = screen.getByRole('navigation', { name: translation(locale, 'Footer') })
      const href = (name: string) =>
        within(nav)
          .getByRole('link', { name: translation(locale, name) })
          .getAttribute('href')
      expect(href('Services')).toBe(`${BASE}/${locale}/services`)
      expect(href('FAQ')).toBe(`${BASE}/${locale}/faq`)
      expect(href('Terms and conditions')).toBe(`${BASE}/${locale}/terms`)
      expect(href('Contact')).toBe(`${BASE}/${locale}/contact`)
    },
  )

  it.each(['de', 'fr', 'it', 'en'] as const)(
    'shows the certificate, imprint and full-terms links in %s',
    async (locale) => {
      await renderFooter(locale)
      const footer = screen.getByRole('contentinfo')
      const href = (name: string) =>
        within(footer)
          .getByRole('link', { name: translation(locale, name) })
          .getAttribute('href')
      expect(href('Certificates')).toBe(`${BASE}/${locale}/certificates`)
      expect(href('Imprint')).toBe(`${BASE}/${locale}/imprint`)
      expect(href('Full terms')).toBe(`${BASE}/${locale}/terms-full`)
    },
  )
})
