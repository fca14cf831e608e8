// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { SyncBar } from './sync-bar'
import { pendingChange as change, renderSyncBar } from './testing/sync-bar-driver'

const none = { onRetry: () => {}, onDiscard: () => {} }

// The panel's dialog code loads on demand; a cold import in a test run can outlast findBy's second.
beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

describe('SyncBar', () => {
  it('stays out of the way when online, current and with nothing waiting', async () => {
    const { container } = await renderSyncBar()
    expect(container.innerHTML).toBe('')
  })

  it('says offline with the time of the data shown, in Zurich time', async () => {
    await renderSyncBar({ offline: true, lastSuccess: '2026-11-22T13:32:00Z' })
    expect(screen.getByRole('status').textContent).toBe(
      translation('de', 'Offline, data from {time}', { time: '14:32' }),
    )
  })

  it('says the session waits for the network (a token renewal that did not get through), not that it ended', async () => {
    await renderSyncBar({ offline: true, sessionWaiting: true, lastSuccess: '2026-11-22T13:32:00Z' })
    expect(screen.getByRole('status').textContent).toContain(
      translation('de', 'Your session is waiting for the network; you stay logged in.'),
    )
  })

  it('tells when the server failed to refresh, so old data is not taken for new', async () => {
    await renderSyncBar({ failed: true })
    expect(screen.getByRole('status').textContent).toBe(
      translation('de', 'The latest data could not be loaded; you see what this device last received.'),
    )
  })

  it('lists waiting changes with the server’s reason; discard needs a confirmation', async () => {
    const onDiscard = vi.fn()
    const onRetry = vi.fn()
    const changes = [change(1), change(2, { status: 'needsAttention', lastError: 'firma is required' })]
    await renderSyncBar({ changes, onRetry, onDiscard })
    fireEvent.click(screen.getByRole('button', { name: /2/ }))
    expect(await screen.findByText('firma is required')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: translation('de', 'Send now') })[1] as HTMLElement)
    expect(onRetry).toHaveBeenCalledWith(2)
    fireEvent.click(screen.getAllByRole('button', { name: translation('de', 'Discard') })[0] as HTMLElement)
    expect(onDiscard).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: translation('de', 'Yes, discard') }))
    expect(onDiscard).toHaveBeenCalledWith(1)
  })

  it('offers to correct a refused change it can open, and closes the panel on the way there', async () => {
    const onCorrect = vi.fn()
    const refused = change(2, { status: 'needsAttention', lastError: 'firma is required' })
    const waiting = change(3)
    const elsewhere = change(4, { status: 'needsAttention', kind: 'renameStandingOrder' })
    await renderSyncBar({
      changes: [refused, waiting, elsewhere],
      onCorrect,
      canCorrect: (item) => item.kind === 'saveAddress',
    })
    fireEvent.click(screen.getByRole('button', { name: /3/ }))
    await screen.findByRole('dialog', { name: translation('de', 'Changes waiting to be sent') })
    const correct = screen.getAllByRole('button', { name: translation('de', 'Correct') })
    // Only the refused address: a waiting change needs no correction, a standing order has no screen yet.
    expect(correct).toHaveLength(1)
    fireEvent.click(correct[0] as HTMLElement)
    expect(onCorrect).toHaveBeenCalledWith(refused)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('words a queued order’s price refusal in the user’s language, and offers to correct it', async () => {
    const onCorrect = vi.fn()
    const order = change(5, {
      kind: 'createShipment',
      status: 'needsAttention',
      lastError: 'price:time',
      correctionPath: '/order?correct=5',
    })
    await renderSyncBar({ changes: [order], onCorrect, canCorrect: (item) => Boolean(item.correctionPath) })
    fireEvent.click(screen.getByRole('button', { name: /1/ }))
    expect(await screen.findByText(translation('de', 'The pickup time is in the past.'))).toBeTruthy()
    expect(screen.queryByText('price:time')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: translation('de', 'Correct') }))
    expect(onCorrect).toHaveBeenCalledWith(order)
  })

  it('keeps the focus in the panel: Discard to Keep and back, and onto the list when a change leaves it', async () => {
    let sendFirst = () => {}
    function Panel() {
      const [changes, setChanges] = useState([change(1), change(2)])
      sendFirst = () => setChanges((list) => list.slice(1))
      return <SyncBar offline failed={false} lastSuccess={undefined} changes={changes} {...none} />
    }
    await renderWithI18n(<Panel />)
    fireEvent.click(screen.getByRole('button', { name: /2/ }))
    await screen.findByRole('dialog', { name: translation('de', 'Changes waiting to be sent') })
    const discard = () =>
      screen.getAllByRole('button', { name: translation('de', 'Discard') })[0] as HTMLElement
    discard().focus()
    fireEvent.click(discard())
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: translation('de', 'Keep') })),
    )
    fireEvent.click(screen.getByRole('button', { name: translation('de', 'Keep') }))
    await waitFor(() => expect(document.activeElement).toBe(discard()))

    // The first change is sent while its button has the focus: the focus goes to the list, not the page.
    act(() => sendFirst())
    await waitFor(() => expect(document.activeElement?.tagName).toBe('UL'))
  })
})
