import { describe, expect, it, vi } from 'vitest'
import { defaultRuntimeConfig, loadRuntimeConfig } from './config'

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

  it('the build-time default is the fixture API on the same origin', () => {
    expect(defaultRuntimeConfig()).toEqual({ apiBaseUrl: '/api/v2', websiteBaseUrl: '', guestOrderUrl: '/' })
  })

  it('fills fields an older config.json leaves out from the default', async () => {
    expect(await loadRuntimeConfig(answer({ apiBaseUrl: '/backend/api/v2' }))).toEqual({
      apiBaseUrl: '/backend/api/v2',
      websiteBaseUrl: '',
      guestOrderUrl: '/',
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

  it('the shipped public/config.json is valid and complete', async () => {
    const { readFile } = await import('node:fs/promises')
    const text = await readFile(new URL('../../public/config.json', import.meta.url), 'utf8')
    expect(await loadRuntimeConfig(answer(text))).toEqual(JSON.parse(text))
    expect(JSON.parse(text)).toHaveProperty('guestOrderUrl')
  })
})
