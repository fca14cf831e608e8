/** Spec section 2: the two states the filter offers; inTransit is labelled as in delivery. */
export const FILTER_STATES = ['readyForPickup', 'inTransit'] as const
export type FilterState = (typeof FILTER_STATES)[number]

/** Spec sections 2 and 9: 0 is "all"; 2 does not exist. */
export const TRANSPORT_TYPES = [0, 1, 3, 4] as const
export type TransportType = (typeof TRANSPORT_TYPES)[number]

export const TEXT_FIELDS = [
  'orderNumber',
  'sender',
  'receiver',
  'senderZip',
  'senderLocation',
  'receiverZip',
  'receiverLocation',
  'reference',
] as const
export type FilterTextField = (typeof TEXT_FIELDS)[number]

export interface ShipmentFilterForm extends Record<FilterTextField, string> {
  state: FilterState | null
  /** ISO days, 'YYYY-MM-DD'. */
  from: string | null
  to: string | null
  transportType: TransportType | null
}

export const EMPTY_SHIPMENT_FILTER: ShipmentFilterForm = {
  orderNumber: '',
  sender: '',
  receiver: '',
  senderZip: '',
  senderLocation: '',
  receiverZip: '',
  receiverLocation: '',
  reference: '',
  state: null,
  from: null,
  to: null,
  transportType: null,
}

export interface InitialFilter {
  state?: FilterState | undefined
  /** 'YYYY-MM-DD': sets both from and to (spec section 2). */
  initialDate?: string | undefined
}

/** The filter a screen opens with; `open` says whether the panel starts open (spec section 2). */
export function initialFilter({ state, initialDate }: InitialFilter): {
  filter: ShipmentFilterForm
  open: boolean
} {
  const filter = {
    ...EMPTY_SHIPMENT_FILTER,
    state: state ?? null,
    from: initialDate ?? null,
    to: initialDate ?? null,
  }
  return { filter, open: Boolean(state || initialDate) }
}

export function isShipmentFilterActive(filter: ShipmentFilterForm): boolean {
  return (
    TEXT_FIELDS.some((field) => filter[field].trim() !== '') ||
    filter.state !== null ||
    filter.from !== null ||
    filter.to !== null ||
    filter.transportType !== null
  )
}

export type FilterIssue = 'toBeforeFrom' | 'zipDigits' | 'invalidDate'
export type FilterIssues = Partial<Record<keyof ShipmentFilterForm, FilterIssue>>

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

function validDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Impossible values are flagged in the panel and never sent: a to-date before the from-date, and
 * anything but digits in a postcode (a partial postcode is fine: the server matches its start).
 */
export function filterIssues(filter: ShipmentFilterForm): FilterIssues {
  const issues: FilterIssues = {}
  for (const field of ['senderZip', 'receiverZip'] as const) {
    if (filter[field].trim() !== '' && !/^\d+$/.test(filter[field].trim())) issues[field] = 'zipDigits'
  }
  if (filter.from !== null && !validDay(filter.from)) issues.from = 'invalidDate'
  if (filter.to !== null && !validDay(filter.to)) issues.to = 'invalidDate'
  if (!issues.from && !issues.to && filter.from && filter.to && filter.to < filter.from) {
    issues.to = 'toBeforeFrom'
  }
  return issues
}

export interface FilterOptions {
  /** Only screens that show the state field send it (spec section 7). */
  withState: boolean
  /** Only screens with the reference option send it. */
  withReference: boolean
}

/** The filter keys of the list query (spec section 7); the API layer's ShipmentFilter has the same shape. */
export type ShipmentQueryFilter = Partial<Record<FilterTextField | 'state' | 'from' | 'to', string>> & {
  transportTypeId?: number
}

/** The query's filter: empty entries are left out (spec section 7). */
export function toApiFilter(filter: ShipmentFilterForm, options: FilterOptions): ShipmentQueryFilter {
  const api: ShipmentQueryFilter = {}
  for (const field of TEXT_FIELDS) {
    if (field === 'reference' && !options.withReference) continue
    const value = filter[field].trim()
    if (value !== '') api[field] = value
  }
  if (options.withState && filter.state) api.state = filter.state
  if (filter.from) api.from = filter.from
  if (filter.to) api.to = filter.to
  if (filter.transportType !== null) api.transportTypeId = filter.transportType
  return api
}
