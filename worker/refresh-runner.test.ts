import { afterEach, describe, expect, it } from 'vitest'
import type { Api } from '#api/create-api'
import { ApiError } from '#api/errors'
import type { PortalDatabase } from '#db/database'
import type { ScopeRequest, SyncStatus } from './contract'
import type { MirrorContext } from './mirror/context'
import { createRefreshRunner, failureOf } from './refresh-runner'
import { testDatabase } from './testing/test-db'

let db: PortalDatabase | undefined
afterEach(() => db?.close())

function setup(outcomes: Partial<Record<ScopeRequest['scope'], () => Promise<unknown>>>) {
  db = testDatabase()
  const context: MirrorContext = { api: {} as Api, db, account: 'customer', now: () => 0 }
  const statuses: SyncStatus[] = []
  const runner = createRefreshRunner({
    lastSuccess: {},
    emit: (status) => statuses.push(status),
    job: async (_context, request) => {
      await outcomes[request.scope]?.()
      await db?.meta.put({ account: 'customer', key: `lastSuccess:${request.scope}`, value: 'then' })
    },
  })
  return { runner, context, statuses }
}

describe('refresh runner status', () => {
  it('says syncing once while refreshes overlap, then the failure of that spell', async () => {
    const { runner, context, statuses } = setup({
      addresses: async () => {
        throw new ApiError({ kind: 'timeout', message: 'slow' })
      },
    })

    await Promise.all([
      runner.run(context, { scope: 'profile' }),
      runner.run(context, { scope: 'addresses' }),
    ])

    expect(statuses).toEqual([
      { type: 'syncing', lastSuccess: {} },
      { type: 'offline', scope: 'addresses', lastSuccess: { profile: 'then' } },
    ])
  })

  it('is idle again after a later spell succeeds, and a cancelled refresh is no failure', async () => {
    const { runner, context, statuses } = setup({
      packaging: async () => {
        throw new ApiError({ kind: 'aborted', message: 'stopped' })
      },
    })

    await runner.run(context, { scope: 'packaging' })
    await runner.run(context, { scope: 'profile' })

    expect(statuses.map((status) => status.type)).toEqual(['syncing', 'idle', 'syncing', 'idle'])
  })

  it('tells offline from other failures', () => {
    expect(failureOf('profile', new ApiError({ kind: 'offline', message: 'x' }))).toEqual({
      type: 'offline',
      scope: 'profile',
    })
    expect(
      failureOf('profile', new ApiError({ kind: 'http', status: 500, message: 'Server error' })),
    ).toEqual({
      type: 'error',
      scope: 'profile',
      message: 'Server error',
    })
    expect(failureOf('profile', new Error('QuotaExceededError'))).toMatchObject({
      type: 'error',
      message: 'QuotaExceededError',
    })
    expect(failureOf('profile', new ApiError({ kind: 'aborted', message: 'x' }))).toBeNull()
  })

  it('tells a session waiting for its token renewal from a plain offline spell', () => {
    expect(
      failureOf('profile', new ApiError({ kind: 'offline', message: 'x', waitingForSession: true })),
    ).toEqual({ type: 'offline', scope: 'profile', waitingForSession: true })
  })
})
