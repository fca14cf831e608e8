import type { PendingChange } from '#db/queries/outbox'
import { SyncBar, type SyncBarProps } from '#features/sync/sync-bar'
import { anOutboxRow } from '#testing/factories'
import { renderWithI18n } from '#testing/render'

/** A waiting address change as the panel lists it: an outbox row with its seq. */
export const pendingChange = (seq: number, overrides: Partial<PendingChange> = {}): PendingChange => ({
  ...anOutboxRow({ kind: 'saveAddress', payload: {}, idempotencyKey: `key-${seq}` }),
  seq,
  ...overrides,
})

/** The sync bar online, refreshed and with nothing waiting, in German; override what a test is about. */
export function renderSyncBar(props: Partial<SyncBarProps> = {}) {
  return renderWithI18n(
    <SyncBar
      offline={false}
      failed={false}
      lastSuccess={undefined}
      changes={[]}
      onRetry={() => {}}
      onDiscard={() => {}}
      {...props}
    />,
  )
}
