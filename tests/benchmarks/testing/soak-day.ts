import { loadavg } from 'node:os'
import { until } from './replica-probe'
import { type BatchResult, queueBatchOffline } from './soak-changes'
import type { Desk } from './soak-desk'
import { workerTimers } from './soak-worker-clock'

/** A poll every five minutes of fake time: the product's poll (worker/scheduler.ts POLL_MS). */
export const SLOT_MS = 5 * 60_000
export const SLOTS_PER_HOUR = 12
/** The hour's batch of queued changes is made halfway through it. */
const BATCH_SLOT = 6

export interface DayPlan {
  /** Fake hours the run covers; negative hours are the warm-up. */
  fromHour: number
  toHour: number
  /** Navigations over the measured day's slots (the warm-up runs at the same rate). */
  navigationsPerDay: number
  slotsPerDay: number
}

/** What the measured desk (the first) took in real time, and what the day did. */
export interface DayRecord {
  navigationMs: number[]
  pollRoundMs: number[]
  replayMs: number[]
  navigations: number
  polls: number
  /** Per desk: poll rounds after which the desk's leader reached the server. */
  pollsWithRequests: number[]
  batches: BatchResult[]
  advances: number
}

export const emptyRecord = (desks: number): DayRecord => ({
  navigationMs: [],
  pollRoundMs: [],
  replayMs: [],
  navigations: 0,
  polls: 0,
  pollsWithRequests: Array.from({ length: desks }, () => 0),
  batches: [],
  advances: 0,
})

/** Navigations of slot `slot` (of the day's grid, the warm-up's slots wrap onto it): an even spread. */
export const navigationsIn = (slot: number, plan: Pick<DayPlan, 'navigationsPerDay' | 'slotsPerDay'>) => {
  const at = ((slot % plan.slotsPerDay) + plan.slotsPerDay) % plan.slotsPerDay
  const count = (upTo: number) => Math.floor((upTo * plan.navigationsPerDay) / plan.slotsPerDay)
  return count(at + 1) - count(at)
}

/** The fixture moves the account's next due shipment on a step (picked up, then delivered). */
async function advanceShipment(base: string): Promise<boolean> {
  const response = await fetch(`${base}/__fixture/shipments/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: 'customer' }),
  })
  return response.ok
}

/**
 * A poll round after which the desk made no request: where each tab's worker clock stands and
 * which of its timers are pending (the poll's is the five-minute interval), so a missed poll can be
 * told from a slow one.
 */
async function printMissedPoll(desk: Desk, slot: number, jump: number, ms: number): Promise<void> {
  const tabs = await Promise.all(
    desk.tabs.map(async (tab, index) => {
      const timers = (await workerTimers(tab.worker)).filter(([, every]) => every !== null && every >= 60_000)
      return `tab ${index}: intervals due in ${timers.map(([due, every]) => `${Math.round(due / 1000)} s/${Math.round((every ?? 0) / 1000)} s`).join(', ') || 'none'}`
    }),
  )
  console.info(
    `  ${desk.name}: slot ${slot} made no request (jump ${Math.round(jump / 1000)} s, waited ${ms} ms, ${desk.calls.length} calls so far); ${tabs.join('; ')}`,
  )
}

/**
 * The desks live the same hours in lockstep, slot by slot: each takes the slot's navigations (spread
 * over its tabs in turn), queues the hour's batch offline at its middle, then the fixture moves a
 * shipment on and every clock jumps to the slot's end, where the account's poll instant falls;
 * the slot ends when no request of the desk is in flight. `dayStart` is the fake instant of hour 0:
 * the clocks follow real time between jumps, so each jump is what is left of the slot.
 */
export async function liveHours(
  desks: readonly Desk[],
  base: string,
  plan: DayPlan,
  dayStart: number,
  offsets: number[],
  record: DayRecord | null,
  mark: string,
): Promise<void> {
  const turns = desks.map(() => 0)
  const liveSince = Date.now()
  for (let slot = plan.fromHour * SLOTS_PER_HOUR; slot < plan.toHour * SLOTS_PER_HOUR; slot++) {
    const hour = Math.floor(slot / SLOTS_PER_HOUR)
    for (const desk of desks) desk.hour = hour
    const navigations = navigationsIn(slot, plan)
    await Promise.all(
      desks.map(async (desk, index) => {
        for (let n = 0; n < navigations; n++) {
          const tab = (turns[index] ?? 0) % desk.tabs.length
          turns[index] = (turns[index] ?? 0) + 1
          const ms = await desk.navigate(tab)
          if (index === 0 && record) record.navigationMs.push(ms)
        }
      }),
    )
    if (record) record.navigations += navigations
    if (((slot % SLOTS_PER_HOUR) + SLOTS_PER_HOUR) % SLOTS_PER_HOUR === BATCH_SLOT) {
      const batches = await Promise.all(
        desks.map((desk, index) => {
          const tab = desk.tabs[((hour % desk.tabs.length) + desk.tabs.length) % desk.tabs.length]
          if (!tab) throw new Error('a desk without tabs')
          // A base-36 mark per desk and hour: the mix's names and its seed.
          return queueBatchOffline(desk, tab.page, `${mark}${index}${hour + 1}`)
        }),
      )
      if (record) {
        record.batches.push(...batches)
        record.replayMs.push(batches[0]?.replayMs ?? 0)
      }
    }
    if ((await advanceShipment(base)) && record) record.advances++
    const slotEnd = dayStart + (slot + 1) * SLOT_MS
    const rounds = await Promise.all(
      desks.map(async (desk, index) => {
        const jump = Math.max(0, slotEnd - (Date.now() + (offsets[index] ?? 0)))
        const started = Date.now()
        const calls = desk.calls.length
        await desk.advance(jump)
        offsets[index] = (offsets[index] ?? 0) + jump
        // The poll's first request leaves after the workers read the replica and hand it to the leader.
        await until(async () => desk.calls.length > calls || Date.now() - started > 3000, 10_000, 20)
        await desk.idle(400)
        const reached = desk.calls.length > calls
        if (!reached) await printMissedPoll(desk, slot, jump, Date.now() - started)
        return { ms: Date.now() - started, reached }
      }),
    )
    if ((slot + 1) % SLOTS_PER_HOUR === 0) {
      const load = loadavg()[0]?.toFixed(1)
      console.info(
        `fake hour ${hour + 1} lived (${((Date.now() - liveSince) / 60_000).toFixed(1)} min real, load ${load})`,
      )
    }
    if (record) {
      record.polls++
      record.pollRoundMs.push(rounds[0]?.ms ?? 0)
      for (const [index, round] of rounds.entries())
        if (round.reached) record.pollsWithRequests[index] = (record.pollsWithRequests[index] ?? 0) + 1
    }
  }
}
