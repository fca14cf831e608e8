import type { DBCoreMutateRequest } from 'dexie'
import type { PortalDatabase } from '#db/database'

/**
 * Test support: makes the replica behave like a device out of storage. Dexie's DBCore middleware
 * refuses chosen writes with the DOMException a browser raises, so the real transaction aborts as it
 * would in Chromium. Deletes always pass: freeing space must work on a full disk. Call before the
 * database opens.
 */
export function quotaFault(db: PortalDatabase) {
  let remaining = 0
  let tables: ReadonlySet<string> | null = null
  const refused: string[] = []

  db.use({
    stack: 'dbcore',
    name: 'quotaFault',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name)
        return {
          ...table,
          mutate(request: DBCoreMutateRequest) {
            const writes = request.type === 'add' || request.type === 'put'
            if (writes && remaining > 0 && (!tables || tables.has(name))) {
              remaining--
              refused.push(name)
              return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
            }
            return table.mutate(request)
          },
        }
      },
    }),
  })

  return {
    /** Refuses the next `count` writes (Infinity: all), to the named tables or any. */
    refuse(count: number, only?: readonly string[]) {
      remaining = count
      tables = only ? new Set(only) : null
    },
    /** The tables whose writes were refused, in order. */
    refused: () => [...refused],
  }
}
