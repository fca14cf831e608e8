import type { Page } from '@playwright/test'
import type { AddressRow } from '#db/rows'
import { SCHEMA_VERSION_ONE } from '#db/schema-version-one'
import type { StoredEntry } from './replica'

/**
 * Other builds of the portal, simulated with plain IndexedDB in a page of the same origin that is not
 * the app (/__fixture/… is never the SPA, not even through the service worker): a newer build that
 * upgrades the replica's schema, and an old tab still holding version 1 that never lets go (a
 * frozen background tab, or a build from before the versionchange handler).
 */

declare global {
  interface Window {
    __chaosConnection?: IDBDatabase
  }
}

const DATABASE = 'courier-portal'

/** A page of the origin that runs none of the app's code. */
export async function openBlankOfOrigin(page: Page): Promise<void> {
  await page.goto('/__fixture/faults')
}

export interface UpgradeOutcome {
  /** Native versions (Dexie's version × 10). */
  from: number
  to: number
  /** How long the upgrade waited for the other connections to close. */
  waitedMs: number
  blocked: boolean
}

/**
 * A newer build opening the replica one Dexie version up, with a table the current build lacks; it
 * keeps its connection, closing it only when asked (as Dexie does). Fails after `timeoutMs` if an
 * open tab never lets the upgrade through.
 */
export async function upgradeAsNewerBuild(page: Page, timeoutMs: number): Promise<UpgradeOutcome> {
  return page.evaluate(
    ([name, timeout]) =>
      new Promise<UpgradeOutcome>((resolve, reject) => {
        const probe = indexedDB.open(name)
        probe.onerror = () => reject(probe.error)
        probe.onsuccess = () => {
          const from = probe.result.version
          probe.result.close()
          const to = from + 10
          const started = performance.now()
          let blocked = false
          const timer = setTimeout(
            () => reject(new Error(`the upgrade to ${to} was blocked for ${timeout} ms`)),
            timeout,
          )
          const open = indexedDB.open(name, to)
          open.onblocked = () => {
            blocked = true
          }
          open.onupgradeneeded = () => {
            open.result.createObjectStore('newerBuildTable', { keyPath: ['account', 'id'] })
          }
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            clearTimeout(timer)
            const db = open.result
            db.onversionchange = () => db.close()
            window.__chaosConnection = db
            resolve({ from, to, waitedMs: Math.round(performance.now() - started), blocked })
          }
        }
      }),
    [DATABASE, timeoutMs] as const,
  )
}

/**
 * Replaces the replica with one an old build wrote at version 1, holding `outbox` (its unsent
 * changes) and `addresses` (its address rows, one record each, as version 1 stored them), and keeps
 * the connection open, ignoring every request to close it: the old tab that blocks an upgrade until
 * the user closes it.
 */
export async function holdVersionOne(
  page: Page,
  outbox: readonly StoredEntry[],
  addresses: readonly AddressRow[] = [],
): Promise<void> {
  await page.evaluate(
    ([name, stores, rows, addressRows]) =>
      new Promise<void>((resolve, reject) => {
        const removal = indexedDB.deleteDatabase(name)
        removal.onerror = () => reject(removal.error)
        removal.onsuccess = () => {
          const open = indexedDB.open(name, 10)
          const keyPath = (spec: string) => {
            const bare = spec.replace(/^\+\+/, '')
            return bare.startsWith('[') ? bare.slice(1, -1).split('+') : bare
          }
          open.onupgradeneeded = () => {
            for (const [table, schema] of Object.entries(stores)) {
              const [primary = '', ...indexes] = schema.split(',').map((part) => part.trim())
              const store = open.result.createObjectStore(table, {
                keyPath: keyPath(primary),
                autoIncrement: primary.startsWith('++'),
              })
              for (const index of indexes) store.createIndex(index, keyPath(index))
            }
            const outboxStore = open.transaction?.objectStore('outbox')
            for (const row of rows) outboxStore?.put(row)
            const addressStore = open.transaction?.objectStore('addresses')
            for (const row of addressRows) addressStore?.put(row)
          }
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            // No onversionchange: this tab never lets go.
            window.__chaosConnection = open.result
            resolve()
          }
        }
      }),
    [DATABASE, SCHEMA_VERSION_ONE, outbox as StoredEntry[], addresses as AddressRow[]] as const,
  )
}

/** The old tab is closed at last. */
export async function letGo(page: Page): Promise<void> {
  await page.evaluate(() => window.__chaosConnection?.close())
}
