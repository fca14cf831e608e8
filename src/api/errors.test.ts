import { HTTPError, TimeoutError } from 'ky'
import { describe, expect, it } from 'vitest'
import { ApiError, isOffline, reachability, toApiError } from './errors'
import { stubHarness } from './testing/harness'

const request = new Request('http://fixture.test/api/v2/profile')

describe('toApiError', () => {
  it('keeps an ApiError as it is', async () => {
    const original = new ApiError({ kind: 'payload', message: 'x' })
    expect(await toApiError(original)).toBe(original)
  })

  it('a 401 is unauthorized, other statuses are http, with message, field and body', async () => {
    const response = Response.json({ code: 401, message: 'Expired JWT Token' }, { status: 401 })
    expect(await toApiError(new HTTPError(response, request, {} as never))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      message: 'Expired JWT Token',
    })
    const conflict = Response.json(
      { code: 409, message: 'no longer', field: 'coli_count', extra: 1 },
      { status: 409 },
    )
    expect(await toApiError(new HTTPError(conflict, request, {} as never))).toMatchObject({
      kind: 'http',
      status: 409,
      field: 'coli_count',
      body: { extra: 1 },
    })
  })

  it('timeouts, aborts and network failures', async () => {
    expect((await toApiError(new TimeoutError(request))).kind).toBe('timeout')
    expect((await toApiError(new DOMException('t', 'TimeoutError'))).kind).toBe('timeout')
    expect((await toApiError(new DOMException('a', 'AbortError'))).kind).toBe('aborted')
    expect((await toApiError(new TypeError('Failed to fetch'))).kind).toBe('offline')
  })

  it('isOffline is true for offline and timeout only', () => {
    expect(isOffline(new ApiError({ kind: 'offline', message: '' }))).toBe(true)
    expect(isOffline(new ApiError({ kind: 'timeout', message: '' }))).toBe(true)
    expect(isOffline(new ApiError({ kind: 'http', message: '', status: 500 }))).toBe(false)
    expect(isOffline(new TypeError('x'))).toBe(false)
  })

  it("reachability tells a device without network ('offline') from a server that did not answer in time ('slow')", () => {
    expect(reachability(new ApiError({ kind: 'offline', message: '' }))).toBe('offline')
    expect(reachability(new ApiError({ kind: 'timeout', message: '' }))).toBe('slow')
    expect(reachability(new ApiError({ kind: 'http', message: '', status: 503 }))).toBeNull()
    expect(reachability(new ApiError({ kind: 'aborted', message: '' }))).toBeNull()
    expect(reachability(new TypeError('x'))).toBeNull()
  })
})

describe('HTTP errors', () => {
  it('carry status, the server message and field', async () => {
    const { api } = stubHarness(
      { code: 422, message: 'Invalid value for field "email"', field: 'email' },
      422,
    )
    await expect(api.auth.isEmailUnique('x')).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      message: 'Invalid value for field "email"',
      field: 'email',
    })
  })

  it('a non-JSON error page still is an http error with its status', async () => {
    const { api } = stubHarness('<html>Bad gateway</html>', 502)
    const error = await api.auth.register({} as never).catch((reason: unknown) => reason)
    expect(error).toMatchObject({ kind: 'http', status: 502, field: undefined })
  })
})
