import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { toShipmentListItem } from '#api/normalise/shipment'
import { pageOf } from '#api/schemas/common'
import { ShipmentRowSchema } from '#api/schemas/shipment'
import type { ShipmentRow } from '#db/rows'
import { toShipmentRow } from '#worker/mirror/shipment-rows'

// Every archived shipment of an account kept in the tab's replica, as a desk that paged through the
// whole archive has it (palette.ts, and archive.ts's offline filter over 50,000 kept rows).

/** Rows a page of the API gives (its most); ten pages make scale 10's archive. */
const PAGE = 5_000
/** Rows put into IndexedDB per round trip into the page. */
const WRITE_CHUNK = 5_000

/**
 * The archive page that keeps the seeded rows: the mirror deletes an archived row only when no
 * kept page lists it (worker/mirror/archive.ts), and keeps the 50 newest pages by fetchedAt.
 */
const SEED_PAGE = { queryKey: 'bench:every-archived-shipment', fetchedAt: '2999-12-31T00:00:00.000Z' }

/** A loaded machine's fixture server may drop a 5,000-row answer's connection: asked again twice. */
async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init)
    } catch (error) {
      if (attempt === 3) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

/** Every archived shipment of the account, from the API, as the mirror stores a row. */
export async function archivedRows(base: string, token: string, account: string): Promise<ShipmentRow[]> {
  const schema = pageOf(ShipmentRowSchema)
  const rows: ShipmentRow[] = []
  for (let offset = 0; ; offset += PAGE) {
    const response = await fetchWithRetry(`${base}/api/v2/shipments/archive?count=${PAGE}&offset=${offset}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (!response.ok) throw new Error(`archive offset ${offset}: HTTP ${response.status}`)
    const page = v.parse(schema, await response.json())
    for (const raw of page.data) rows.push(toShipmentRow(account, 'archive', toShipmentListItem(raw)))
    if (page.data.length < PAGE || rows.length >= page.pagination.total) return rows
  }
}

/** Puts the rows into the tab's replica, with the archive page that keeps them. */
export async function keepInReplica(page: Page, rows: ShipmentRow[], account: string) {
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    const chunk = rows.slice(start, start + WRITE_CHUNK)
    // The page first: a refresh of an archive page while the rows go in must not delete them.
    const keptPage =
      start === 0 ? { account, ...SEED_PAGE, keys: rows.map((row) => row.key), total: rows.length } : null
    await page.evaluate(
      ([records, pageRow]) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('courier-portal')
          open.onupgradeneeded = () => open.transaction?.abort()
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const transaction = open.result.transaction(['shipments', 'archivePages'], 'readwrite')
            const shipments = transaction.objectStore('shipments')
            for (const record of records) shipments.put(record)
            if (pageRow) transaction.objectStore('archivePages').put(pageRow)
            transaction.oncomplete = () => {
              open.result.close()
              resolve()
            }
            transaction.onerror = () => reject(transaction.error)
          }
        }),
      [chunk, keptPage] as const,
    )
  }
}

/** How many archived shipments of the account the replica keeps. */
export function keptArchivedCount(page: Page, account: string): Promise<number> {
  return page.evaluate(
    (who) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('courier-portal')
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const request = open.result
            .transaction('shipments')
            .objectStore('shipments')
            .index('[account+list]')
            .count(IDBKeyRange.only([who, 'archive']))
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
          request.onerror = () => resolve(0)
        }
      }),
    account,
  )
}
