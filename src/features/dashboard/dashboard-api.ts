import { createContext, type ReactNode, useContext } from 'react'
import type { AccountId } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { BlogItem } from '#domain/entities/blog-item'
import type { Employee } from '#domain/entities/employee'
import type { Location } from '#domain/entities/location'
import type { SavedEmission } from '#domain/entities/saved-emission'
import type { ServiceInfo } from '#domain/entities/service-info'
import type { ShipmentsSummary } from '#domain/entities/shipments-summary'
import type { OptionSearch } from '#ui/components/use-option-search'

export interface DashboardLinks {
  faq: string
  team: string
  prices: string
  /** Only in German and French (spec section 9); null in the other languages. */
  blog: string | null
}

/**
 * What the widgets need from outside the replica, made by useDashboardAdapter. The online calls take
 * the language they ask in; pieces of other features (the tracking form, the switch-user panel)
 * arrive as ready elements from the route, since features never import each other.
 */
export interface DashboardApi {
  account: AccountId
  locale: Locale
  /** Today in Zurich, 'YYYY-MM-DD'. */
  today(): string
  summary(signal: AbortSignal): Promise<ShipmentsSummary>
  savedEmission(signal: AbortSignal): Promise<SavedEmission>
  team(signal: AbortSignal): Promise<Employee[]>
  serviceInformation(signal: AbortSignal): Promise<ServiceInfo[]>
  blog(signal: AbortSignal): Promise<BlogItem[]>
  searchLocations: OptionSearch<Location>
  /** Stores from and to in the order draft (the calculator reads them there). */
  saveCalculatorPlaces(from: Location, to: Location): Promise<void>
  openPriceCalculator(): void
  links: DashboardLinks
  canSwitchUser: boolean
  /** The reduced tracking form (features/tracking), composed by the route. */
  trackForm: ReactNode
  /** The switch-user panel (features/switch-user), composed by the route. */
  switchUserPanel: ReactNode
  /** Picks the employee shown: random in the portal, fixed in tests. */
  pick?: <T>(items: readonly T[]) => T | undefined
}

export const DashboardApiContext = createContext<DashboardApi | null>(null)

export function useDashboardApi(): DashboardApi {
  const api = useContext(DashboardApiContext)
  if (!api) throw new Error('The dashboard needs a DashboardApiContext provider (use-dashboard-adapter.tsx)')
  return api
}
