// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { podRequestKey } from '#domain/shipments/bulk-pod'
import { listItem } from '#domain/shipments/testing-items'
import { BulkPodDialog } from './bulk-pod-dialog'
import type { ShipmentsApi } from './shipments-api'
import { fakeShipmentsApi, renderShipments } from './testing/fake-shipments-api'

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

const delivered = (key: number) => listItem({ key, externalNumber: `VK-${key}`, state: 1000 })
const inTransit = (key: number) => listItem({ key, externalNumber: `VK-${key}`, state: 500 })

function apiWith(overrides: Partial<ShipmentsApi> = {}) {
  return fakeShipmentsApi({
    podCandidates: vi.fn(async () => ({
      shipments: [delivered(1), inTransit(2), delivered(3), delivered(4)],
      total: 4,
      keptOnly: false,
    })),
    podRequestsOfToday: vi.fn(async () => new Set([podRequestKey(3, 'desk@example.ch')])),
    queuePodBatch: vi.fn(async () => ({ batch: 'b-1', seqs: [10, 11] })),
    ...overrides,
  })
}

async function open(api: ShipmentsApi, selected: number[], onQueued = vi.fn()) {
  await renderShipments(
    <BulkPodDialog
      open
      onClose={() => {}}
      selected={selected}
      filter={{ sender: 'Muster' }}
      today="2026-11-27"
      onQueued={onQueued}
    />,
    api,
  )
  return within(await screen.findByRole('dialog'))
}

const fillAndCheck = (dialog: ReturnType<typeof within>, email: string) => {
  fireEvent.change(dialog.getByLabelText(/E-mail/), { target: { value: email } })
  fireEvent.click(dialog.getByRole('button', { name: 'Check' }))
}

describe('BulkPodDialog', () => {
  it('asks for a valid address with the single form’s words, and reads nothing before', async () => {
    const api = apiWith()
    const dialog = await open(api, [1, 2])
    fillAndCheck(dialog, '')
    expect(await dialog.findByText('Please enter an e-mail address.')).toBeTruthy()
    fillAndCheck(dialog, 'desk@')
    expect(await dialog.findByText('Please enter a valid e-mail address.')).toBeTruthy()
    expect(api.podCandidates).not.toHaveBeenCalled()
  })

  it('sums up before sending: how many, the skipped ones and why; Send queues the rest as one batch', async () => {
    const api = apiWith()
    const onQueued = vi.fn()
    const dialog = await open(api, [1, 2, 3, 4], onQueued)
    fillAndCheck(dialog, ' desk@example.ch ')
    const summary = await dialog.findByText(/2 proofs of delivery will be requested for desk@example.ch/)
    expect(summary).toBe(document.activeElement)
    expect(api.podCandidates).toHaveBeenCalledWith({ kind: 'selected', keys: [1, 2, 3, 4] })
    expect(dialog.getByText('2 shipments skipped')).toBeTruthy()
    const reasons = dialog.getAllByRole('list')
    expect(reasons.map((list) => list.textContent)).toEqual(['VK-2', 'VK-3'])
    expect(dialog.getByText(/Not delivered/)).toBeTruthy()
    expect(dialog.getByText(/Already requested for this address today/)).toBeTruthy()

    fireEvent.click(dialog.getByRole('button', { name: 'Send requests' }))
    await waitFor(() => expect(api.queuePodBatch).toHaveBeenCalledWith([1, 4], 'desk@example.ch'))
    expect(onQueued).toHaveBeenCalledWith({ id: 'b-1', size: 2, email: 'desk@example.ch' })
    expect(await dialog.findByText(/2 requests for desk@example.ch were queued/)).toBeTruthy()
  })

  it('without a selection: a date range of the filter, today by default', async () => {
    const api = apiWith()
    const dialog = await open(api, [])
    expect(dialog.getByText(/For every delivered shipment of these dates/)).toBeTruthy()
    fillAndCheck(dialog, 'desk@example.ch')
    await dialog.findByText(/proofs of delivery will be requested/)
    expect(api.podCandidates).toHaveBeenCalledWith({
      kind: 'range',
      from: '2026-11-27',
      to: '2026-11-27',
      filter: { sender: 'Muster' },
    })
  })

  it('more than 1000 matching: says so and offers no Send', async () => {
    const api = apiWith({
      podCandidates: vi.fn(async () => ({ shipments: [delivered(1)], total: 1500, keptOnly: false })),
    })
    const dialog = await open(api, [])
    fillAndCheck(dialog, 'desk@example.ch')
    expect(await dialog.findByText(/1500 shipments match. At most 1000/)).toBeTruthy()
    expect(dialog.queryByRole('button', { name: 'Send requests' })).toBeNull()
  })

  it('offline, a range is read from the rows kept here, and says so', async () => {
    const api = apiWith({
      podCandidates: vi.fn(async () => ({ shipments: [delivered(1)], total: 1, keptOnly: true })),
      podRequestsOfToday: vi.fn(async () => new Set<string>()),
    })
    const dialog = await open(api, [])
    fillAndCheck(dialog, 'desk@example.ch')
    expect(await dialog.findByText(/only the shipments kept on this device are included/)).toBeTruthy()
  })

  it('Ctrl+Enter checks from the e-mail field, then sends from the summary', async () => {
    const api = apiWith()
    const dialog = await open(api, [1, 4])
    const field = dialog.getByLabelText(/E-mail/)
    fireEvent.change(field, { target: { value: 'desk@example.ch' } })
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true })
    const summary = await dialog.findByText(/2 proofs of delivery will be requested/)
    fireEvent.keyDown(summary, { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(api.queuePodBatch).toHaveBeenCalledWith([1, 4], 'desk@example.ch'))
  })

  it('offline, the summary of chosen rows says the requests wait for the network', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const dialog = await open(apiWith(), [1, 4])
    fillAndCheck(dialog, 'desk@example.ch')
    expect(
      await dialog.findByText(/the requests are kept on this device and sent once you are back online/),
    ).toBeTruthy()
    online.mockRestore()
  })

  it('a storage failure while queueing says nothing was queued', async () => {
    const api = apiWith({ queuePodBatch: vi.fn(async () => Promise.reject(new Error('QuotaExceededError'))) })
    const dialog = await open(api, [1, 4])
    fillAndCheck(dialog, 'desk@example.ch')
    fireEvent.click(await dialog.findByRole('button', { name: 'Send requests' }))
    expect(await dialog.findByText(/Nothing was queued/)).toBeTruthy()
  })
})
