import { expose } from 'comlink'
import { vi } from 'vitest'
import type { PrefetchArgs, SessionTokens, StartArgs, SyncEvent } from '#worker/contract'

/**
 * A stand-in for the sync worker: the app reaches it through comlink over a real MessageChannel,
 * as it reaches the real one, and the test plays the worker's side (its events, what it was asked).
 */
export function fakeSyncWorker() {
  const asked: string[] = []
  const started: StartArgs[] = []
  const tokens: SessionTokens[] = []
  // Kept like the real worker's: every subscriber hears every event, across stops and starts.
  const listeners: ((event: SyncEvent) => void)[] = []
  const handlers = {
    async start(args: StartArgs) {
      asked.push(`start ${args.username}`)
      started.push(args)
      return { account: args.username }
    },
    async subscribe(next: (event: SyncEvent) => void) {
      listeners.push(next)
      return listeners.length
    },
    async stop() {
      asked.push('stop')
    },
    async updateTokens(given: SessionTokens) {
      asked.push('updateTokens')
      tokens.push(given)
    },
    async refresh(scope: string) {
      asked.push(`refresh ${scope}`)
    },
    async release(scope: string) {
      asked.push(`release ${scope}`)
    },
    async prefetch(args: PrefetchArgs) {
      asked.push(`prefetch ${args.token}`)
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
    /** What each updateTokens() was given. */
    tokens,
    created: () => created,
    /** How many listeners the app has subscribed. */
    subscribers: () => listeners.length,
    async emit(event: SyncEvent) {
      if (!listeners.length) throw new Error('the app never subscribed to the worker')
      await Promise.all(listeners.map((listener) => listener(event)))
    },
  }
}
