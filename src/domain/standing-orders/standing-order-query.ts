import type { SortDirection, Weekday } from '#domain/entities/basics'
import type { StandingOrder } from '#domain/entities/standing-order'
import { type Comparable, sortByValue } from '#domain/sort-by-value'
import { WEEKDAYS, weekdayOf } from './weekdays'

/** Spec sections 2 and 9: the sortable columns, and sender ascending by default. */
export const STANDING_ORDER_SORT_FIELDS = ['sender', 'receiver', 'price'] as const
export type StandingOrderSortField = (typeof STANDING_ORDER_SORT_FIELDS)[number]
export interface StandingOrderSorting {
  field: StandingOrderSortField
  direction: SortDirection
}
export const STANDING_ORDER_DEFAULT_SORTING: StandingOrderSorting = { field: 'sender', direction: 'asc' }

/** Spec sections 2 and 9: 0 is "All" and filters nothing; 2 does not exist. */
export const STANDING_ORDER_TRANSPORT_TYPES = [0, 1, 3, 4] as const
export type StandingOrderTransportType = (typeof STANDING_ORDER_TRANSPORT_TYPES)[number]

/** The filter panel's fields (spec section 2). */
export interface StandingOrderFilterForm {
  weekday: Weekday | null
  senderLocation: string
  receiverLocation: string
  /** null and 0 both mean "All". */
  transportType: StandingOrderTransportType | null
  /** An ISO day, 'YYYY-MM-DD'. */
  pickupDate: string | null
}

export const EMPTY_STANDING_ORDER_FILTER: StandingOrderFilterForm = {
  weekday: null,
  senderLocation: '',
  receiverLocation: '',
  transportType: null,
  pickupDate: null,
}

/** Reset shows only when the filter differs from the empty one (spec section 2). */
export function isStandingOrderFilterEmpty(filter: StandingOrderFilterForm): boolean {
  return (
    filter.weekday === null &&
    filter.senderLocation.trim() === '' &&
    filter.receiverLocation.trim() === '' &&
    (filter.transportType === null || filter.transportType === 0) &&
    filter.pickupDate === null
  )
}

const FORM_KEYS = ['weekday', 'senderLocation', 'receiverLocation', 'transportType', 'pickupDate'] as const

function isTransportType(value: unknown): value is StandingOrderTransportType {
  return (STANDING_ORDER_TRANSPORT_TYPES as readonly unknown[]).includes(value)
}

function isWeekday(value: unknown): value is Weekday {
  return (WEEKDAYS as readonly unknown[]).includes(value)
}

function fromObject(raw: Record<string, unknown>): StandingOrderFilterForm | null {
  if (Object.keys(raw).some((key) => !(FORM_KEYS as readonly string[]).includes(key))) return null
  const { weekday, senderLocation, receiverLocation, transportType, pickupDate } = raw
  const text = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : null)
  const sender = text(senderLocation)
  const receiver = text(receiverLocation)
  if (sender === null || receiver === null) return null
  if (weekday !== undefined && weekday !== null && !isWeekday(weekday)) return null
  if (transportType !== undefined && transportType !== null && !isTransportType(transportType)) return null
  if (pickupDate !== undefined && pickupDate !== null && !isIsoDay(pickupDate)) return null
  return {
    weekday: (weekday as Weekday | null | undefined) ?? null,
    senderLocation: sender,
    receiverLocation: receiver,
    transportType: (transportType as StandingOrderTransportType | null | undefined) ?? null,
    pickupDate: (pickupDate as string | null | undefined) ?? null,
  }
}

/**
 * The route's optional `state` (spec section 2: "may pre-set the filter"). A standing order has no
 * state of its own, so the parameter carries the filter the list opens with: a weekday code
 * ('monday' … 'sunday', the one value a link such as a dashboard's "today's runs" needs), or the
 * whole panel as JSON ({"weekday":"friday","senderLocation":"Bern","transportType":3,
 * "pickupDate":"2026-12-24"}). Anything else opens the unfiltered list instead of failing:
 * a stale bookmark must not lock the user out of the screen.
 */
export function filterFromState(state: string | undefined): StandingOrderFilterForm {
  const value = state?.trim()
  if (!value) return EMPTY_STANDING_ORDER_FILTER
  const lower = value.toLowerCase()
  if (isWeekday(lower)) return { ...EMPTY_STANDING_ORDER_FILTER, weekday: lower }
  if (!value.startsWith('{')) return EMPTY_STANDING_ORDER_FILTER
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return EMPTY_STANDING_ORDER_FILTER
    }
    return fromObject(parsed as Record<string, unknown>) ?? EMPTY_STANDING_ORDER_FILTER
  } catch {
    return EMPTY_STANDING_ORDER_FILTER
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The list query's filter (spec section 7: empty entries left out, the weekday key set). The API
 * layer's StandingOrderFilter has the same shape, so the export sends exactly what the list shows.
 */
export type StandingOrderQueryFilter = Partial<Record<Weekday, true>> & {
  transportTypeId?: number
  pickupDate?: string
  senderLocation?: string
  receiverLocation?: string
}

export function toQueryFilter(filter: StandingOrderFilterForm): StandingOrderQueryFilter {
  const query: StandingOrderQueryFilter = {}
  if (filter.weekday) query[filter.weekday] = true
  const sender = filter.senderLocation.trim()
  const receiver = filter.receiverLocation.trim()
  if (sender) query.senderLocation = sender
  if (receiver) query.receiverLocation = receiver
  if (filter.transportType) query.transportTypeId = filter.transportType
  if (filter.pickupDate && isIsoDay(filter.pickupDate)) query.pickupDate = filter.pickupDate
  return query
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase())

/**
 * The fixture's filter (fixture-api/routes/standing-orders.ts) over the rows on this device: a
 * location matches "zip place" of any stop, case-insensitive; a pickup date matches the orders
 * that run on its weekday; every weekday asked for must be one the order runs on.
 */
export function matchesStandingOrder(order: StandingOrder, filter: StandingOrderQueryFilter): boolean {
  const type = filter.transportTypeId
  if (type !== undefined && type !== 0 && order.type !== type) return false
  if (filter.pickupDate) {
    const day = weekdayOf(filter.pickupDate)
    if (day === null || !order.days.includes(day)) return false
  }
  if (WEEKDAYS.some((day) => filter[day] && !order.days.includes(day))) return false
  const { senderLocation, receiverLocation } = filter
  if (senderLocation && !order.from.some((stop) => contains(`${stop.zip} ${stop.location}`, senderLocation)))
    return false
  if (
    receiverLocation &&
    !order.to.some((stop) => contains(`${stop.zip} ${stop.location}`, receiverLocation))
  )
    return false
  return true
}

function sortValue(field: StandingOrderSortField): (order: StandingOrder) => Comparable {
  switch (field) {
    case 'sender':
      return (order) => order.from[0]?.name ?? null
    case 'receiver':
      return (order) => order.to[0]?.name ?? null
    case 'price':
      return (order) => {
        const price = Number(order.price)
        return Number.isFinite(price) ? price : null
      }
  }
}

/** The server's order: missing values last in either direction, ties by key in the chosen direction. */
export function sortStandingOrders(
  orders: readonly StandingOrder[],
  sorting: StandingOrderSorting,
): StandingOrder[] {
  return sortByValue(orders, sortValue(sorting.field), (order) => order.key, sorting.direction)
}

/** Filter and sort on this device, as GET /standing-order would. */
export function queryStandingOrders(
  orders: readonly StandingOrder[],
  filter: StandingOrderQueryFilter,
  sorting: StandingOrderSorting,
): StandingOrder[] {
  return sortStandingOrders(
    orders.filter((order) => matchesStandingOrder(order, filter)),
    sorting,
  )
}
