import type { PendingChange } from '#db/queries/outbox'

/**
 * Where the user corrects a change the server refused: the screen that made it. An address created
 * offline is edited under its temporary id (−seq) until the server numbers it. Kinds whose screens
 * do not exist yet answer null; the panel then offers send-again and discard only.
 */
export function correctionPath(change: PendingChange): string | null {
  if (change.kind !== 'saveAddress') return null
  const payload = change.payload as { mode?: unknown; address?: { id?: unknown } } | null
  const id = payload?.mode === 'create' ? -change.seq : payload?.address?.id
  return typeof id === 'number' && Number.isInteger(id) && id !== 0 ? `/address-book/${id}/edit` : null
}
