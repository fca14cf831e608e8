type Listener = () => void

/** Whether a new version waits, and how to activate it; the banner subscribes to it. */
export function createUpdateStore() {
  let activate: (() => void) | undefined
  const listeners = new Set<Listener>()
  return {
    waiting: () => activate !== undefined,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    offer(activateNewVersion: () => void) {
      activate = activateNewVersion
      for (const listener of listeners) listener()
    },
    accept() {
      activate?.()
    },
  }
}

export type UpdateStore = ReturnType<typeof createUpdateStore>
