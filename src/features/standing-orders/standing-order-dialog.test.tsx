// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { orderStop } from '#domain/standing-orders/testing-orders'
import { anOutboxRow } from '#testing/factories'
import { keptForLater, refusedWith } from '#testing/list-api-fakes'
import { click, pressEscape } from '#testing/user-events'
import { StandingOrderDialog } from './standing-order-dialog'
import { StandingOrdersPage } from './standing-orders-page'
import {
  ACCOUNT,
  fakeStandingOrdersApi,
  orderRow,
  renderStandingOrders,
} from './testing/fake-standing-orders-api'
import { loadDialogCode, openDetails, withFreshStandingOrders } from './testing/standing-orders-page-driver'

beforeAll(loadDialogCode)
withFreshStandingOrders('2026-07-28T08:00:00Z')

/** Wednesday 29 July 2026, 10:00 in Zurich: Saturday 1 August is three days ahead. */
const BEFORE_AUGUST = () => Temporal.Instant.from('2026-07-29T08:00:00Z')

async function openFromList(api = fakeStandingOrdersApi()) {
  await renderStandingOrders(<StandingOrdersPage now={BEFORE_AUGUST} />, api)
  return { api, ...(await openDetails('DA-00007')) }
}

const saturdays = orderRow({
  key: 7,
  number: 'DA-00007',
  reference: 'Wochenendtour',
  customerName: 'Samstagstour',
  days: ['saturday', 'wednesday'],
  type: 1,
  price: '88.4',
  from: [orderStop({ name: 'Alpen AG', timeStart: '07:30', timeEnd: '08:00' })],
  to: [
    orderStop({ type: 'to', name: 'Erste AG', zip: '3011', location: 'Bern' }),
    orderStop({
      type: 'to',
      name: 'Zweite AG',
      zip: '6003',
      location: 'Luzern',
      timeStart: '11:30',
      timeEnd: '12:15',
    }),
  ],
})

describe('the detail modal (STAND-033 to STAND-035)', () => {
  it('shows the order’s facts and every address with its planned window', async () => {
    await db.standingOrders.put(saturdays)
    const { dialog } = await openFromList()
    const facts = within(dialog).getByText('Number').closest('dl') as HTMLElement
    expect(facts.textContent).toContain('Wochenendtour')
    expect(facts.textContent).toContain('Train')
    expect(facts.textContent).toMatch(/88\.40 CHF \(excl\.\)/)
    expect(facts.textContent).toContain('Wednesday, Saturday')
    expect(within(dialog).getByText('Planned pickup: 07:30 - 08:00')).toBeTruthy()
    expect(within(dialog).getByText('Planned delivery: 10:00 - 11:00')).toBeTruthy()
    expect(within(dialog).getByText('Planned delivery: 11:30 - 12:15')).toBeTruthy()
    expect((within(dialog).getByLabelText('Name of the standing order') as HTMLInputElement).value).toBe(
      'Samstagstour',
    )
  })

  it('closes with Escape, and focus goes back to its Details button (STAND-034)', async () => {
    await db.standingOrders.put(saturdays)
    const { details, dialog } = await openFromList()
    await pressEscape(dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(details))
  })

  it('closes with its close button (STAND-035)', async () => {
    await db.standingOrders.put(saturdays)
    const { dialog } = await openFromList()
    await click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('opens at once for ?open (a refused rename’s correction) and shows the server’s reason', async () => {
    const seq = await db.outbox.add(
      anOutboxRow({
        account: ACCOUNT,
        status: 'needsAttention',
        lastError: 'Invalid value for field "customerName": customerName is too long (max 120)',
        errorField: 'customerName',
      }),
    )
    await db.standingOrders.put(orderRow({ ...saturdays.order, customerName: 'x'.repeat(121) }, seq))
    await renderStandingOrders(
      <StandingOrdersPage openKey={7} now={BEFORE_AUGUST} />,
      fakeStandingOrdersApi(),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Standing order DA-00007' })
    expect(
      await within(dialog).findByText(
        'The new name was refused: Invalid value for field "customerName": customerName is too long (max 120) Please correct it and save again.',
      ),
    ).toBeTruthy()
  })

  it('says so when the order is not on this device', async () => {
    await renderStandingOrders(
      <StandingOrderDialog orderKey={99} onClose={() => {}} now={BEFORE_AUGUST} />,
      fakeStandingOrdersApi(),
    )
    expect(await screen.findByText('This standing order is not on this device.')).toBeTruthy()
  })
})

describe('renaming a standing order (STAND-033, STAND-036, STAND-037, STAND-039)', () => {
  async function rename(name: string, api = fakeStandingOrdersApi()) {
    await db.standingOrders.put(saturdays)
    const { dialog } = await openFromList(api)
    fireEvent.change(within(dialog).getByLabelText('Name of the standing order'), { target: { value: name } })
    await click(within(dialog).getByRole('button', { name: 'Save' }))
    return { api, dialog }
  }

  it('queues the new name and confirms once the server has it (STAND-033, STAND-037)', async () => {
    const { api, dialog } = await rename('Morgentour')
    expect(api.queueRename).toHaveBeenCalledWith(7, 'Morgentour')
    expect(api.queueRename).toHaveBeenCalledTimes(1)
    expect(await within(dialog).findByText('The name was saved.')).toBeTruthy()
  })

  it('has no rules: an empty name is sent as it is (STAND-036)', async () => {
    const { api, dialog } = await rename('')
    expect(api.queueRename).toHaveBeenCalledWith(7, '')
    expect(await within(dialog).findByText('The name was saved.')).toBeTruthy()
  })

  it('offline, it says the new name is kept and sent later, without waiting for the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const settled = keptForLater()
    const api = fakeStandingOrdersApi({ settled })
    await db.standingOrders.put(saturdays)
    const { dialog } = await openFromList(api)
    fireEvent.change(within(dialog).getByLabelText('Name of the standing order'), {
      target: { value: 'Offline-Tour' },
    })
    // The worker marks the row pending as it queues the rename.
    await act(async () => {
      await db.standingOrders.put(orderRow({ ...saturdays.order, customerName: 'Offline-Tour' }, 1))
    })
    await click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(settled).toHaveBeenCalledWith(1, 0)
    expect(
      await within(dialog).findByText(
        'The new name is shown already. It is kept on this device and sent as soon as the server can be reached.',
      ),
    ).toBeTruthy()
    vi.restoreAllMocks()
  })

  it('a refusal shows the server’s reason, translated around it (STAND-039)', async () => {
    const api = fakeStandingOrdersApi({
      settled: refusedWith('customerName is too long (max 120)', 'customerName'),
    })
    const { dialog } = await rename('x'.repeat(121), api)
    expect(
      await within(dialog).findByText(
        'The new name was refused: customerName is too long (max 120) Please correct it and save again.',
      ),
    ).toBeTruthy()
  })

  it('a rename that could not be stored says so', async () => {
    const api = fakeStandingOrdersApi({ queueRename: vi.fn().mockRejectedValue(new Error('QuotaExceeded')) })
    const { dialog } = await rename('Morgentour', api)
    expect(await within(dialog).findByText('The name could not be saved. Please try again.')).toBeTruthy()
  })
})

describe('the next runs calendar (issue 11, part 5)', () => {
  const days = (dialog: HTMLElement) =>
    Array.from(dialog.querySelectorAll('li[data-date]')).map((li) => ({
      date: li.getAttribute('data-date'),
      text: li.textContent ?? '',
    }))

  it('lists the next 14 days with a run on each of the order’s weekdays, and its windows', async () => {
    await db.standingOrders.put(saturdays)
    const { dialog } = await openFromList()
    await waitFor(() => expect(days(dialog)).toHaveLength(14))
    const calendar = days(dialog)
    expect(calendar[0]).toMatchObject({ date: '2026-07-29' })
    expect(calendar[0]?.text).toContain('Wednesday 29.07.2026')
    expect(calendar.at(-1)?.date).toBe('2026-08-11')
    const runs = calendar.filter((day) => day.text.includes('Run')).map((day) => day.date)
    expect(runs).toEqual(['2026-07-29', '2026-08-01', '2026-08-05', '2026-08-08'])
    const first = calendar[0]?.text ?? ''
    expect(first).toContain('Pickup 07:30 - 08:00')
    expect(first).toContain('Delivery 10:00 - 11:00 (Erste AG)')
    expect(first).toContain('Delivery 11:30 - 12:15 (Zweite AG)')
    expect(calendar[1]?.text).toContain('No run')
    // The count stands alone once the holidays are looked up (until then it says it is looking).
    expect(await within(dialog).findByText('Runs in the next 14 days: 4')).toBeTruthy()
  })

  it('marks 1 August, a Saturday run, with the holiday’s name from the holiday library', async () => {
    await db.standingOrders.put(saturdays)
    const { dialog } = await openFromList()
    const august = await waitFor(() => {
      const day = days(dialog).find((entry) => entry.date === '2026-08-01')
      expect(day?.text).toContain('Public holiday:')
      return day
    })
    // date-holidays has no English name for it and answers the German one, as for the fixture.
    expect(august?.text).toContain('Public holiday: Bundesfeiertag')
    expect(august?.text).toContain('Run')
    const marked = days(dialog).filter((entry) => entry.text.includes('Public holiday'))
    expect(marked.map((entry) => entry.date)).toEqual(['2026-08-01'])
  })

  it('names Christmas and St Stephen’s Day in the portal’s language', async () => {
    await db.standingOrders.put(saturdays)
    await renderStandingOrders(
      <StandingOrderDialog
        orderKey={7}
        onClose={() => {}}
        now={() => Temporal.Instant.from('2026-12-20T09:00:00Z')}
      />,
      fakeStandingOrdersApi(),
    )
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.textContent).toContain('Public holiday: Christmas Day'))
    expect(dialog.textContent).toContain('Public holiday: Boxing Day')
    expect(dialog.textContent).toContain('Public holiday: New Year')
  })
})
