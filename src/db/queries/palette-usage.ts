import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId } from '#db/rows'
import { accountRead } from './account-read'

/**
 * How often and when the command palette ran each of its results, per account: one meta row, so
 * logout and switch user wipe it with the rest of the account's replica.
 */
export const PALETTE_USAGE_KEY = 'palette:usage'
/** Entries kept: the least recently used go first beyond this. */
export const MAX_PALETTE_USAGE = 200

/** Result id → [times run, last run as epoch ms]. */
export type PaletteUsage = Map<string, { count: number; lastUsed: number }>

/** The stored usage; a row that does not parse reads as none (it is the palette's own, rebuilt by use). */
export function parsePaletteUsage(value: string | undefined): PaletteUsage {
  const usage: PaletteUsage = new Map()
  if (value === undefined) return usage
  try {
    const stored: unknown = JSON.parse(value)
    if (typeof stored !== 'object' || stored === null) return usage
    for (const [id, entry] of Object.entries(stored)) {
      if (!Array.isArray(entry)) continue
      const [count, lastUsed] = entry as unknown[]
      if (typeof count === 'number' && typeof lastUsed === 'number' && count > 0 && Number.isFinite(lastUsed))
        usage.set(id, { count, lastUsed })
    }
  } catch {
    // Unreadable: no usage, so the palette ranks by match alone until it is used again.
  }
  return usage
}

export const [getPaletteUsage, usePaletteUsage] = accountRead(
  async (replica, account): Promise<PaletteUsage> =>
    parsePaletteUsage((await replica.meta.get([account, PALETTE_USAGE_KEY]))?.value),
)

/** Counts one run of result `id` at `now`, keeping the MAX_PALETTE_USAGE most recently used. */
export async function recordPaletteUse(
  account: AccountId,
  id: string,
  now: number,
  replica: PortalDatabase = db,
): Promise<void> {
  await replica.transaction('rw', replica.meta, async () => {
    const usage = parsePaletteUsage((await replica.meta.get([account, PALETTE_USAGE_KEY]))?.value)
    usage.set(id, { count: (usage.get(id)?.count ?? 0) + 1, lastUsed: now })
    const kept = [...usage].sort(([, a], [, b]) => b.lastUsed - a.lastUsed).slice(0, MAX_PALETTE_USAGE)
    const value = JSON.stringify(
      Object.fromEntries(kept.map(([key, use]) => [key, [use.count, use.lastUsed]])),
    )
    await replica.meta.put({ account, key: PALETTE_USAGE_KEY, value })
  })
}
