// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PortalDatabase } from '#db/database'
import type { NotificationRow } from '#db/rows'
import { freshDatabase } from '#testing/fresh-database'
import { renderWithRouter } from '#testing/render'
import { click, pressEscape } from '#testing/user-events'
import { NotificationBell } from './notification-bell'

const ACCOUNT = 'customer'

const event = (
  row: Partial<NotificationRow> & Pick<NotificationRow, 'kind' | 'shipmentKey'>,
): NotificationRow => ({
  account: ACCOUNT,
  id: `${row.kind}:${row.shipmentKey}`,
  list: row.kind === 'pickedUp' || row.kind === 'overdue' ? 'active' : 'archive',
  number: `2611-00${row.shipmentKey}`,
  at: '2026-11-18T08:00:00.000Z',
  read: false,
  ...row,
})

const PICKED_UP = event({
  kind: 'pickedUp',
  shipmentKey: 42,
  reference: 'ABC',
  place: 'Bern',
  at: '2026-11-18T08:00:00.000Z',
})
const DELIVERED = event({ kind: 'delivered', shipmentKey: 43, place: 'Thun', at: '2026-11-18T09:30:00.000Z' })
const CANCELLED = event({ kind: 'cancelled', shipmentKey: 44, at: '2026-11-17T07:00:00.000Z', read: true })

async function showBell(
  rows: NotificationRow[],
): Promise<{ db: PortalDatabase; router: Awaited<ReturnType<typeof renderWithRouter>>['router'] }> {
  const db = freshDatabase()
  await db.notifications.bulkPut([...rows, { ...DELIVERED, account: 'someone-else', id: 'delivered:99' }])
  const { router } = await renderWithRouter(<NotificationBell account={ACCOUNT} replica={db} />, {
    path: '/',
    locale: 'en',
  })
  // The live queries have answered once the label counts the unread rows.
  const unread = rows.filter((row) => !row.read).length
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
  await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(label))
  return { db, router }
}

const bell = () => screen.getByTestId('notification-bell')

async function openList(): Promise<HTMLElement> {
  // As a real click or Enter would: the bell has the focus when the list opens.
  act(() => bell().focus())
  await click(bell())
  return screen.findByRole('dialog', { name: 'Notifications' })
}

const lines = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('link')
    .map((link) => link.textContent)

describe('the notifications bell', () => {
  it('names the unread count of its own account and lists the events newest first', async () => {
    await showBell([PICKED_UP, CANCELLED, DELIVERED])
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread')
    expect(bell().textContent).toBe('2')
    const list = await openList()
    await waitFor(() =>
      expect(lines(list)).toEqual([
        'Unread: Delivered: 2611-0043 · Thun18.11.2026 10:30',
        'Unread: Picked up: 2611-0042 · Ref ABC · Bern18.11.2026 09:00',
        'Cancelled: 2611-004417.11.2026 08:00',
      ]),
    )
  })

  it('links each event to its shipment’s detail and marks it read on the way', async () => {
    const { db, router } = await showBell([PICKED_UP, DELIVERED])
    const list = await openList()
    await click(await within(list).findByRole('link', { name: /Picked up: 2611-0042/ }))
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'))
    expect(router.state.location.pathname).toBe('/active')
    expect(router.state.location.search).toEqual({ open: 42 })
    expect((await db.notifications.get([ACCOUNT, 'pickedUp:42']))?.read).toBe(true)
    expect((await db.notifications.get([ACCOUNT, 'delivered:43']))?.read).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    const again = await openList()
    const delivered = within(again).getByRole('link', { name: /Delivered: 2611-0043/ })
    expect(delivered.getAttribute('href')).toBe('/archive?open=43')
  })

  it('marks all read: the badge goes, the events stay listed, the button rests', async () => {
    const { db } = await showBell([PICKED_UP, DELIVERED])
    const list = await openList()
    await click(within(list).getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'))
    expect(bell().textContent).toBe('')
    await waitFor(() => expect(lines(list)).toHaveLength(2))
    expect(lines(list).some((line) => line?.includes('Unread'))).toBe(false)
    expect(within(list).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true)
    expect((await db.notifications.get(['someone-else', 'delivered:99']))?.read).toBe(false)
  })

  it('shows an event the worker writes while it is open (live)', async () => {
    const { db } = await showBell([PICKED_UP])
    const list = await openList()
    await act(async () => {
      await db.notifications.put(DELIVERED)
    })
    await waitFor(() => {
      expect(lines(list)).toHaveLength(2)
      expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread')
    })
  })

  it('says so when there is nothing, and Escape closes the list back to the bell', async () => {
    await showBell([])
    const list = await openList()
    expect(await within(list).findByText(/No notifications\./)).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true)
    await pressEscape(list)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(bell())
  })
})
