import { useMemo } from 'react'
import { clearDraft, saveDraft } from '#db/queries/drafts'
import { whenSettled } from '#db/queries/outbox'
import type { DraftKind } from '#db/rows'
import { useServices } from '#services/use-services'
import type { PlacementDeps } from './submit-placement'
import type { useOrdering } from './use-ordering'

/** How long the confirm page waits for the server before saying the order is queued and sent later. */
export const SETTLE_PATIENCE_MS = 15_000

/** The services submitPlacement needs, for the order (confirm) or the offer draft. */
export function usePlacement(ordering: ReturnType<typeof useOrdering>, kind: DraftKind): PlacementDeps {
  const services = useServices()
  const { account, placeDeps } = ordering
  return useMemo(
    () => ({
      ...placeDeps,
      online: () => navigator.onLine,
      settle: (seq: number) => whenSettled(account, seq, SETTLE_PATIENCE_MS),
      clearDraft: () => clearDraft(account, kind),
      restoreDraft: (form) => saveDraft(account, kind, form),
      discard: async (seq: number) => {
        await services.sync.discardOutboxEntry(seq)
      },
    }),
    [services, account, placeDeps, kind],
  )
}
