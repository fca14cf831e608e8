// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY } from '#domain/dashboard/layout'
import { DashboardPage } from './dashboard-page'
import { fakeDashboardApi, memoryStorage, renderDashboard } from './testing/fake-dashboard-api'

const columnTitles = (column: 'listOne' | 'listTwo') =>
  Array.from(document.querySelectorAll(`[data-column="${column}"] > [data-widget] > section > h2`)).map(
    (h) => h.textContent,
  )
const cards = (column: 'listOne' | 'listTwo') =>
  Array.from(document.querySelectorAll(`ol[data-column="${column}"] > li`)).map(
    (li) => (li as HTMLElement).dataset.widget,
  )

async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element)
  })
}

describe('the dashboard (DASH-001 to DASH-012)', () => {
  it('welcomes the user and shows the widgets in two columns in the default order', async () => {
    await renderDashboard(<DashboardPage firstname="Lea" storage={memoryStorage()} />, fakeDashboardApi())
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Lea' })).toBeTruthy()
    await screen.findByText('Holidays')
    await screen.findByText('Post A')
    expect(columnTitles('listOne')).toEqual([
      'Service information',
      'Tuesday, 24 November 2026',
      'Archive',
      'Track shipment',
      'Addresses',
    ])
    expect(columnTitles('listTwo')).toEqual([
      'CO2 saved this year',
      'Quick links',
      'Price calculator',
      'Your contact',
      'Standing orders',
      'News',
    ])
  })

  it('sorts, hides and saves the layout under dashboardLists-v3, then shows it in normal mode (DASH-003 to DASH-009)', async () => {
    const storage = memoryStorage()
    await renderDashboard(<DashboardPage firstname="Lea" storage={storage} />, fakeDashboardApi())
    await click(screen.getByRole('button', { name: 'Edit widget sorting' }))
    expect(cards('listOne')).toEqual(DEFAULT_LAYOUT.listOne.map((widget) => widget.name))
    await click(screen.getByRole('button', { name: 'Move up Archive' }))
    expect(cards('listOne').slice(1, 4)).toEqual(['switchUser', 'archive', 'active'])
    expect(screen.getByText('Archive: column 1, position 3.')).toBeTruthy()
    await click(screen.getByRole('button', { name: 'To column 2 Track shipment' }))
    expect(cards('listTwo')).toContain('track')
    await click(screen.getByRole('switch', { name: /Your contact/ }))
    await click(screen.getByRole('button', { name: 'Save widget sorting' }))

    const saved = JSON.parse(storage.values.get(LAYOUT_STORAGE_KEY) ?? '{}')
    expect(saved.listOne.map((widget: { name: string }) => widget.name)).toEqual([
      'serviceInformation',
      'switchUser',
      'archive',
      'active',
      'addresses',
    ])
    expect(saved.listTwo.find((widget: { name: string }) => widget.name === 'employee')).toEqual({
      name: 'employee',
      hidden: true,
    })
    expect(screen.queryByRole('button', { name: 'Save widget sorting' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Edit widget sorting' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your contact' })).toBeNull()
  })

  it('uses a saved layout on the next visit (DASH-009)', async () => {
    const layout = {
      listOne: [{ name: 'addresses', hidden: false }],
      listTwo: [{ name: 'quickLinks', hidden: true }],
    }
    const storage = memoryStorage({ [LAYOUT_STORAGE_KEY]: JSON.stringify(layout) })
    await renderDashboard(<DashboardPage firstname="Lea" storage={storage} />, fakeDashboardApi())
    expect(columnTitles('listOne')[0]).toBe('Addresses')
    expect(screen.queryByRole('heading', { name: 'Quick links' })).toBeNull()
  })

  it('repairs a stored layout that does not parse instead of crashing', async () => {
    const storage = memoryStorage({ [LAYOUT_STORAGE_KEY]: '{"listOne": [' })
    await renderDashboard(<DashboardPage firstname="Lea" storage={storage} />, fakeDashboardApi())
    expect(screen.getByRole('heading', { name: 'Quick links' })).toBeTruthy()
  })

  it('cancel leaves the layout as it was', async () => {
    const storage = memoryStorage()
    await renderDashboard(<DashboardPage firstname="Lea" storage={storage} />, fakeDashboardApi())
    await click(screen.getByRole('button', { name: 'Edit widget sorting' }))
    await click(screen.getByRole('button', { name: 'Move down Service information' }))
    await click(screen.getByRole('button', { name: 'Cancel' }))
    expect(storage.setItem).not.toHaveBeenCalled()
    await screen.findByText('Holidays')
    expect(columnTitles('listOne')[0]).toBe('Service information')
  })

  it('the keyboard focus follows: Edit to Save, a moved card keeps it, Save back to Edit', async () => {
    await renderDashboard(<DashboardPage firstname="Lea" storage={memoryStorage()} />, fakeDashboardApi())
    const focused = () => document.activeElement
    await click(screen.getByRole('button', { name: 'Edit widget sorting' }))
    expect(focused()).toBe(screen.getByRole('button', { name: 'Save widget sorting' }))
    // Moved down, its Move down button keeps the focus; moved to the top, Move up turns disabled and
    // the focus goes to another of the card's buttons.
    await click(screen.getByRole('button', { name: 'Move down Archive' }))
    expect(focused()).toBe(screen.getByRole('button', { name: 'Move down Archive' }))
    const today = document.querySelector('li[data-widget="active"]') as HTMLElement
    const up = within(today).getByRole('button', { name: /^Move up/ })
    await click(up)
    expect(focused()).toBe(up)
    await click(up)
    expect(cards('listOne')[0]).toBe('active')
    expect(focused()).toBe(within(today).getByRole('button', { name: /^Move down/ }))
    // Across: the card is rendered in the other column, and the focus is on it there.
    await click(screen.getByRole('button', { name: 'To column 2 Addresses' }))
    expect(focused()).toBe(screen.getByRole('button', { name: 'To column 1 Addresses' }))
    await click(screen.getByRole('button', { name: 'Save widget sorting' }))
    expect(focused()).toBe(screen.getByRole('button', { name: 'Edit widget sorting' }))
    await click(screen.getByRole('button', { name: 'Edit widget sorting' }))
    await click(screen.getByRole('button', { name: 'Cancel' }))
    expect(focused()).toBe(screen.getByRole('button', { name: 'Edit widget sorting' }))
  })

  it('a widget that throws shows its own message; the others still render (DASH-048)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const api = fakeDashboardApi({
      links: null as never,
    })
    await renderDashboard(<DashboardPage firstname="Lea" storage={memoryStorage()} />, api)
    const broken = screen.getByRole('heading', { name: 'Quick links' }).closest('section') as HTMLElement
    expect(within(broken).getByRole('alert').textContent).toContain('This box could not be shown')
    expect(screen.getByRole('heading', { name: 'Addresses' })).toBeTruthy()
    quiet.mockRestore()
  })

  it('a malformed widget payload says so in that widget only', async () => {
    const { ApiError } = await import('#api/errors')
    const api = fakeDashboardApi({
      savedEmission: vi.fn(async () => {
        throw new ApiError({ kind: 'payload', message: 'bad' })
      }),
    })
    await renderDashboard(<DashboardPage firstname="Lea" storage={memoryStorage()} />, api)
    const savings = screen
      .getByRole('heading', { name: 'CO2 saved this year' })
      .closest('section') as HTMLElement
    await waitFor(() => expect(within(savings).getByRole('alert').textContent).toContain('cannot read'))
    expect(await screen.findByText('Lea Brunner')).toBeTruthy()
  })
})
