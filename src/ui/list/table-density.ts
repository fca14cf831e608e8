import { useSyncExternalStore } from 'react'

export type TableDensity = 'comfortable' | 'compact'

/**
 * Where the density is kept: in local storage, per device and not per account, so a logout keeps it
 * (src/app/services.ts lists it among the keys a wipe leaves).
 */
export const TABLE_DENSITY_KEY = 'tableDensity'

const listeners = new Set<() => void>()

function read(): TableDensity {
  try {
    // Anything but the one other value (missing, hand-edited, an older format) is the default.
    return globalThis.localStorage?.getItem(TABLE_DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable'
  } catch {
    return 'comfortable'
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice: the desk keeps several open, and they show the same density.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TABLE_DENSITY_KEY || event.key === null) listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

/** The choice made while storage refused it (full, blocked): it holds in this tab until a reload. */
let fallback: TableDensity | null = null

export function setTableDensity(density: TableDensity) {
  try {
    localStorage.setItem(TABLE_DENSITY_KEY, density)
    fallback = null
  } catch {
    fallback = density
  }
  for (const listener of listeners) listener()
}

const snapshot = () => fallback ?? read()

/** The list tables' density on this device, and its changes in this tab and in others. */
export function useTableDensity(): TableDensity {
  return useSyncExternalStore(subscribe, snapshot, () => 'comfortable')
}
