import { useSyncExternalStore } from 'react'
import { DEFAULT_PRINT_PROFILE, type PrintProfile, readPrintProfile } from '#domain/printing/print-profile'

import { PRINT_PROFILE_KEY } from './print-profile-key'

const listeners = new Set<() => void>()

function storedText(): string | null {
  try {
    return globalThis.localStorage?.getItem(PRINT_PROFILE_KEY) ?? null
  } catch {
    return null
  }
}

/** useSyncExternalStore wants the same object while nothing changed: parsed once per stored text. */
let cache: { text: string | null; profile: PrintProfile } = { text: null, profile: DEFAULT_PRINT_PROFILE }

/** The choice made while storage refused it (full, blocked): it holds in this tab until a reload. */
let fallback: PrintProfile | null = null

export function getPrintProfile(): PrintProfile {
  if (fallback) return fallback
  const text = storedText()
  if (text !== cache.text) cache = { text, profile: readPrintProfile(text) }
  return cache.profile
}

export function setPrintProfile(profile: PrintProfile): void {
  try {
    localStorage.setItem(PRINT_PROFILE_KEY, JSON.stringify(profile))
    fallback = null
  } catch {
    fallback = profile
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice: the desk's tabs print on the same printer.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRINT_PROFILE_KEY || event.key === null) listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

/** This workstation's label print profile, and its changes in this tab and in others. */
export function usePrintProfile(): PrintProfile {
  return useSyncExternalStore(subscribe, getPrintProfile, () => DEFAULT_PRINT_PROFILE)
}
