import type { LockManagerLike } from '#worker/leadership'

/** Test support: one origin's exclusive Web Locks, shared by the tabs of a test. */

interface Pending {
  name: string
  callback: (lock: Lock | null) => Promise<void>
  resolve: () => void
  reject: (error: unknown) => void
}

const abortError = (message: string) => new DOMException(message, 'AbortError')

export class FakeLockManager implements LockManagerLike {
  readonly #held = new Map<string, Pending>()
  readonly #queue: Pending[] = []

  holds(name: string): boolean {
    return this.#held.has(name)
  }

  request(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const request: Pending = { name, callback, resolve, reject }
      if (options.signal?.aborted) return reject(abortError('aborted'))
      if (options.steal) {
        // The holder keeps running its callback, but its request rejects: it no longer holds the lock.
        this.#held.get(name)?.reject(abortError('stolen'))
        this.#held.delete(name)
        return this.#grant(request)
      }
      if (!this.#held.has(name)) return this.#grant(request)
      if (options.ifAvailable) {
        callback(null).then(resolve, reject)
        return
      }
      this.#queue.push(request)
      options.signal?.addEventListener('abort', () => {
        const index = this.#queue.indexOf(request)
        if (index < 0) return
        this.#queue.splice(index, 1)
        reject(abortError('aborted'))
      })
    })
  }

  #grant(request: Pending): void {
    this.#held.set(request.name, request)
    const lock = { name: request.name, mode: 'exclusive' } as Lock
    const settle = (outcome: () => void) => {
      if (this.#held.get(request.name) !== request) return
      this.#held.delete(request.name)
      outcome()
      const index = this.#queue.findIndex((queued) => queued.name === request.name)
      const [next] = index >= 0 ? this.#queue.splice(index, 1) : []
      if (next) this.#grant(next)
    }
    // Browsers call the callback in a later task, never inside request().
    Promise.resolve()
      .then(() => request.callback(lock))
      .then(
        () => settle(request.resolve),
        (error: unknown) => settle(() => request.reject(error)),
      )
  }
}
