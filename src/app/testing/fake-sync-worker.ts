import { expose } from 'comlink'
import { vi } from 'vitest'
import type { StartArgs, SyncEvent } from '#worker/contract'

/**
 * A stand-in for the sync worker: the app reaches it through comlink over a real MessageChannel,
 * as it reaches the real one, and the test plays the worker's side (its events, what it was asked).
 */
export function fakeSyncWorker() {
  const asked: string[] = []
  const started: StartArgs[] = []
  let listener: ((event: SyncEvent) => void) | undefined
  const handlers = {
    async start(args: StartArgs) {
      asked.push(`start ${args.username}`)
      started.push(args)
      return { account: args.username }
    },
    async subscribe(next: (event: SyncEvent) => void) {
      listener = next
      return 1
    },
    async stop() {
      asked.push('stop')
    },
    async updateTokens() {
      asked.push('updateTokens')
    },
    async refresh(scope: string) {
      asked.push(`refresh ${scope}`)
    },
  }
  let created = 0
  vi.stubGlobal(
    'Worker',
    class {
      constructor() {
        created++
        const channel = new MessageChannel()
        expose(handlers, channel.port2)
        // A constructor may hand back another object: the app gets the port comlink wraps.
        // biome-ignore lint/correctness/noConstructorReturn: see above
        return channel.port1
      }
    },
  )
  return {
    asked,
    /** What each start() was given. */
    started,
    created: () => created,
    async emit(event: SyncEvent) {
      if (!listener) throw new Error('the app never subscribed to the worker')
      await listener(event)
    },
  }
}
