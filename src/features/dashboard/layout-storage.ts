import { type DashboardLayout, LAYOUT_STORAGE_KEY, parseStoredLayout } from '#domain/dashboard/layout'

type LayoutStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The saved layout, repaired; storage that cannot be read (private mode) gives the default. */
export function loadLayout(storage: LayoutStorage): DashboardLayout {
  try {
    return parseStoredLayout(storage.getItem(LAYOUT_STORAGE_KEY))
  } catch {
    return parseStoredLayout(null)
  }
}

/** Answers false when the browser refused to store it (quota, private mode). */
export function saveLayout(storage: LayoutStorage, layout: DashboardLayout): boolean {
  try {
    storage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(layout))
    return true
  } catch {
    return false
  }
}
