import * as v from 'valibot'

export interface RuntimeConfig {
  /** The courier's /api/v2 (decisions: configurable without rebuilding). */
  apiBaseUrl: string
  /** The public website host (team, service information, news feed); '' = same origin. */
  websiteBaseUrl: string
  /**
   * 'Order as guest' on Login opens this page; `{locale}` stands for the visitor's language
   * (guestOrderLink fills it in). By default the website's guest order page.
   */
  guestOrderUrl: string
  /**
   * How often the replicated screens are refreshed while a tab shows them, in seconds; the sync
   * worker's 5 minutes when left out. A browser test sets 15 to see several rounds in under a minute.
   */
  syncPollSeconds?: number
  /**
   * The outbox's first retry waits below this many seconds, doubling with each failure; 2 s when
   * left out. A browser test sets a fraction, so hundreds of injected faults replay in seconds.
   */
  outboxBackoffSeconds?: number
}

/** A shorter poll would hammer the courier's server; a typo must not do that. */
export const MIN_SYNC_POLL_SECONDS = 10
/** The outbox's backoff has the same guard: no config retries a failing change faster than this. */
export const MIN_OUTBOX_BACKOFF_SECONDS = 0.25

const CONFIG_TIMEOUT_MS = 5000
/** Where a start finds the config.json this device read last (see startupRuntimeConfig). */
export const STORED_CONFIG_KEY = 'runtimeConfig'

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * The public website's guest order page (AUTH-011), in the language of the visitor like its other
 * pages (`{websiteBaseUrl}/{locale}/{page}`). The spec does not name its path: docs/decisions.md.
 */
export function guestOrderPage(websiteBaseUrl: string): string {
  return `${websiteBaseUrl}/{locale}/guest-order`
}

/** The guest order URL for one language. */
export function guestOrderLink(guestOrderUrl: string, locale: string): string {
  return guestOrderUrl.replaceAll('{locale}', locale)
}

/** A build may name its own guest order page; otherwise it follows the website host. */
function defaultGuestOrderUrl(websiteBaseUrl: string): string {
  return text(import.meta.env.VITE_GUEST_ORDER_URL) ?? guestOrderPage(websiteBaseUrl)
}

/** The build-time default: the project's own fixture API on the same origin (decisions). */
export function defaultRuntimeConfig(): RuntimeConfig {
  // Written out in full so that Vite replaces each at build time.
  const websiteBaseUrl = withoutTrailingSlash(text(import.meta.env.VITE_WEBSITE_BASE_URL) ?? '')
  return {
    apiBaseUrl: text(import.meta.env.VITE_API_BASE_URL) ?? '/api/v2',
    websiteBaseUrl,
    guestOrderUrl: defaultGuestOrderUrl(websiteBaseUrl),
  }
}

/**
 * Fields may be left out (an older config.json keeps working); a wrong type invalidates the file.
 * A missing guestOrderUrl follows the file's websiteBaseUrl, so moving the website moves it too.
 */
export function runtimeConfigSchema(defaults: RuntimeConfig) {
  return v.pipe(
    v.object({
      apiBaseUrl: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), defaults.apiBaseUrl),
      websiteBaseUrl: v.optional(v.pipe(v.string(), v.trim()), defaults.websiteBaseUrl),
      guestOrderUrl: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
      // Raised to the minimum rather than refused: the rest of the file is still good.
      syncPollSeconds: v.optional(
        v.pipe(
          v.number(),
          v.transform((seconds) => Math.max(MIN_SYNC_POLL_SECONDS, seconds)),
        ),
      ),
      outboxBackoffSeconds: v.optional(
        v.pipe(
          v.number(),
          v.transform((seconds) => Math.max(MIN_OUTBOX_BACKOFF_SECONDS, seconds)),
        ),
      ),
    }),
    v.transform((input): RuntimeConfig => {
      const websiteBaseUrl = withoutTrailingSlash(input.websiteBaseUrl)
      return {
        apiBaseUrl: withoutTrailingSlash(input.apiBaseUrl),
        websiteBaseUrl,
        guestOrderUrl: input.guestOrderUrl ?? defaultGuestOrderUrl(websiteBaseUrl),
        ...(input.syncPollSeconds === undefined ? {} : { syncPollSeconds: input.syncPollSeconds }),
        ...(input.outboxBackoffSeconds === undefined
          ? {}
          : { outboxBackoffSeconds: input.outboxBackoffSeconds }),
      }
    }),
  )
}

/** Base URLs are joined with paths, so a trailing slash would double up. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** config.json served next to index.html, or undefined when it is missing, unreadable or invalid. */
async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig | undefined> {
  try {
    const base = text(import.meta.env.BASE_URL) ?? '/'
    const response = await fetchImpl(`${base.endsWith('/') ? base : `${base}/`}config.json`, {
      cache: 'no-store',
      // Older Safari lacks AbortSignal.timeout: load without a limit there rather than fail.
      ...(typeof AbortSignal.timeout === 'function'
        ? { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) }
        : {}),
    })
    if (!response.ok) return undefined
    const parsed = v.safeParse(runtimeConfigSchema(defaultRuntimeConfig()), await response.json())
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads config.json served next to index.html. Never throws: a missing, unreadable or invalid file
 * falls back to the build-time default, so a bad deploy still opens the app.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = globalThis.fetch?.bind(globalThis),
): Promise<RuntimeConfig> {
  return (await fetchRuntimeConfig(fetchImpl)) ?? defaultRuntimeConfig()
}

/** Whether this device kept a config.json from an earlier start (startupRuntimeConfig then waits for none). */
export function hasStoredRuntimeConfig(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(STORED_CONFIG_KEY) !== null
}

function storedRuntimeConfig(storage: Storage): RuntimeConfig | undefined {
  try {
    const parsed = v.safeParse(
      runtimeConfigSchema(defaultRuntimeConfig()),
      JSON.parse(storage.getItem(STORED_CONFIG_KEY) ?? 'null'),
    )
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * The configuration a start runs with, without waiting for the network: the config.json this device
 * read last time, while the current one is fetched behind it and kept for the next start. Only a
 * device that never read one waits for it (and falls back to the build-time default). A changed
 * config.json therefore takes effect on each device's next start after it was read, as a new app
 * version does under the service worker.
 */
export async function startupRuntimeConfig(
  storage: Storage,
  fetchImpl: typeof fetch = globalThis.fetch?.bind(globalThis),
): Promise<RuntimeConfig> {
  const fresh = fetchRuntimeConfig(fetchImpl).then((config) => {
    try {
      // A file that could not be read (offline, a bad deploy) leaves the last good one in place.
      if (config) storage.setItem(STORED_CONFIG_KEY, JSON.stringify(config))
    } catch {
      // Storage full or refused: the next start reads config.json again.
    }
    return config
  })
  return storedRuntimeConfig(storage) ?? (await fresh) ?? defaultRuntimeConfig()
}
