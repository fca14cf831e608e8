/**
 * Vitest runs test files side by side in worker threads of one process (vitest.config.ts), and
 * Node's BroadcastChannel reaches every thread of the process: a logout in one file's services was
 * heard as the end of another file's session. Each thread gets channels of its own, as each
 * browser has (and as each forked test process had). The name a test reads stays the one it gave.
 */
const Native = globalThis.BroadcastChannel
const thread = process.env.VITEST_POOL_ID

if (Native !== undefined && thread !== undefined) {
  class ThreadChannel extends Native {
    constructor(name: string) {
      super(`vitest-thread-${thread}:${name}`)
      Object.defineProperty(this, 'name', { value: String(name), enumerable: true })
    }
  }
  globalThis.BroadcastChannel = ThreadChannel
}
