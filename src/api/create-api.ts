import type { Http } from './client'
import type { RuntimeConfig } from './config'
import { authEndpoints } from './endpoints/auth'
import { profileEndpoints, switchUserEndpoints } from './endpoints/profile'
import { lazyGroup } from './lazy-group'

type Endpoints<M, K extends keyof M> = M[K] extends (...args: never[]) => infer G ? G : never
type Addresses = Endpoints<typeof import('./endpoints/addresses'), 'addressEndpoints'>
type Catalog = typeof import('./endpoints/catalog')
type Shipments = Endpoints<typeof import('./endpoints/shipments'), 'shipmentEndpoints'>
type StandingOrders = Endpoints<typeof import('./endpoints/standing-orders'), 'standingOrderEndpoints'>
type Website = Endpoints<typeof import('./endpoints/website'), 'websiteEndpoints'>

/**
 * One typed function per call of spec section 7 (plus the decisions' extra calls), grouped by
 * domain. The UI and the sync worker share this surface.
 */
export function createApi(http: Http, config: Pick<RuntimeConfig, 'websiteBaseUrl'>) {
  return {
    // What a login and the guards need is here at once; the rest loads with its first call.
    auth: authEndpoints(http),
    profile: profileEndpoints(http),
    switchUser: switchUserEndpoints(http),
    shipments: lazyGroup<Shipments>(async () =>
      (await import('./endpoints/shipments')).shipmentEndpoints(http),
    ),
    prices: lazyGroup<Endpoints<Catalog, 'priceEndpoints'>>(async () =>
      (await import('./endpoints/catalog')).priceEndpoints(http),
    ),
    locations: lazyGroup<Endpoints<Catalog, 'locationEndpoints'>>(async () =>
      (await import('./endpoints/catalog')).locationEndpoints(http),
    ),
    packaging: lazyGroup<Endpoints<Catalog, 'packagingEndpoints'>>(async () =>
      (await import('./endpoints/catalog')).packagingEndpoints(http),
    ),
    addresses: lazyGroup<Addresses>(async () =>
      (await import('./endpoints/addresses')).addressEndpoints(http),
    ),
    standingOrders: lazyGroup<StandingOrders>(async () =>
      (await import('./endpoints/standing-orders')).standingOrderEndpoints(http),
    ),
    website: lazyGroup<Website>(async () =>
      (await import('./endpoints/website')).websiteEndpoints(http, config),
    ),
  }
}

export type Api = ReturnType<typeof createApi>
