import { useEffect, useRef, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { Address } from '#domain/entities/address'
import type { Organization } from '#domain/entities/organization'
import { orderFromCalculator } from '#domain/ordering/calculator-order'
import { emptyOrderForm, type OrderForm } from '#domain/ordering/order-form'
import {
  preselectStandard,
  type ReorderSource,
  reorderForm,
  withDefaultPickup,
  withOrganizationDefaults,
} from '#domain/ordering/order-prefill'
import { inZurich } from '#domain/zurich-time'

export interface PrefillRequest {
  /** The shipment key to re-order from (the route's archivedShipment). */
  archivedShipment: number | null
  /** The waiting order "Correct" opened. */
  correct: number | null
  /** The price calculator's "order": its draft gets the normal prefill around it. */
  fromCalculator?: boolean
}

export interface PrefillDeps {
  organization: Organization
  /** The account's e-mail, the client e-mail of a new form. */
  email: string
  /** The replica's address book; undefined while it loads. */
  addresses: readonly Address[] | undefined
  readDraft: () => Promise<OrderForm | null>
  readCorrection: (seq: number) => Promise<OrderForm | null>
  findShipment: (key: number) => Promise<ReorderSource | 'offline' | 'slow' | 'missing'>
  findContact: (id: number | null) => Promise<Address | null>
  now?: () => Temporal.Instant
}

export type Prefill =
  | { status: 'loading' }
  | { status: 'ready'; initial: OrderForm; origin: 'correction' | 'reorder' | 'draft' | 'new' }
  | { status: 'needsNetwork' }
  /** The server did not answer in time: not "offline", the device may well be online. */
  | { status: 'serverSlow' }
  | { status: 'missing' }

function freshForm(deps: PrefillDeps, addresses: readonly Address[]): OrderForm {
  const form = { ...emptyOrderForm(), emailClient: deps.email, emailLetter: deps.email }
  return preselectStandard(withOrganizationDefaults(form, deps.organization), addresses)
}

async function prefill(
  request: PrefillRequest,
  deps: PrefillDeps,
  addresses: readonly Address[],
): Promise<Prefill> {
  const now = (deps.now ?? Temporal.Now.instant)()
  const ready = (initial: OrderForm, origin: 'correction' | 'reorder' | 'draft' | 'new'): Prefill => ({
    status: 'ready',
    initial: withDefaultPickup(initial, now),
    origin,
  })
  if (request.correct !== null) {
    const corrected = await deps.readCorrection(request.correct)
    if (corrected) return ready(corrected, 'correction')
  }
  if (request.archivedShipment !== null) {
    const shipment = await deps.findShipment(request.archivedShipment)
    if (shipment === 'offline') return { status: 'needsNetwork' }
    if (shipment === 'slow') return { status: 'serverSlow' }
    if (shipment === 'missing') return { status: 'missing' }
    const [from, to] = await Promise.all([
      deps.findContact(shipment.from[0]?.kontaktadresse_id ?? null),
      deps.findContact(shipment.to[0]?.kontaktadresse_id ?? null),
    ])
    const base = { ...emptyOrderForm(), emailClient: deps.email, emailLetter: deps.email }
    return ready(reorderForm(base, shipment, { from, to }, inZurich(now).toPlainDate()), 'reorder')
  }
  // A stored draft is restored whenever there is one (load=1 from confirm, a reload, a crash):
  // starting afresh would overwrite what the user typed.
  const draft = await deps.readDraft()
  if (draft && request.fromCalculator) {
    return ready(orderFromCalculator(draft, freshForm(deps, addresses)), 'draft')
  }
  if (draft) return ready(draft, 'draft')
  return ready(freshForm(deps, addresses), 'new')
}

/**
 * Spec section 4, "Order form prefill": which values the form opens with, decided once. A new form
 * waits for the replica's addresses, so the standard addresses can be preselected.
 */
export function useOrderPrefill(request: PrefillRequest, deps: PrefillDeps): Prefill {
  const [state, setState] = useState<Prefill>({ status: 'loading' })
  const started = useRef(false)
  const latest = useRef(deps)
  latest.current = deps
  const addressesLoaded = deps.addresses !== undefined

  useEffect(() => {
    if (started.current || !addressesLoaded) return
    started.current = true
    const current = latest.current
    prefill(request, current, current.addresses ?? []).then(setState, () => setState({ status: 'missing' }))
  }, [request, addressesLoaded])

  return state
}
