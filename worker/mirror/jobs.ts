import type { ScopeRequest } from '#worker/contract'
import { mirrorActiveShipments } from './active-shipments'
import { mirrorAddresses } from './addresses'
import { mirrorArchivePage } from './archive'
import type { MirrorContext } from './context'
import type { DiffApplyResult } from './diff-apply'
import { mirrorPackaging } from './packaging'
import { mirrorProfile } from './profile'
import { mirrorStandingOrders } from './standing-orders'

/** Runs the refresh job of one scope request. */
export function runMirror(context: MirrorContext, request: ScopeRequest): Promise<DiffApplyResult> {
  switch (request.scope) {
    case 'profile':
      return mirrorProfile(context)
    case 'addresses':
      return mirrorAddresses(context)
    case 'activeShipments':
      return mirrorActiveShipments(context)
    case 'archive':
      return mirrorArchivePage(context, request.params)
    case 'standingOrders':
      return mirrorStandingOrders(context)
    case 'packaging':
      return mirrorPackaging(context)
  }
}
