// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PendingChange } from '#db/queries/outbox'
import { FAILURE_REASONS } from '#domain/changes/failure-reasons'
import { translation } from '#testing/catalog'
import { anOutboxRow } from '#testing/factories'
import { renderWithI18n } from '#testing/render'
import { SyncBar } from './sync-bar'

const none = { onRetry: () => {}, onDiscard: () => {} }

beforeAll(async () => {
  await import('#ui/components/dialog-modal')
})

async function openPanelWith(lastError: string, status: PendingChange['status'] = 'needsAttention') {
  const change: PendingChange = {
    ...anOutboxRow({ kind: 'saveAddress', payload: {}, idempotencyKey: 'key-1' }),
    seq: 1,
    status,
    lastError,
  }
  await renderWithI18n(
    <SyncBar offline={false} failed={false} lastSuccess={undefined} changes={[change]} {...none} />,
  )
  fireEvent.click(screen.getByRole('button', { name: /1/ }))
}

describe('the waiting-changes panel words the outbox’s own reasons in the user’s language', () => {
  it.each([
    [
      FAILURE_REASONS.keepsFailing,
      'The server keeps failing on this change. Send it again later, or discard it.',
    ],
    [
      FAILURE_REASONS.keyConflict,
      'The server already holds another version of this change. Discard it and make the change again.',
    ],
    [
      FAILURE_REASONS.unknownKind,
      'This change was made by another version of the portal and cannot be sent by this one.',
    ],
    [
      FAILURE_REASONS.oldVersion,
      'This change was stored by an earlier version of the portal and cannot be sent as it is. Discard it and make it again.',
    ],
    [FAILURE_REASONS.damaged, 'This change is damaged on this device and cannot be sent.'],
    [
      FAILURE_REASONS.unreadable,
      "The server's answer could not be read. The change may have been saved: check before sending it again.",
    ],
    [
      FAILURE_REASONS.missingDependency,
      'This change uses an address or an order that was discarded before it was sent. Correct it or discard it.',
    ],
    [FAILURE_REASONS.portal, 'The portal could not send this change because of an internal error.'],
  ])('%s', async (code, message) => {
    await openPanelWith(code)
    expect(await screen.findByText(translation('de', message))).toBeTruthy()
    expect(screen.queryByText(code)).toBeNull()
  })

  it('a refusal the server gave no words for names its status, never "The server answered 500"', async () => {
    await openPanelWith('outbox:http:500')
    expect(
      await screen.findByText(
        translation('de', 'The server refused this change (error {status}).', { status: '500' }),
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/answered/)).toBeNull()
  })

  it('a change waiting for the network says so while it is still queued', async () => {
    await openPanelWith(FAILURE_REASONS.offline, 'queued')
    expect(await screen.findByText(translation('de', 'Waiting for a connection.'))).toBeTruthy()
  })

  it('the server’s own words stay as they are', async () => {
    await openPanelWith('Street is missing')
    expect(await screen.findByText('Street is missing')).toBeTruthy()
  })
})

describe('a change parked behind one that needs attention', () => {
  it('says what it waits for, with that change’s reason, instead of a plain "Waiting"', async () => {
    const address: PendingChange = {
      ...anOutboxRow({ kind: 'saveAddress', payload: {}, idempotencyKey: 'key-1' }),
      seq: 1,
      status: 'needsAttention',
      lastError: 'Street is missing',
    }
    const order: PendingChange = {
      ...anOutboxRow({ kind: 'createShipment', payload: {}, idempotencyKey: 'key-2' }),
      seq: 2,
      status: 'queued',
      waitsFor: 1,
    }
    await renderWithI18n(
      <SyncBar offline={false} failed={false} lastSuccess={undefined} changes={[address, order]} {...none} />,
    )
    fireEvent.click(screen.getByRole('button', { name: /2/ }))
    expect(
      await screen.findByText(translation('de', 'Waits for a change that needs your attention'), {
        exact: false,
      }),
    ).toBeTruthy()
    const label = translation('de', 'Address')
    expect(
      screen.getByText(
        translation('de', 'It is sent once the change “{label}” is corrected or discarded. {reason}', {
          label,
          reason: 'Street is missing',
        }),
      ),
    ).toBeTruthy()
  })
})
