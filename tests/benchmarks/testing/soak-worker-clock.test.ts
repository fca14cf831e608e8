import { createContext, runInContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { WORKER_CLOCK_PRELUDE } from './soak-worker-clock'

interface WorkerScope {
  Date: DateConstructor
  setTimeout: typeof setTimeout
  setInterval: typeof setInterval
  clearInterval: typeof clearInterval
  __soakClock: { now(): number; advance(ms: number): number }
}

/** A worker's global scope with the prelude run in it, as the browser runs it before the bundle. */
function workerScope(): WorkerScope {
  const scope = createContext({ setTimeout, clearTimeout })
  runInContext(WORKER_CLOCK_PRELUDE, scope)
  return scope as unknown as WorkerScope
}

const realTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the sync worker's fake clock", () => {
  it('fires a five-minute poll once when the clock jumps five minutes, and not before', async () => {
    const scope = workerScope()
    const fired: number[] = []
    scope.setInterval(() => fired.push(scope.Date.now()), 5 * 60_000)
    await realTurn()
    expect(fired).toEqual([])
    const at = scope.__soakClock.advance(5 * 60_000)
    expect(fired).toHaveLength(1)
    expect(fired[0]).toBeLessThanOrEqual(at)
    scope.__soakClock.advance(5 * 60_000)
    expect(fired).toHaveLength(2)
  })

  it('moves Date.now() and new Date() by the jump, so the replica times the worker writes follow', () => {
    const scope = workerScope()
    const before = scope.Date.now()
    scope.__soakClock.advance(8 * 3_600_000)
    expect(scope.Date.now() - before).toBeGreaterThanOrEqual(8 * 3_600_000)
    expect(new scope.Date().getTime() - before).toBeGreaterThanOrEqual(8 * 3_600_000)
    expect(new scope.Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z')
  })

  it('still runs a zero-delay timer at real speed, without a jump', async () => {
    const scope = workerScope()
    let ran = false
    scope.setTimeout(() => {
      ran = true
    }, 0)
    await realTurn()
    await realTurn()
    expect(ran).toBe(true)
  })

  it('never fires a cleared interval', () => {
    const scope = workerScope()
    let fired = 0
    const handle = scope.setInterval(() => fired++, 1000)
    scope.clearInterval(handle)
    scope.__soakClock.advance(60_000)
    expect(fired).toBe(0)
  })
})
