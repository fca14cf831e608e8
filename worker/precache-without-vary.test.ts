import { describe, expect, it } from 'vitest'
import { precacheWithoutVary } from './precache-without-vary'

const store = (response: Response) =>
  precacheWithoutVary.cacheWillUpdate?.({
    response,
    request: new Request('https://portal.test/assets/start-abc.js'),
    event: new Event('install') as ExtendableEvent,
    state: {},
  }) as Promise<Response | null>

describe('precached files are stored without Vary, for the browser’s own cache look-up', () => {
  it('drops Vary and keeps the body, the status and every other header', async () => {
    const stored = await store(
      new Response('export const a = 1', {
        status: 200,
        headers: { vary: 'Origin', 'content-type': 'text/javascript', etag: 'W/"1"' },
      }),
    )
    expect(stored?.headers.has('vary')).toBe(false)
    expect(stored?.headers.get('content-type')).toBe('text/javascript')
    expect(stored?.headers.get('etag')).toBe('W/"1"')
    expect(stored?.status).toBe(200)
    expect(await stored?.text()).toBe('export const a = 1')
  })

  it('stores an answer without Vary as it is, and an error answer not at all', async () => {
    const plain = new Response('body')
    expect(await store(plain)).toBe(plain)
    expect(await store(new Response('gone', { status: 404, headers: { vary: 'Origin' } }))).toBeNull()
  })
})
