// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PendingChange } from '#db/queries/outbox'
import { translation } from '#testing/catalog'
import { anAddressInput, anOrderPayload, anOutboxRow } from '#testing/factories'
import { anOrderInput } from '#testing/order-form'
import { renderWithI18n } from '#testing/render'
import { SyncBar } from './sync-bar'

const none = { onRetry: () => {}, onDiscard: () => {} }

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

const change = (
  seq: number,
  kind: string,
  payload: unknown,
  overrides: Partial<PendingChange> = {},
): PendingChange => ({
  ...anOutboxRow({ kind, payload, idempotencyKey: `key-${seq}` }),
  seq,
  ...overrides,
})

async function openPanel(changes: PendingChange[]) {
  await renderWithI18n(
    <SyncBar offline={false} failed={false} lastSuccess={undefined} changes={changes} {...none} />,
  )
  fireEvent.click(screen.getByRole('button', { name: new RegExp(String(changes.length)) }))
}

describe('the waiting-changes panel tells the changes apart', () => {
  it('an order by its pickup and its two places, an address by its name and place, a rename, an edit, a POD e-mail', async () => {
    await openPanel([
      change(1, 'createShipment', anOrderInput()),
      change(2, 'saveAddress', { mode: 'create', address: anAddressInput({ name: 'Neu AG' }), before: null }),
      change(3, 'renameStandingOrder', { key: 20001, customerName: 'Morgentour', before: null }),
      change(4, 'editShipment', { key: 9, edit: { reference: 'PO-7', numberOfColis: 3 }, before: null }),
      change(5, 'requestPodEmail', { key: 9, email: 'pod@example.ch' }),
    ])
    expect(await screen.findByText('18.11.2026 10:30 · 3011 Bern → 8001 Zürich')).toBeTruthy()
    const address = anAddressInput({ name: 'Neu AG' })
    expect(screen.getByText(`Neu AG, ${address.zip} ${address.location}`)).toBeTruthy()
    expect(screen.getByText('Morgentour')).toBeTruthy()
    expect(
      screen.getByText(
        translation('de', 'Reference “{reference}”, {numberOfColis} colis', {
          reference: 'PO-7',
          numberOfColis: '3',
        }),
      ),
    ).toBeTruthy()
    expect(screen.getByText('pod@example.ch')).toBeTruthy()
  })

  it('an order of an earlier version that needs attention stays readable: its pickup and places from the stored body', async () => {
    await openPanel([
      change(
        1,
        'createShipment',
        { order: anOrderPayload(), priced: false },
        { status: 'needsAttention', lastError: 'outbox:old-version' },
      ),
    ])
    expect(await screen.findByText('18.11.2026 10:30 · 3011 Bern → 8001 Zürich')).toBeTruthy()
  })

  it('a payload it cannot read shows no line rather than a broken one', async () => {
    await openPanel([
      change(1, 'createShipment', { something: 'else' }),
      change(2, 'teleportParcel', { to: 'moon' }),
    ])
    await screen.findByRole('dialog')
    expect(document.querySelectorAll('li p').length).toBe(0)
  })
})
