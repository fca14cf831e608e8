import type { StandingOrderRow } from '#db/rows'
import type { StandingOrder } from '#domain/entities/standing-order'

/**
 * A standing order's own name (customerName) has no server field in the spec's table: a server that
 * follows it takes a rename but never answers the name. The device that renamed keeps the name it
 * sent (the row's localName) and shows it over every refresh; a server that does answer a name
 * (the fixture's customer_name) is the truth, and its name replaces the device's.
 */

const answersName = (order: StandingOrder) => order.customerNameSent !== false

/** The mirror's merge: the server's row, with this device's name while the server sends none. */
export function keepLocalName(incoming: StandingOrderRow, existing: StandingOrderRow): StandingOrderRow {
  const { localName } = existing
  if (answersName(incoming.order) || localName === undefined) return incoming
  return { ...incoming, order: { ...incoming.order, customerName: localName }, localName }
}

/** The row once the server took a rename to `sent`: its answer, named as sent if it names nothing. */
export function renamedRow(row: StandingOrderRow, answer: StandingOrder, sent: string): StandingOrderRow {
  const { localName: _replaced, ...rest } = row
  if (answersName(answer)) return { ...rest, order: answer }
  return { ...rest, order: { ...answer, customerName: sent }, localName: sent }
}
