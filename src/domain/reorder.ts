/** Spec §9: re-order is hidden for night transports. */
export const NIGHT_TRANSPORT = 4

export interface ReorderCandidate {
  from: readonly unknown[]
  to: readonly unknown[]
  transportart_id: number
}

/** The order form has one sender and one receiver, so only single-stop shipments can be repeated. */
export function canReorder({ from, to, transportart_id }: ReorderCandidate): boolean {
  return from.length === 1 && to.length === 1 && transportart_id !== NIGHT_TRANSPORT
}
