import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { CONFIG, fixtureHarness } from '#api/testing/harness'
import { PortalDatabase } from '#db/database'
import type { StartArgs, SyncEvent } from '#worker/contract'
import { createSyncHandlers } from '#worker/handlers'
import { FakeBroadcastHub } from './fake-channel'
import { FakeLockManager } from './fake-locks'
import { manualClock } from './manual-clock'

/** Test support: tabs of one browser (shared locks, channels and IndexedDB) on the fixture API. */
export async function syncBrowser(username = 'customer') {
  const harness = await fixtureHarness(username)
  const name = `worker-sync-${Date.now()}-${Math.random()}`
  const locks = new FakeLockManager()
  const hub = new FakeBroadcastHub()
  const clock = manualClock()
  const requests: string[] = []
  const databases: PortalDatabase[] = []
  /** Set to hold every API call until the returned release is called. */
  const gate: { wait: Promise<void> | null } = { wait: null }

  async function fetch(input: Request | URL | string, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init)
    requests.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v2', '')}`)
    if (gate.wait) await gate.wait
    return harness.fixture.fetch(request)
  }

  const { token, refreshToken, sessionId } = harness.session.get()
  const startArgs: StartArgs = {
    sessionId: sessionId ?? 'test-session',
    username,
    switchUser: null,
    token: token ?? '',
    refreshToken: refreshToken ?? '',
    apiBaseUrl: CONFIG.apiBaseUrl,
    visible: true,
  }

  /** `prepare` runs before the tab's database opens (a Dexie middleware, for instance). */
  function openTab(prepare?: (db: PortalDatabase) => void) {
    const db = new PortalDatabase(name, { indexedDB, IDBKeyRange })
    prepare?.(db)
    databases.push(db)
    const events: SyncEvent[] = []
    const handlers = createSyncHandlers({
      db,
      locks,
      openChannel: () => hub.open(),
      now: clock.now,
      timers: clock.timers(),
      fetch,
    })
    void handlers.subscribe((event) => events.push(event))
    const statuses = () => events.flatMap((event) => (event.name === 'status' ? [event.payload] : []))
    return { handlers, db, events, statuses }
  }

  function holdRequests(): () => void {
    let release = () => {}
    gate.wait = new Promise<void>((resolve) => {
      release = () => {
        gate.wait = null
        resolve()
      }
    })
    return release
  }

  const close = () => {
    for (const db of databases) db.close()
  }
  return { harness, clock, locks, requests, startArgs, openTab, holdRequests, close }
}
