import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, WaybillRow } from '#db/rows'

/** Kept waybills per device: about 250 one-page labels, a small share of any browser's quota. */
export const WAYBILL_CACHE_BYTES = 20 * 1024 * 1024

/** A waybill downloaded before, as a PDF blob; null when it never was (it needs the network). */
export async function getKeptWaybill(
  account: AccountId,
  key: number,
  replica: PortalDatabase = db,
  now: () => Date = () => new Date(),
): Promise<Blob | null> {
  const row = await replica.waybills.get([account, key])
  if (!row) return null
  // Opening counts as use, so a label printed every day is the last to be evicted.
  await replica.waybills.update([account, key], { usedAt: now().toISOString() })
  return new Blob([row.pdf], { type: 'application/pdf' })
}

/** Which of these shipments have a kept waybill (for "opens offline" marks and bulk print). */
export async function getKeptWaybillKeys(
  account: AccountId,
  keys: readonly number[],
  replica: PortalDatabase = db,
): Promise<Set<number>> {
  const rows = await replica.waybills.bulkGet(keys.map((key): [string, number] => [account, key]))
  return new Set(rows.filter((row): row is WaybillRow => row !== undefined).map((row) => row.key))
}

/**
 * Keeps a downloaded waybill, then evicts the least recently used ones, over every account on this
 * device, until the kept total fits the cap. A PDF larger than the cap on its own is not kept.
 */
export async function keepWaybill(
  account: AccountId,
  key: number,
  pdf: Blob,
  replica: PortalDatabase = db,
  options: { capBytes?: number; now?: () => Date } = {},
): Promise<void> {
  const cap = options.capBytes ?? WAYBILL_CACHE_BYTES
  const bytes = await pdf.arrayBuffer()
  if (bytes.byteLength > cap) return
  const row: WaybillRow = {
    account,
    key,
    pdf: bytes,
    size: bytes.byteLength,
    usedAt: (options.now?.() ?? new Date()).toISOString(),
  }
  await replica.transaction('rw', replica.waybills, async () => {
    await replica.waybills.put(row)
    let total = 0
    const newestFirst = await replica.waybills.orderBy('usedAt').reverse().toArray()
    const evict: [string, number][] = []
    for (const kept of newestFirst) {
      total += kept.size
      if (total > cap) evict.push([kept.account, kept.key])
    }
    if (evict.length > 0) await replica.waybills.bulkDelete(evict)
  })
}
