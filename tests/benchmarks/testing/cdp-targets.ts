import type { CDPSession } from '@playwright/test'

/** The little of a CDP session the memory census needs, for a page and for one of its workers alike. */
export interface Cdp {
  send<T = unknown>(method: string, params?: object): Promise<T>
  /** Subscribes to an event; answers the unsubscribe. */
  on(event: string, listener: (params: never) => void): () => void
}

/** The page's own session, in the shape above. */
export function pageCdp(session: CDPSession): Cdp {
  // Playwright types every method of the protocol; the census only knows names and plain params.
  const typed = session as unknown as {
    send(method: string, params?: object): Promise<unknown>
    on(event: string, listener: (params: never) => void): void
    off(event: string, listener: (params: never) => void): void
  }
  return {
    send: <T>(method: string, params?: object) => typed.send(method, params) as Promise<T>,
    on(event, listener) {
      typed.on(event, listener)
      return () => typed.off(event, listener)
    },
  }
}

interface TargetInfo {
  type: string
  url: string
}

interface WireMessage {
  id?: number
  method?: string
  params?: unknown
  result?: unknown
  error?: { message: string }
}

/**
 * The page's workers as CDP sessions, through Target auto-attach on the page's session. Playwright
 * sends on its own flattened sessions only, so these use the non-flattened form: every command and
 * event travels wrapped in Target.sendMessageToTarget / Target.receivedMessageFromTarget.
 */
export async function watchWorkers(page: CDPSession): Promise<{
  /** The first worker of `type` whose script URL contains `urlPart`, once it exists. */
  find(type: string, urlPart: string, timeoutMs?: number): Promise<Cdp>
}> {
  const targets = new Map<string, TargetInfo>()
  const listeners = new Map<string, Set<(params: never) => void>>()
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1

  page.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    targets.set(sessionId, { type: targetInfo.type, url: targetInfo.url })
  })
  page.on('Target.detachedFromTarget', ({ sessionId }) => {
    if (sessionId) targets.delete(sessionId)
  })
  page.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const wire = JSON.parse(message) as WireMessage
    if (wire.id !== undefined) {
      const call = pending.get(wire.id)
      pending.delete(wire.id)
      if (wire.error) call?.reject(new Error(wire.error.message))
      else call?.resolve(wire.result)
    } else if (wire.method) {
      for (const listener of listeners.get(`${sessionId}:${wire.method}`) ?? [])
        listener(wire.params as never)
    }
  })
  await page.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })

  const session = (sessionId: string): Cdp => ({
    send<T>(method: string, params: object = {}) {
      const id = nextId++
      const answer = new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      })
      const message = JSON.stringify({ id, method, params })
      page.send('Target.sendMessageToTarget', { sessionId, message }).catch((error: Error) => {
        pending.get(id)?.reject(error)
        pending.delete(id)
      })
      return answer
    },
    on(event, listener) {
      const key = `${sessionId}:${event}`
      const set = listeners.get(key) ?? new Set()
      set.add(listener)
      listeners.set(key, set)
      return () => set.delete(listener)
    },
  })

  return {
    async find(type, urlPart, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = [...targets].find(([, info]) => info.type === type && info.url.includes(urlPart))
        if (found) return session(found[0])
        if (Date.now() > deadline) throw new Error(`no ${type} target for ${urlPart}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}
