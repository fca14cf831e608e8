// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { PendingChange } from '#db/queries/outbox'
import { translation } from '#testing/catalog'
import { pendingChange as change, renderSyncBar } from './testing/sync-bar-driver'

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

const BATCH = { id: 'batch-1', label: 'x@y.ch', size: 12 }
const pod = (seq: number, overrides: Partial<PendingChange> = {}) =>
  change(seq, { kind: 'requestPodEmail', payload: { key: seq, email: 'x@y.ch' }, batch: BATCH, ...overrides })

async function openPanel(changes: PendingChange[], props = {}) {
  await renderSyncBar({ changes, ...props })
  fireEvent.click(screen.getByRole('button', { name: new RegExp(String(changes.length)) }))
  const dialog = await screen.findByRole('dialog')
  return within(dialog).getAllByRole('listitem')
}

describe('the waiting-changes panel with a batch', () => {
  it('shows a batch as one line, with how many are left, beside single changes', async () => {
    const items = await openPanel([change(1), pod(2), pod(3), pod(4, { status: 'sending' })])
    expect(items).toHaveLength(2)
    const line = items[1] as HTMLElement
    expect(line.textContent).toContain('12')
    expect(line.textContent).toContain('x@y.ch')
    expect(line.textContent).toContain(
      translation('de', '{left} of {size} left to send', { left: '3', size: '12' }),
    )
    expect(line.textContent).toContain(translation('de', 'Sending…'))
    // The badge still counts the entries: three of the batch and the address.
    expect(screen.getByRole('button', { name: /4/ })).toBeTruthy()
  })

  it('discards the batch whole after the panel’s confirm question', async () => {
    const onDiscardBatch = vi.fn()
    const onDiscard = vi.fn()
    const items = await openPanel([pod(2), pod(3)], { onDiscardBatch, onDiscard })
    const line = within(items[0] as HTMLElement)
    fireEvent.click(line.getByRole('button', { name: translation('de', 'Discard') }))
    expect(onDiscardBatch).not.toHaveBeenCalled()
    expect(line.getByRole('button', { name: translation('de', 'Keep') })).toBe(document.activeElement)
    fireEvent.click(line.getByRole('button', { name: translation('de', 'Yes, discard') }))
    expect(onDiscardBatch).toHaveBeenCalledWith('batch-1')
    expect(onDiscard).not.toHaveBeenCalled()
  })

  it('Keep leaves the batch and puts the focus back on Discard', async () => {
    const onDiscardBatch = vi.fn()
    const items = await openPanel([pod(2), pod(3)], { onDiscardBatch })
    const line = within(items[0] as HTMLElement)
    fireEvent.click(line.getByRole('button', { name: translation('de', 'Discard') }))
    fireEvent.click(line.getByRole('button', { name: translation('de', 'Keep') }))
    expect(onDiscardBatch).not.toHaveBeenCalled()
    expect(line.getByRole('button', { name: translation('de', 'Discard') })).toBe(document.activeElement)
  })

  it('says how many of the batch were refused, with the server’s reason, and sends them again on Send now', async () => {
    const onRetry = vi.fn()
    const items = await openPanel(
      [
        pod(2),
        pod(3, { status: 'needsAttention', lastError: 'Shipment not found' }),
        pod(4, { status: 'sending' }),
      ],
      { onRetry },
    )
    const line = within(items[0] as HTMLElement)
    expect(items[0]?.textContent).toContain(translation('de', 'Needs your attention'))
    expect(items[0]?.textContent).toContain('Shipment not found')
    fireEvent.click(line.getByRole('button', { name: translation('de', 'Send now') }))
    // The one in flight is left to finish.
    expect(onRetry.mock.calls.map(([seq]) => seq)).toEqual([2, 3])
  })

  it('a single change in the same panel behaves as before: discarded alone', async () => {
    const onDiscard = vi.fn()
    const onDiscardBatch = vi.fn()
    const items = await openPanel([change(1), pod(2)], { onDiscard, onDiscardBatch })
    const line = within(items[0] as HTMLElement)
    fireEvent.click(line.getByRole('button', { name: translation('de', 'Discard') }))
    fireEvent.click(line.getByRole('button', { name: translation('de', 'Yes, discard') }))
    expect(onDiscard).toHaveBeenCalledWith(1)
    expect(onDiscardBatch).not.toHaveBeenCalled()
  })
})
