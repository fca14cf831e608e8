// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n, renderWithRouter } from '#testing/render'
import { ComingSoon, LoadingPage, NotFoundPage, PlaceholderPage, RouteErrorPage } from './page-states'

describe('LoadingPage', () => {
  it('announces the catalog’s loading text', async () => {
    await renderWithI18n(<LoadingPage />)
    expect(screen.getByRole('status').textContent).toBe(translation('de', 'Loading…'))
  })

  it('follows the active language', async () => {
    await renderWithI18n(<LoadingPage />, 'it')
    expect(screen.getByRole('status').textContent).toBe(translation('it', 'Loading…'))
  })
})

describe('PlaceholderPage', () => {
  it('shows its title as the heading', async () => {
    await renderWithI18n(<PlaceholderPage title="Archiv" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Archiv')
    expect(screen.getByText(translation('de', 'This page is being built.'))).toBeTruthy()
  })
})

describe('ComingSoon', () => {
  it('says the screen is being built', async () => {
    const { container } = await renderWithI18n(<ComingSoon />)
    expect(container.textContent).toBe(translation('de', 'This page is being built.'))
  })
})

describe('NotFoundPage', () => {
  it('says the page was not found and links to the dashboard', async () => {
    await renderWithRouter(<NotFoundPage />, { path: '/does-not-exist' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(translation('de', 'Page not found'))
    const link = screen.getByRole('link', { name: translation('de', 'To the dashboard') })
    expect(link.getAttribute('href')).toBe('/')
  })
})

describe('RouteErrorPage', () => {
  it('says something went wrong in the user’s language, retries on request and links home', async () => {
    const onRetry = vi.fn()
    await renderWithRouter(<RouteErrorPage onRetry={onRetry} />, { path: '/active' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      translation('de', 'Something went wrong'),
    )
    fireEvent.click(screen.getByRole('button', { name: translation('de', 'Try again') }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    const link = screen.getByRole('link', { name: translation('de', 'To the dashboard') })
    expect(link.getAttribute('href')).toBe('/')
  })
})
