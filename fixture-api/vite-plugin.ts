import type { Connect, Plugin } from 'vite'
import { createFixtureApi, type FixtureApi } from './app'
import { nodeListener } from './node-listener'
import { type FixtureOptions, optionsFromEnv } from './options'

/**
 * Mounts the fixture API in the Vite dev and preview servers, so one port serves the app and
 * /api/v2. Options come from the FIXTURE_* environment variables; writes go to .fixture-data.
 */
export function fixtureApiPlugin(overrides: Partial<FixtureOptions> = {}): Plugin {
  let api: FixtureApi | undefined
  const middleware = (): Connect.NextHandleFunction => {
    api ??= createFixtureApi({ dataDir: '.fixture-data', ...optionsFromEnv(process.env), ...overrides })
    const mounted = api
    const listener = nodeListener(mounted)
    return (request, response, next) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      if (!mounted.handles(path)) return next()
      listener(request, response).catch(next)
    }
  }
  return {
    name: 'courier-fixture-api',
    configureServer(server) {
      server.middlewares.use(middleware())
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware())
    },
  }
}
