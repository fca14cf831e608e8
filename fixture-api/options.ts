import { Temporal } from 'temporal-polyfill'

/** Everything that shapes the fixture API; the CLI, the Vite plugin and tests fill it in. */
export interface FixtureOptions {
  /** Same seed, same clock anchor: byte-identical data. */
  seed: number
  /** 1 is the everyday data set; N > 1 gives `customer` 1,000×N addresses and 5,000×N archived shipments. */
  scale: number
  /** Folder of the JSON file that keeps writes across restarts; none keeps them in memory only. */
  dataDir?: string | undefined
  /** Drop the saved writes and start again from the seed. */
  reset: boolean
  /** Access-token lifetime in seconds. */
  tokenTtlSeconds: number
  /** Enables the /__fixture control routes that tests use for fault injection. */
  testControls: boolean
  /** The clock; tests pin it so that "now" and generated dates are fixed. */
  now: () => Temporal.Instant
  faults: FaultSettings
  /**
   * Answers only what spec section 3 lists: standing orders without `customer_name`, which the
   * spec's table has no server field for, so the portal is tried against a server that follows it.
   */
  specStrict: boolean
}

export interface FaultSettings {
  latencyMs: number
  jitterMs: number
  /** Share of /api/v2 requests, 0..1, that answer 500 or 503 before doing anything. */
  errorRate: number
  /** Share of successful writes, 0..1, whose connection is destroyed after the write is committed. */
  dropAfterCommitRate: number
  /**
   * Share of writes, 0..1, carrying an Idempotency-Key that answer 409 "still being processed"
   * before doing anything, as the idempotency-key draft answers a request that overlaps another
   * under the same key. Only a key's first request: the one it overlapped finishes, so the next
   * request under that key is processed (http/faults.ts).
   */
  conflictRate: number
  refuseConnections: boolean
}

export const DEFAULT_SEED = 20261122
export const DEFAULT_TOKEN_TTL_SECONDS = 3600

export function defaultFaults(): FaultSettings {
  return {
    latencyMs: 0,
    jitterMs: 0,
    errorRate: 0,
    dropAfterCommitRate: 0,
    conflictRate: 0,
    refuseConnections: false,
  }
}

export function resolveOptions(partial: Partial<FixtureOptions> = {}): FixtureOptions {
  return {
    seed: partial.seed ?? DEFAULT_SEED,
    scale: partial.scale ?? 1,
    dataDir: partial.dataDir,
    reset: partial.reset ?? false,
    tokenTtlSeconds: partial.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    testControls: partial.testControls ?? false,
    now: partial.now ?? (() => Temporal.Now.instant()),
    faults: { ...defaultFaults(), ...partial.faults },
    specStrict: partial.specStrict ?? false,
  }
}

function numberFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`)
  return value
}

function flagFrom(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  return raw === '1' || raw.toLowerCase() === 'true'
}

/** Reads the FIXTURE_* environment variables documented in the README. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): Partial<FixtureOptions> {
  const faults: Partial<FaultSettings> = {}
  const latencyMs = numberFrom(env, 'FIXTURE_LATENCY_MS')
  const jitterMs = numberFrom(env, 'FIXTURE_JITTER_MS')
  const errorRate = numberFrom(env, 'FIXTURE_ERROR_RATE')
  const dropAfterCommitRate = numberFrom(env, 'FIXTURE_DROP_AFTER_COMMIT')
  const conflictRate = numberFrom(env, 'FIXTURE_CONFLICT_RATE')
  const refuseConnections = flagFrom(env, 'FIXTURE_REFUSE_CONNECTIONS')
  if (latencyMs !== undefined) faults.latencyMs = latencyMs
  if (jitterMs !== undefined) faults.jitterMs = jitterMs
  if (errorRate !== undefined) faults.errorRate = errorRate
  if (dropAfterCommitRate !== undefined) faults.dropAfterCommitRate = dropAfterCommitRate
  if (conflictRate !== undefined) faults.conflictRate = conflictRate
  if (refuseConnections !== undefined) faults.refuseConnections = refuseConnections

  const options: Partial<FixtureOptions> = { faults: { ...defaultFaults(), ...faults } }
  const seed = numberFrom(env, 'FIXTURE_SEED')
  const scale = numberFrom(env, 'FIXTURE_SCALE')
  const tokenTtlSeconds = numberFrom(env, 'FIXTURE_TOKEN_TTL')
  const testControls = flagFrom(env, 'FIXTURE_TEST_CONTROLS')
  const reset = flagFrom(env, 'FIXTURE_RESET')
  const specStrict = flagFrom(env, 'FIXTURE_SPEC_STRICT')
  if (seed !== undefined) options.seed = seed
  if (scale !== undefined) options.scale = scale
  if (tokenTtlSeconds !== undefined) options.tokenTtlSeconds = tokenTtlSeconds
  if (testControls !== undefined) options.testControls = testControls
  if (reset !== undefined) options.reset = reset
  if (specStrict !== undefined) options.specStrict = specStrict
  if (env.FIXTURE_DATA_DIR) options.dataDir = env.FIXTURE_DATA_DIR
  // Keeps writes in memory only, whatever the data folder (the standalone server's --no-persist).
  if (flagFrom(env, 'FIXTURE_NO_PERSIST')) options.dataDir = undefined
  const fixedNow = env.FIXTURE_NOW
  if (fixedNow) {
    const instant = Temporal.Instant.from(fixedNow)
    options.now = () => instant
  }
  return options
}
