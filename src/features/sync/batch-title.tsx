import { Plural } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ChangeKind } from '#worker/contract'

/**
 * A batch's line in the waiting-changes panel: how many, of what, and the batch's label ("12
 * proof-of-delivery requests to x@y.ch"). One wording per kind, in a Record so a new kind cannot
 * be queued as a batch without its words; a kind this build does not know gets a plain one.
 */
export function BatchTitle({ kind, size, label }: { kind: string; size: number; label: string }) {
  const titles: Record<ChangeKind, ReactNode> = {
    requestPodEmail: (
      <Plural
        value={size}
        one={`# proof-of-delivery request to ${label}`}
        other={`# proof-of-delivery requests to ${label}`}
      />
    ),
    saveAddress: <Plural value={size} one={`# address: ${label}`} other={`# addresses: ${label}`} />,
    createShipment: <Plural value={size} one={`# order: ${label}`} other={`# orders: ${label}`} />,
    editShipment: (
      <Plural value={size} one={`# shipment change: ${label}`} other={`# shipment changes: ${label}`} />
    ),
    renameStandingOrder: (
      <Plural
        value={size}
        one={`# standing order name: ${label}`}
        other={`# standing order names: ${label}`}
      />
    ),
  }
  if (Object.hasOwn(titles, kind)) return titles[kind as ChangeKind]
  return <Plural value={size} one={`# change: ${label}`} other={`# changes: ${label}`} />
}
