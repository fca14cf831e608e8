import type { Page } from '@playwright/test'

/**
 * A device that runs out of storage, in a real browser: the origin's quota is lowered through CDP
 * (what DevTools' "simulate custom storage quota" does), then the replica is filled the way a long
 * day fills it, with kept archive pages and their shipments, and kept waybill PDFs, until IndexedDB
 * refuses the next write.
 */

export interface Fill {
  archivePages: number
  archivedShipments: number
  waybills: number
  bytes: number
  /** What the browser said when it refused the last write. */
  refusal: string
}

/**
 * Sets the origin's quota. Chromium applies an override to a database only if it is set before the
 * origin first opens it, so this comes before the first page load; the override lasts as long as its
 * DevTools session, which is left open for the rest of the test.
 */
export async function squeezeQuota(page: Page, origin: string, quotaSize: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize })
}

/** Fills the account's replica until a write of even one small row is refused. */
export async function fillReplica(page: Page, account: string): Promise<Fill> {
  return page.evaluate(
    (owner) =>
      new Promise<Fill>((resolve, reject) => {
        const open = indexedDB.open('courier-portal')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const fill: Fill = { archivePages: 0, archivedShipments: 0, waybills: 0, bytes: 0, refusal: '' }
          const read = db.transaction('shipments').objectStore('shipments').getAll()
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            const rows = read.result as { account: string; list: string; key: number; item: object }[]
            const template = rows.find((row) => row.account === owner && row.list === 'archive')
            if (!template) {
              reject(new Error('no archived shipment to copy'))
              return
            }
            let nextKey = 9_000_000
            const write = (tables: string[], work: (tx: IDBTransaction) => number, counted: () => void) =>
              new Promise<boolean>((done) => {
                const tx = db.transaction(tables, 'readwrite')
                const size = work(tx)
                tx.oncomplete = () => {
                  fill.bytes += size
                  counted()
                  done(true)
                }
                tx.onabort = () => {
                  fill.refusal = tx.error?.name ?? 'aborted'
                  done(false)
                }
              })
            // An archive page of `perPage` shipments, as the archive keeps a page it showed.
            const archivePage = (perPage: number) =>
              write(
                ['shipments', 'archivePages'],
                (tx) => {
                  const keys = Array.from({ length: perPage }, () => nextKey++)
                  for (const key of keys)
                    tx.objectStore('shipments').put({
                      ...template,
                      key,
                      item: { ...template.item, key },
                    })
                  tx.objectStore('archivePages').put({
                    account: owner,
                    queryKey: `count=${perPage}&filter[chaos]=${keys[0]}&offset=0`,
                    keys,
                    total: 50_000,
                    fetchedAt: new Date().toISOString(),
                  })
                  return JSON.stringify(template).length * perPage
                },
                () => {
                  fill.archivePages++
                  fill.archivedShipments += perPage
                },
              )
            // A kept waybill: PDF bytes do not compress, so random bytes weigh what they would. Below 64 KB,
            // so Chromium keeps it inline and counts it against the quota at once (a larger value
            // goes to a blob file, counted later).
            const waybill = (bytes: number) =>
              write(
                ['waybills'],
                (tx) => {
                  const pdf = new Uint8Array(bytes)
                  for (let offset = 0; offset < bytes; offset += 65_536) {
                    crypto.getRandomValues(pdf.subarray(offset, Math.min(bytes, offset + 65_536)))
                  }
                  tx.objectStore('waybills').put({
                    account: owner,
                    key: nextKey++,
                    pdf: pdf.buffer,
                    size: bytes,
                    usedAt: new Date().toISOString(),
                  })
                  return bytes
                },
                () => {
                  fill.waybills++
                },
              )
            void (async () => {
              // A large kept archive first, then waybills, ever smaller, to the last byte.
              let room = true
              for (let page = 0; page < 60 && room; page++) room = await archivePage(20)
              for (const size of [49_152, 8_192, 1_024]) {
                room = true
                while (room) room = await waybill(size)
              }
              room = true
              while (room) room = await archivePage(1)
              db.close()
              resolve(fill)
            })().catch((error) => {
              db.close()
              reject(error)
            })
          }
        }
      }),
    account,
  )
}
