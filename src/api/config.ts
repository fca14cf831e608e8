import * as v from 'valibot'

export interface RuntimeConfig {
  /** The courier's /api/v2 (decisions: configurable without rebuilding). */
  apiBaseUrl: string
  /** The public website host (team, service information, news feed); '' = same origin. */
  websiteBaseUrl: string
  /** 'Order as guest' on Login opens this page. */
  guestOrderUrl: string
}

const CONFIG_TIMEOUT_MS = 5000

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The build-time default: the project's own fixture API on the same origin (decisions). */
export function defaultRuntimeConfig(): RuntimeConfig {
  return {
    // Written out in full so that Vite replaces each at build time.
    apiBaseUrl: text(import.meta.env.VITE_API_BASE_URL) ?? '/api/v2',
    websiteBaseUrl: text(import.meta.env.VITE_WEBSITE_BASE_URL) ?? '',
    guestOrderUrl: text(import.meta.env.VITE_GUEST_ORDER_URL) ?? '/',
  }
}

/** Fields may be left out (an older config.json keeps working); a wrong type invalidates the file. */
export function runtimeConfigSchema(defaults: RuntimeConfig) {
  return v.object({
    apiBaseUrl: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), defaults.apiBaseUrl),
    websiteBaseUrl: v.optional(v.pipe(v.string(), v.trim()), defaults.websiteBaseUrl),
    guestOrderUrl: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), defaults.guestOrderUrl),
  })
}

/** Base URLs are joined with paths, so a trailing slash would double up. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/**
 * Reads config.json served next to index.html. Never throws: a missing, unreadable or invalid file
 * falls back to the build-time default, so a bad deploy still opens the app.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = globalThis.fetch?.bind(globalThis),
): Promise<RuntimeConfig> {
  const defaults = defaultRuntimeConfig()
  try {
    const base = text(import.meta.env.BASE_URL) ?? '/'
    const response = await fetchImpl(`${base.endsWith('/') ? base : `${base}/`}config.json`, {
      cache: 'no-store',
      // Older Safari lacks AbortSignal.timeout: load without a limit there rather than fail.
      ...(typeof AbortSignal.timeout === 'function'
        ? { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) }
        : {}),
    })
    if (!response.ok) return defaults
    const parsed = v.safeParse(runtimeConfigSchema(defaults), await response.json())
    if (!parsed.success) return defaults
    return {
      apiBaseUrl: withoutTrailingSlash(parsed.output.apiBaseUrl),
      websiteBaseUrl: withoutTrailingSlash(parsed.output.websiteBaseUrl),
      guestOrderUrl: parsed.output.guestOrderUrl,
    }
  } catch {
    return defaults
  }
}
