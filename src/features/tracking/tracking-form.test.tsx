// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { StoredTrackingResult } from '#db/queries/tracking'
import { aTrackingResult } from '#testing/factories'
import { renderWithI18n } from '#testing/render'
import type { Track } from './track-outcome'
import { TrackingForm } from './tracking-form'
import { locationList } from './tracking-result'

function result(overrides: Partial<StoredTrackingResult> = {}): StoredTrackingResult {
  const to = [
    { zip: '3011', location: 'Bern' },
    { zip: '1003', location: 'Lausanne' },
  ]
  return { ...aTrackingResult({ to }), delivered: null, ...overrides }
}

async function trackWith(track: Track, reduced = false, number = 'VK-0500123') {
  await renderWithI18n(<TrackingForm track={track} reduced={reduced} />, 'en')
  fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: number } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Track' }))
  })
}

const steps = () => Array.from(document.querySelectorAll('ol li')) as HTMLLIElement[]
const activeSteps = () =>
  steps()
    .filter((step) => step.dataset.active === 'true')
    .map((step) => step.textContent)

describe('the tracking form (TRACK-002, TRACK-021)', () => {
  it('requires a tracking number and does not look up an empty one', async () => {
    const track = vi.fn<Track>()
    await trackWith(track, false, '  ')
    expect(screen.getByText('Please enter a tracking number.')).toBeTruthy()
    expect(track).not.toHaveBeenCalled()
  })

  it('tracks a number it is opened with at once, once, shown in the field (the command palette)', async () => {
    const track = vi.fn<Track>(async () => ({ kind: 'notFound' }))
    await renderWithI18n(<TrackingForm track={track} initialNumber=" VK-0500123 " />, 'en')
    expect(await screen.findByText('No shipment found with this number.')).toBeTruthy()
    expect(track).toHaveBeenCalledExactlyOnceWith('VK-0500123')
    expect(screen.getByLabelText<HTMLInputElement>('Tracking number').value).toBe(' VK-0500123 ')
  })

  it('looks up the trimmed number', async () => {
    const track = vi.fn<Track>(async () => ({ kind: 'notFound' }))
    await trackWith(track, false, ' VK-1 ')
    expect(track).toHaveBeenCalledWith('VK-1')
  })
})

describe('the tracking result', () => {
  it('shows the four steps in order; a shipment ready for pickup marks only created (TRACK-003, TRACK-006)', async () => {
    await trackWith(async () => ({ kind: 'found', result: result(), asOf: null }))
    expect(steps().map((step) => step.textContent?.replace(/\s*\(reached\)$/, ''))).toEqual([
      'In preparation',
      'Picked up',
      'In delivery',
      'Delivered personally',
    ])
    expect(activeSteps()).toHaveLength(1)
    expect(steps()[0]?.getAttribute('aria-current')).toBe('step')
  })

  it('marks picked up once a pickup time exists, and every step up to the current (TRACK-005, TRACK-007)', async () => {
    await trackWith(async () => ({
      kind: 'found',
      result: result({ pickedUp: '2026-11-24T09:12:00+01:00' }),
      asOf: null,
    }))
    expect(activeSteps()).toHaveLength(2)
  })

  it('follows the display state for in delivery and delivered (TRACK-008)', async () => {
    await trackWith(async () => ({ kind: 'found', result: result({ state: 999 }), asOf: null }))
    expect(activeSteps()).toHaveLength(3)
  })

  it('the dashboard variant shows only picked up, in delivery and delivered (TRACK-004)', async () => {
    await trackWith(async () => ({ kind: 'found', result: result({ state: 1000 }), asOf: null }), true)
    expect(steps()).toHaveLength(3)
    expect(steps()[0]?.textContent).toContain('Picked up')
    expect(activeSteps()).toHaveLength(3)
  })

  it('shows the waybill number (TRACK-010, TRACK-011)', async () => {
    await trackWith(async () => ({ kind: 'found', result: result(), asOf: null }))
    expect(screen.getByText('10042-500123')).toBeTruthy()
  })

  it('shows pickup and delivery boxes with "zip location" joined by commas and the expected times (TRACK-014 to TRACK-018)', async () => {
    await trackWith(async () => ({ kind: 'found', result: result(), asOf: null }))
    expect(screen.getByText('8001 Zürich')).toBeTruthy()
    expect(screen.getByText('3011 Bern, 1003 Lausanne')).toBeTruthy()
    expect(screen.getByText('expected pickup 24.11.2026 09:00')).toBeTruthy()
    expect(screen.getByText('expected delivery 24.11.2026 12:00')).toBeTruthy()
  })

  it('says when it was picked up and delivered, and to whom (TRACK-015, TRACK-017)', async () => {
    const done = result({
      state: 1000,
      pickedUp: '2026-11-24T09:12:00+01:00',
      delivered: '2026-11-24T10:58:00Z',
      visierName: 'Anna Muster',
    })
    await trackWith(async () => ({ kind: 'found', result: done, asOf: null }))
    expect(screen.getByText('picked up at 24.11.2026 09:12')).toBeTruthy()
    expect(screen.getByText('delivered at 24.11.2026 11:58 to Anna Muster')).toBeTruthy()
  })

  it('a cancelled shipment shows its box with the signer, no pickup or delivery box and no step (TRACK-009, TRACK-012, TRACK-013)', async () => {
    const cancelled = result({ cancelled: true, state: 1000, visierName: 'Beat Keller' })
    await trackWith(async () => ({ kind: 'found', result: cancelled, asOf: null }))
    expect(screen.getByRole('heading', { name: 'Cancelled' })).toBeTruthy()
    expect(screen.getByText('Signed by Beat Keller')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Pickup' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Delivery' })).toBeNull()
    expect(activeSteps()).toHaveLength(0)
  })

  it('a cancelled shipment nobody signed shows its box without an empty "Signed by"', async () => {
    const cancelled = result({ cancelled: true, state: 1000, visierName: null })
    await trackWith(async () => ({ kind: 'found', result: cancelled, asOf: null }))
    expect(screen.getByRole('heading', { name: 'Cancelled' })).toBeTruthy()
    expect(screen.queryByText(/Signed by/)).toBeNull()
  })

  it('a failed lookup shows the not-found message (TRACK-019)', async () => {
    await trackWith(async () => ({ kind: 'notFound' }))
    expect(screen.getByText('No shipment found with this number.')).toBeTruthy()
  })

  it('offline, a number never seen says it needs the network (TRACK-020)', async () => {
    await trackWith(async () => ({ kind: 'needsNetwork' }))
    expect(screen.getByText(/tracking it needs the network/)).toBeTruthy()
  })

  it('offline, a number seen before shows with its "as of" time', async () => {
    await trackWith(async () => ({ kind: 'found', result: result(), asOf: '2026-11-24T08:30:00Z' }))
    expect(screen.getByText(/Data as of/)).toBeTruthy()
  })

  it('joins locations with commas, leaving out nothing', () => {
    expect(locationList([])).toBe('')
    expect(locationList([{ zip: '6003', location: 'Luzern' }])).toBe('6003 Luzern')
  })
})
