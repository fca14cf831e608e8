// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { translation } from '#testing/catalog'
import { DashboardPage } from './dashboard-page'
import { fakeDashboardApi, memoryStorage, renderDashboard } from './testing/fake-dashboard-api'
import { ActiveWidget } from './widgets/active-widget'
import { EmployeeWidget } from './widgets/employee-widget'
import { SavingsWidget } from './widgets/savings-widget'
import { ServiceInformationWidget } from './widgets/service-information-widget'

/**
 * DASH-048 (spec section 8; decisions): a dashboard widget that fails says so in words of the
 * portal's language. The whole sentence is checked against the catalog, in German and French,
 * so a silent box, an English sentence or a blank one fails.
 */

const NOT_LOADED = 'This box could not be loaded. Please try again later.'
const UNREADABLE = 'The server sent data the portal cannot read. Please try again later.'
const NOT_SHOWN = 'This box could not be shown. The rest of the dashboard works.'

const ONLINE_WIDGETS: [string, ComponentType, 'savedEmission' | 'team' | 'serviceInformation' | 'summary'][] =
  [
    ['savings', SavingsWidget, 'savedEmission'],
    ['employee', EmployeeWidget, 'team'],
    ['service information', ServiceInformationWidget, 'serviceInformation'],
    ["today's shipments", ActiveWidget, 'summary'],
  ]

const FAILURES: [string, () => ApiError, string][] = [
  [
    'a server error',
    () => new ApiError({ kind: 'http', status: 500, message: 'The server answered 500' }),
    NOT_LOADED,
  ],
  ['a refused request', () => new ApiError({ kind: 'http', status: 403, message: 'Forbidden' }), NOT_LOADED],
  [
    'a malformed answer',
    () => new ApiError({ kind: 'payload', message: 'summary: expected number' }),
    UNREADABLE,
  ],
]

const render = renderDashboard

describe('a failing dashboard widget (DASH-048)', () => {
  describe.each(ONLINE_WIDGETS)('the %s widget', (_name, Widget, call) => {
    it.each(FAILURES)('says in German and French what %s means for it', async (_failure, error, message) => {
      for (const locale of ['de', 'fr'] as const) {
        const api = fakeDashboardApi({ locale, [call]: vi.fn().mockRejectedValue(error()) })
        const { unmount } = await render(<Widget />, api, locale)
        const alert = await screen.findByRole('alert')
        expect(alert.textContent).toBe(translation(locale, message))
        expect(alert.textContent).not.toBe(message)
        unmount()
      }
    })
  })

  it('that throws while it draws says so in its own box, in German, and the others still render', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Quick links read links.faq while drawing: without links the widget throws.
    const api = fakeDashboardApi({ locale: 'de', links: null as never })
    await render(<DashboardPage firstname="Lea" storage={memoryStorage()} />, api, 'de')
    const quickLinks = screen
      .getByRole('heading', { name: translation('de', 'Quick links') })
      .closest('section')
    expect(within(quickLinks as HTMLElement).getByRole('alert').textContent).toBe(
      translation('de', NOT_SHOWN),
    )
    expect(screen.getByRole('heading', { name: translation('de', 'Addresses') })).toBeTruthy()
    quiet.mockRestore()
  })
})
