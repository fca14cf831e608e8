import type { Http } from './client'
import type { RuntimeConfig } from './config'
import { addressEndpoints } from './endpoints/addresses'
import { authEndpoints } from './endpoints/auth'
import { locationEndpoints, packagingEndpoints, priceEndpoints } from './endpoints/catalog'
import { profileEndpoints, switchUserEndpoints } from './endpoints/profile'
import { shipmentEndpoints } from './endpoints/shipments'
import { standingOrderEndpoints } from './endpoints/standing-orders'
import { websiteEndpoints } from './endpoints/website'

/**
 * One typed function per call of spec section 7 (plus the decisions' extra calls), grouped by
 * domain. The UI and the sync worker share this surface.
 */
export function createApi(http: Http, config: Pick<RuntimeConfig, 'websiteBaseUrl'>) {
  return {
    auth: authEndpoints(http),
    profile: profileEndpoints(http),
    switchUser: switchUserEndpoints(http),
    shipments: shipmentEndpoints(http),
    prices: priceEndpoints(http),
    locations: locationEndpoints(http),
    packaging: packagingEndpoints(http),
    addresses: addressEndpoints(http),
    standingOrders: standingOrderEndpoints(http),
    website: websiteEndpoints(http, config),
  }
}

export type Api = ReturnType<typeof createApi>
