import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { PortalDatabase } from './database'
import { announceSchemaChanges, SCHEMA_BLOCKED, SCHEMA_UNBLOCKED, SCHEMA_UPGRADED } from './schema-events'

const held: IDBDatabase[] = []
afterEach(() => {
  for (const connection of held.splice(0)) connection.close()
})

/** A tab of another build holding the replica at `version` (native), ignoring every request to let go. */
function holdAt(name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, version)
    open.onupgradeneeded = () => open.result.createObjectStore(`table${version}`)
    open.onsuccess = () => {
      held.push(open.result)
      resolve(open.result)
    }
    open.onerror = () => reject(open.error)
  })
}

function watched(name: string) {
  const db = new PortalDatabase(name, { indexedDB, IDBKeyRange })
  const page = new EventTarget()
  const heard: string[] = []
  for (const type of [SCHEMA_UPGRADED, SCHEMA_BLOCKED, SCHEMA_UNBLOCKED]) {
    page.addEventListener(type, () => heard.push(type))
  }
  announceSchemaChanges(db, page)
  return { db, heard }
}

describe('schema changes between tabs of different builds', () => {
  it('says so while an old tab blocks this build’s upgrade, and again once it lets go and the replica opens', async () => {
    const name = `schema-${crypto.randomUUID()}`
    const old = await holdAt(name, 10)
    const { db, heard } = watched(name)
    const opening = db.open()
    await expect.poll(() => heard).toEqual([SCHEMA_BLOCKED])
    expect(db.isOpen()).toBe(false)

    old.close()
    await opening
    await expect.poll(() => heard).toEqual([SCHEMA_BLOCKED, SCHEMA_UNBLOCKED])
    expect(db.verno).toBe(2)
    db.close()
  })

  it('lets a newer build upgrade at once, and says this tab must reload', async () => {
    const name = `schema-${crypto.randomUUID()}`
    const { db, heard } = watched(name)
    await db.open()
    const newer = await holdAt(name, 30)
    expect(newer.version).toBe(30)
    expect(heard).toEqual([SCHEMA_UPGRADED])
    expect(db.isOpen()).toBe(false)
  })
})
