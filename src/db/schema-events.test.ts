import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { PortalDatabase } from './database'
import {
  announceSchemaChanges,
  createSchemaNotice,
  SCHEMA_UPGRADED,
  type SchemaNotice,
} from './schema-events'

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
  const notice = createSchemaNotice(page)
  const heard: SchemaNotice[] = []
  notice.subscribe(() => heard.push(notice.get()))
  announceSchemaChanges(db, page)
  return { db, heard, notice, page }
}

describe('schema changes between tabs of different builds', () => {
  it('says so while an old tab blocks this build’s upgrade, and again once it lets go and the replica opens', async () => {
    const name = `schema-${crypto.randomUUID()}`
    const old = await holdAt(name, 10)
    const { db, heard, notice } = watched(name)
    const opening = db.open()
    await expect.poll(() => heard).toEqual(['blocked'])
    expect(db.isOpen()).toBe(false)

    old.close()
    await opening
    await expect.poll(() => heard).toEqual(['blocked', null])
    expect(notice.get()).toBeNull()
    expect(db.verno).toBe(4)
    db.close()
  })

  it('lets a newer build upgrade at once, and says this tab must reload', async () => {
    const name = `schema-${crypto.randomUUID()}`
    const { db, heard, notice } = watched(name)
    await db.open()
    // One Dexie version above this build's (native versions are Dexie's × 10).
    const newer = await holdAt(name, (db.verno + 1) * 10)
    expect(newer.version).toBe(50)
    expect(heard).toEqual(['upgraded'])
    expect(notice.get()).toBe('upgraded')
    expect(db.isOpen()).toBe(false)
  })

  it('keeps what it heard for a screen that subscribes later, and a reload notice outlasts a blocked one', () => {
    const page = new EventTarget()
    const notice = createSchemaNotice(page)
    page.dispatchEvent(new Event(SCHEMA_UPGRADED))
    const heard: SchemaNotice[] = []
    notice.subscribe(() => heard.push(notice.get()))
    expect(notice.get()).toBe('upgraded')
    page.dispatchEvent(new Event('portal:schema-unblocked'))
    expect(notice.get()).toBe('upgraded')
    expect(heard).toEqual([])
  })
})
