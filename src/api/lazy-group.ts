type AsyncGroup = Record<string, (...args: never[]) => Promise<unknown>>

/**
 * An endpoint group whose code (its schemas, normalisers and Temporal) downloads on the group's
 * first call, so the login screen's bundle carries only what a login needs. Every method of such a
 * group already answers a promise, so a caller cannot tell the difference.
 */
export function lazyGroup<G extends AsyncGroup>(load: () => Promise<G>): G {
  let loaded: Promise<G> | undefined
  const group = () => {
    loaded ??= load().catch((error: unknown) => {
      // A chunk that failed to download (offline on a first visit) is tried again on the next call.
      loaded = undefined
      throw error
    })
    return loaded
  }
  const methods: Record<string, unknown> = {}
  return new Proxy(methods, {
    get(target, key) {
      // Never a thenable, and test spies installed on the group win over the loader.
      if (typeof key !== 'string' || key === 'then') return undefined
      if (key in target) return target[key]
      const method = (...args: never[]) =>
        group().then((real) => (real[key] as (...a: never[]) => unknown)(...args))
      target[key] = method
      return method
    },
  }) as G
}
