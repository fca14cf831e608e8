import { parseArgs } from 'node:util'
import { DEMO_ACCOUNTS_TEXT } from './demo-accounts'
import { optionsFromEnv } from './options'
import { startFixtureServer } from './server'

const USAGE = `Usage: npm run fixture-api -- [options]

  --port N          port to listen on (default 4010, or FIXTURE_PORT)
  --host H          interface to bind (default 127.0.0.1)
  --data-dir DIR    folder for the state file that keeps writes (default .fixture-data)
  --no-persist      keep writes in memory only
  --reset           discard saved writes and start again from the seed
  --seed N          data seed (default 20261122)
  --scale N         benchmark scale: customer gets 1,000×N addresses, 5,000×N archived shipments
                    (the archive stops at N = 10)
  --token-ttl S     access-token lifetime in seconds (default 3600)
  --test-controls   expose /__fixture/faults and /__fixture/outbox for tests
  --help            this text

Fault injection (environment): FIXTURE_LATENCY_MS, FIXTURE_JITTER_MS, FIXTURE_ERROR_RATE (0..1),
FIXTURE_DROP_AFTER_COMMIT (0..1), FIXTURE_CONFLICT_RATE (0..1), FIXTURE_REFUSE_CONNECTIONS=1.
FIXTURE_NOW pins the clock.
FIXTURE_SPEC_STRICT=1 answers only the spec's fields (standing orders without customer_name).`

function numberArg(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  const parsed = Number(value)
  if (!Number.isFinite(parsed)) throw new Error(`--${name} needs a number, got "${value}"`)
  return parsed
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'no-persist': { type: 'boolean' },
      reset: { type: 'boolean' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      'token-ttl': { type: 'string' },
      'test-controls': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.info(USAGE)
    return
  }
  const options = optionsFromEnv(process.env)
  options.dataDir =
    values['no-persist'] || ('dataDir' in options && options.dataDir === undefined)
      ? undefined
      : (values['data-dir'] ?? options.dataDir ?? '.fixture-data')
  if (values.reset) options.reset = true
  if (values['test-controls']) options.testControls = true
  const seed = numberArg(values.seed, 'seed')
  const scale = numberArg(values.scale, 'scale')
  const ttl = numberArg(values['token-ttl'], 'token-ttl')
  if (seed !== undefined) options.seed = seed
  if (scale !== undefined) options.scale = scale
  if (ttl !== undefined) options.tokenTtlSeconds = ttl
  const port = numberArg(values.port, 'port') ?? numberArg(process.env.FIXTURE_PORT, 'FIXTURE_PORT') ?? 4010

  const started = performance.now()
  const running = await startFixtureServer(options, port, values.host ?? '127.0.0.1')
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.info(`Fixture API listening on ${running.url}/api/v2 (ready in ${seconds} s)`)
  if (running.api.options.specStrict) console.info('Spec-strict: standing orders answer no customer_name')
  console.info(
    running.api.stateFile ? `Writes are kept in ${running.api.stateFile}` : 'Writes are kept in memory only',
  )
  console.info(DEMO_ACCOUNTS_TEXT)
  const stop = () => void running.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
