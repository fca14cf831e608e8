import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startPortal } from './portal-server'

describe('startPortal', () => {
  let squatter: Server | null = null
  afterEach(() => {
    squatter?.close()
    squatter = null
  })

  it('refuses a port another server already answers on, instead of timing that server', async () => {
    const server = createServer((_, response) => response.end('an old build'))
    squatter = server
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
    const { port } = server.address() as AddressInfo
    const started = Date.now()
    await expect(startPortal(port)).rejects.toThrow(`http://localhost:${port} already answers`)
    // Refused before any build began.
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
