import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFixtureApi, type FixtureApi } from './app'
import { nodeListener } from './node-listener'
import type { FixtureOptions } from './options'

export interface RunningFixtureServer {
  api: FixtureApi
  server: Server
  /** Base URL, for example http://127.0.0.1:4010 */
  url: string
  close(): Promise<void>
}

/** The standalone fixture API: one Node HTTP server on the given port (0 picks a free one). */
export async function startFixtureServer(
  options: Partial<FixtureOptions>,
  port: number,
  host = '127.0.0.1',
): Promise<RunningFixtureServer> {
  const api = createFixtureApi(options)
  const listener = nodeListener(api)
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0] ?? '/'
    if (api.handles(path)) {
      void listener(incoming, outgoing)
      return
    }
    outgoing.writeHead(404, { 'content-type': 'application/json' })
    outgoing.end(JSON.stringify({ code: 404, message: `No route for ${incoming.method} ${path}` }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    api,
    server,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
