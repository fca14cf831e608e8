import type { PlannedWindow } from '#domain/standing-orders/planned-window'

/** 'from - to' as the spec writes a planned window; a missing end shows as '…'. */
export function windowEnds(window: PlannedWindow): { from: string; to: string } {
  return { from: window.from ?? '…', to: window.to ?? '…' }
}
