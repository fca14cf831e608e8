// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithRouter } from '#testing/render'
import { Goodbye } from './goodbye'

describe('Goodbye', () => {
  it('says goodbye and links to the FAQ, the phone line and the login', async () => {
    await renderWithRouter(
      <Goodbye
        faqUrl="https://www.example.ch/de/faq"
        phone="+41 44 000 00 00"
        phoneHref="tel:+41440000000"
      />,
      { path: '/goodbye' },
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(translation('de', 'Goodbye!'))
    expect(screen.getByRole('link', { name: translation('de', 'FAQ') }).getAttribute('href')).toBe(
      'https://www.example.ch/de/faq',
    )
    expect(screen.getByRole('link', { name: '+41 44 000 00 00' }).getAttribute('href')).toBe(
      'tel:+41440000000',
    )
    expect(screen.getByRole('link', { name: translation('de', 'Log in again') }).getAttribute('href')).toBe(
      '/login',
    )
  })
})
