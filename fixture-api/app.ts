import { Hono } from 'hono'
import type { Temporal } from 'temporal-polyfill'
import { TokenService } from './auth/tokens'
import { authMiddleware } from './http/auth-middleware'
import type { AppEnv, Deps } from './http/env'
import { HttpError, sendError } from './http/errors'
import { DROP_HEADER, type FaultState, faultMiddleware } from './http/faults'
import { idempotencyMiddleware } from './http/idempotency'
import { RequestJournal } from './http/journal'
import { type FixtureOptions, resolveOptions } from './options'
import { Persistence } from './persistence'
import { Random } from './random'
import { addressRoutes } from './routes/addresses'
import { authRoutes } from './routes/auth-profile'
import { catalogRoutes } from './routes/catalog'
import { controlRoutes } from './routes/control'
import { registrationRoutes } from './routes/registration'
import { shipmentRoutes } from './routes/shipments'
import { standingOrderRoutes } from './routes/standing-orders'
import { websiteRoutes } from './routes/website'
import { generateDataset } from './seed/generate'
import { Store } from './store'
import { zurich } from './zurich-time'

export interface FixtureApi {
  readonly options: FixtureOptions
  readonly store: Store
  readonly tokens: TokenService
  /** Where the state file lives, when writes are persisted. */
  readonly stateFile: string | undefined
  /** Whether a request path belongs to the fixture (the rest is the app's). */
  handles(pathname: string): boolean
  /** For server mounts: the response, or drop when the connection must be destroyed unanswered. */
  handle(request: Request): Promise<{ response: Response; drop: boolean }>
  /** Like a browser's fetch: a dropped or refused connection rejects with a TypeError. */
  fetch(request: Request): Promise<Response>
}

const FIXTURE_PATHS = [
  /^\/api\/v2(\/|$)/,
  /^\/(de|fr|it|en)\/api\//,
  /^\/share\/(de|fr|it|en)\.xml$/,
  /^\/fixture-assets\//,
]

export function createFixtureApi(partial: Partial<FixtureOptions> = {}): FixtureApi {
  const options = resolveOptions(partial)
  const persistence = options.dataDir
    ? new Persistence(options.dataDir, options.seed, options.scale)
    : undefined
  if (options.reset) persistence?.reset()
  const store = new Store(generateDataset(options.seed, options.scale, zurich(options.now())))
  const overlay = persistence?.load()
  if (overlay) store.applyOverlay(overlay)

  // Read through options, so a clock pinned at run time (/__fixture/clock) reaches the tokens too.
  const tokens = new TokenService(
    () => options.tokenTtlSeconds,
    () => options.now(),
  )
  const deps: Deps = { store, options, tokens, faultRandom: new Random(options.seed).fork('faults') }
  const faultState: FaultState = {
    dropNextWrites: 0,
    refuseNextWrites: 0,
    dropNextRefreshes: 0,
    keysSeen: new Set(),
    journal: new RequestJournal(),
  }
  const startingClock = options.now
  const restartAt = (instant: Temporal.Instant | null) => {
    options.now = instant ? () => instant : startingClock
    persistence?.reset()
    store.restart(generateDataset(options.seed, options.scale, zurich(options.now())))
  }

  const app = new Hono<AppEnv>()
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error)
    console.error('fixture API: unexpected error', error)
    return c.json({ code: 500, message: 'Internal fixture error' }, 500)
  })
  app.notFound((c) => c.json({ code: 404, message: `No route for ${c.req.method} ${c.req.path}` }, 404))

  app.use('*', async (_c, next) => {
    const before = store.changes
    await next()
    if (persistence && store.changes !== before) persistence.save(store.overlay())
  })
  if (options.testControls) app.route('/__fixture', controlRoutes(deps, faultState, restartAt))
  app.use('*', faultMiddleware(deps, faultState))
  app.use('/api/v2/*', authMiddleware(deps))
  app.use('/api/v2/*', idempotencyMiddleware(deps))
  for (const routes of [
    authRoutes(deps),
    registrationRoutes(deps),
    shipmentRoutes(deps),
    catalogRoutes(deps),
    addressRoutes(deps),
    standingOrderRoutes(deps),
  ]) {
    app.route('/api/v2', routes)
  }
  app.route('/', websiteRoutes())

  const handle = async (request: Request) => {
    const response = await app.fetch(request)
    return { response, drop: response.headers.has(DROP_HEADER) }
  }

  return {
    options,
    store,
    tokens,
    stateFile: persistence?.file,
    handles: (pathname) =>
      FIXTURE_PATHS.some((pattern) => pattern.test(pathname)) ||
      (options.testControls && pathname.startsWith('/__fixture/')),
    handle,
    async fetch(request) {
      const { response, drop } = await handle(request)
      if (drop) throw new TypeError('Failed to fetch: the fixture API dropped the connection')
      return response
    },
  }
}
