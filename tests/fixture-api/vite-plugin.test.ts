import type { AddressInfo } from 'node:net'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fixtureApiPlugin } from '#fixture-api/vite-plugin'

// The dev server serves the app and the fixture API on one port.
let server: ViteDevServer
let base = ''

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    plugins: [fixtureApiPlugin({ dataDir: undefined })],
    server: { port: 0, host: '127.0.0.1' },
  })
  await server.listen()
  const address = server.httpServer?.address() as AddressInfo
  base = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await server.close()
})

it('serves /api/v2 and the app page from the same port', async () => {
  const login = await fetch(`${base}/api/v2/login_check`, {
    method: 'POST',
    body: new URLSearchParams({ _username: 'dispatcher', _password: 'demo-pass' }),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const switchable = await fetch(`${base}/api/v2/get-switchable-users`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(((await switchable.json()) as unknown[]).length).toBeGreaterThanOrEqual(3)

  const page = await fetch(`${base}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<div id="root">')

  const feed = await fetch(`${base}/share/fr.xml`)
  expect(feed.headers.get('content-type')).toContain('application/xml')
})
