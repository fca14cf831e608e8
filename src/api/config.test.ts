import { describe, expect, it, vi } from 'vitest'
import {
  defaultRuntimeConfig,
  guestOrderLink,
  hasStoredRuntimeConfig,
  loadRuntimeConfig,
  STORED_CONFIG_KEY,
  startupRuntimeConfig,
} from './config'
import { MemoryStorage } from './memory-storage'

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))

describe('loadRuntimeConfig', () => {
  it('reads config.json next to index.html', async () => {
    const fetchImpl = answer({
      apiBaseUrl: 'https://api.example.ch/api/v2/',
      websiteBaseUrl: 'https://www.example.ch',
      guestOrderUrl: 'https://www.example.ch/de/order',
    })
    expect(await loadRuntimeConfig(fetchImpl)).toEqual({
      apiBaseUrl: 'https://api.example.ch/api/v2',
      websiteBaseUrl: 'https://www.example.ch',
      guestOrderUrl: 'https://www.example.ch/de/order',
    })
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }))
  })

  // AUTH-011: 'Order as guest' leads to the public website's guest order page, not to the portal ('/').
  it("the build-time default is the fixture API on the same origin, and 'Order as guest' the website's guest order page", () => {
    expect(defaultRuntimeConfig()).toEqual({
      apiBaseUrl: '/api/v2',
      websiteBaseUrl: '',
      guestOrderUrl: '/{locale}/guest-order',
    })
    expect(guestOrderLink(defaultRuntimeConfig().guestOrderUrl, 'de')).toBe('/de/guest-order')
  })

  it("'Order as guest' follows a configured website host unless config.json names its own page", async () => {
    expect(await loadRuntimeConfig(answer({ websiteBaseUrl: 'https://www.example.ch/' }))).toEqual({
      apiBaseUrl: '/api/v2',
      websiteBaseUrl: 'https://www.example.ch',
      guestOrderUrl: 'https://www.example.ch/{locale}/guest-order',
    })
    expect(guestOrderLink('https://www.example.ch/{locale}/guest-order', 'it')).toBe(
      'https://www.example.ch/it/guest-order',
    )
  })

  it('reads the sync poll, raised to 10 s at least, and leaves it out when the file does', async () => {
    expect(await loadRuntimeConfig(answer({ syncPollSeconds: 15 }))).toMatchObject({ syncPollSeconds: 15 })
    expect(await loadRuntimeConfig(answer({ syncPollSeconds: 1 }))).toMatchObject({ syncPollSeconds: 10 })
    expect(await loadRuntimeConfig(answer({ apiBaseUrl: '/api/v2' }))).not.toHaveProperty('syncPollSeconds')
    expect(await loadRuntimeConfig(answer({ syncPollSeconds: '15' }))).toEqual(defaultRuntimeConfig())
  })

  it('reads the outbox backoff, raised to 0.25 s at least, and leaves it out when the file does', async () => {
    const read = (outboxBackoffSeconds: unknown) => loadRuntimeConfig(answer({ outboxBackoffSeconds }))
    expect(await read(0.5)).toMatchObject({ outboxBackoffSeconds: 0.5 })
    expect(await read(0)).toMatchObject({ outboxBackoffSeconds: 0.25 })
    expect(await loadRuntimeConfig(answer({ apiBaseUrl: '/api/v2' }))).not.toHaveProperty(
      'outboxBackoffSeconds',
    )
    expect(await read('1')).toEqual(defaultRuntimeConfig())
  })

  it('fills fields an older config.json leaves out from the default', async () => {
    expect(await loadRuntimeConfig(answer({ apiBaseUrl: '/backend/api/v2' }))).toEqual({
      apiBaseUrl: '/backend/api/v2',
      websiteBaseUrl: '',
      guestOrderUrl: '/{locale}/guest-order',
    })
  })

  it.each([
    ['a 404', answer('not found', 404)],
    ['HTML instead of JSON', answer('<!doctype html><html></html>')],
    ['a wrong type', answer({ apiBaseUrl: 42 })],
    ['an empty API URL', answer({ apiBaseUrl: '' })],
    ['null', answer('null')],
    ['a rejected fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('falls back to the default on %s, never throwing', async (_case, fetchImpl) => {
    expect(await loadRuntimeConfig(fetchImpl)).toEqual(defaultRuntimeConfig())
  })

  it("the shipped public/config.json is valid, and leaves 'Order as guest' to follow the website host", async () => {
    const { readFile } = await import('node:fs/promises')
    const text = await readFile(new URL('../../public/config.json', import.meta.url), 'utf8')
    const shipped = JSON.parse(text) as Record<string, string>
    expect(shipped).not.toHaveProperty('guestOrderUrl')
    expect(await loadRuntimeConfig(answer(text))).toEqual({
      ...shipped,
      guestOrderUrl: `${shipped.websiteBaseUrl}/{locale}/guest-order`,
    })
  })
})

// Issue 8, item 9: nothing a start renders waits on the network, config.json included.
describe('startupRuntimeConfig', () => {
  const served = { apiBaseUrl: 'https://api.example.ch/api/v2', websiteBaseUrl: 'https://www.example.ch' }
  const read = {
    apiBaseUrl: 'https://api.example.ch/api/v2',
    websiteBaseUrl: 'https://www.example.ch',
    guestOrderUrl: 'https://www.example.ch/{locale}/guest-order',
  }

  it('a first start waits for config.json and keeps it for the next start', async () => {
    const storage = new MemoryStorage()
    expect(await startupRuntimeConfig(storage, answer(served))).toEqual(read)
    expect(JSON.parse(storage.getItem(STORED_CONFIG_KEY) ?? 'null')).toEqual(read)
    // The app's start then knows the next start waits for no config.json (start.tsx).
    expect(hasStoredRuntimeConfig(storage)).toBe(true)
    expect(hasStoredRuntimeConfig(new MemoryStorage())).toBe(false)
  })

  it('a later start runs at once with the copy it kept, while the current file is read behind for the next', async () => {
    const storage = new MemoryStorage()
    storage.setItem(STORED_CONFIG_KEY, JSON.stringify(read))
    let answerFile: (response: Response) => void = () => undefined
    const fetchImpl = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answerFile = resolve
        }),
    )
    // Resolves although config.json has not answered.
    expect(await startupRuntimeConfig(storage, fetchImpl)).toEqual(read)
    expect(fetchImpl).toHaveBeenCalledTimes(1)

    answerFile(new Response(JSON.stringify({ ...served, apiBaseUrl: '/moved/api/v2' })))
    await vi.waitFor(() =>
      expect(JSON.parse(storage.getItem(STORED_CONFIG_KEY) ?? 'null')).toMatchObject({
        apiBaseUrl: '/moved/api/v2',
      }),
    )
  })

  it('a file that cannot be read (offline, a bad deploy) keeps the last good copy; with none, the default', async () => {
    const storage = new MemoryStorage()
    storage.setItem(STORED_CONFIG_KEY, JSON.stringify(read))
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await startupRuntimeConfig(storage, offline)).toEqual(read)
    expect(await startupRuntimeConfig(storage, answer('not found', 404))).toEqual(read)
    expect(JSON.parse(storage.getItem(STORED_CONFIG_KEY) ?? 'null')).toEqual(read)

    expect(await startupRuntimeConfig(new MemoryStorage(), offline)).toEqual(defaultRuntimeConfig())
  })

  it('a kept copy that no longer reads as a configuration is ignored', async () => {
    const storage = new MemoryStorage()
    storage.setItem(STORED_CONFIG_KEY, '{"apiBaseUrl": 42')
    expect(await startupRuntimeConfig(storage, answer(served))).toEqual(read)
  })
})
