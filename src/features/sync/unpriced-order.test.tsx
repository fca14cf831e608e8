// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { translation } from '#testing/catalog'
import { anOutboxRow } from '#testing/factories'
import { renderSyncBar } from './testing/sync-bar-driver'

/** LAYOUT-045: a queued order the server found no price for shows as needing attention, with why. */

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

describe('a queued order without a price in the waiting-changes panel', () => {
  it('needs attention and says no price could be found, in the user’s words', async () => {
    const order = {
      ...anOutboxRow({ kind: 'createShipment', payload: {}, idempotencyKey: 'key-7' }),
      seq: 7,
      status: 'needsAttention' as const,
      lastError: 'price:noresult',
      correctionPath: '/order?correct=7',
    }
    await renderSyncBar({ changes: [order], onCorrect: () => {}, canCorrect: () => true })
    const badge = screen.getByRole('button', { name: /1/ })
    expect(badge.textContent).toBe('1 Änderung wartet · 1 braucht Ihre Aufmerksamkeit')
    fireEvent.click(badge)
    expect(
      await screen.findByText(
        translation('de', 'No price information could be determined. Please fill in the offer form'),
      ),
    ).toBeTruthy()
    const item = screen.getByRole('listitem')
    expect(item.textContent).toContain(
      `${translation('de', 'Order')} · ${translation('de', 'Needs your attention')}`,
    )
    expect(screen.queryByText('price:noresult')).toBeNull()
  })
})
