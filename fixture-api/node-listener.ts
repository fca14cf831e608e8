import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { FixtureApi } from './app'

export type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>

/**
 * Serves the fixture API from a Node request. A drop-after-commit or refused connection destroys
 * the socket without an answer, which is what a client on a flaky network really sees.
 */
export function nodeListener(api: FixtureApi): NodeListener {
  return getRequestListener(async (request, env) => {
    const { response, drop } = await api.handle(request)
    if (drop) {
      env.incoming.socket.destroy()
      return new Response(null, { status: 204 })
    }
    return response
  })
}
