import type { OutboxEntry } from '#worker/outbox/kind'
import { referencesOf, targetOf } from './kinds/registry'

export type NextStep =
  | { kind: 'send'; entry: OutboxEntry }
  /** `until`: when the blocking entry's backoff ends; null while it is in flight. */
  | { kind: 'wait'; until: number | null }
  | { kind: 'idle' }

/**
 * The one entry of an account to send now, in creation (seq) order. The first entry that must wait
 * (backoff, or in flight) stops the line: nothing later overtakes it. An entry that needs attention
 * is out of the line until the user edits or discards it, and so is every later entry that depends
 * on it (dependsOn), changes the same row, or names a row it creates (references): those keep
 * their order behind it. Independent later changes go on, so one refused change does not hold up
 * every other one.
 */
export function pickNext(entries: readonly OutboxEntry[], now: number): NextStep {
  const { first } = walkLine(entries, now)
  return first
}

/**
 * The entries parked behind a change that needs attention (a dependency, the same row, a row it
 * names), each with the seq of that change: the panel says what they wait for.
 */
export function waitingBehind(entries: readonly OutboxEntry[]): Map<number, number> {
  return walkLine(entries, Number.POSITIVE_INFINITY, true).behind
}

/**
 * Goes down the line in seq order. `first` is the next step; with `all`, the walk goes on past it
 * to find every parked entry (`behind`: parked entry → the change needing attention it waits for).
 */
function walkLine(entries: readonly OutboxEntry[], now: number, all = false) {
  const parkedSeqs = new Map<number, number>()
  const parkedTargets = new Map<string, number>()
  const behind = new Map<number, number>()
  let first: NextStep | null = null
  const ordered = [...entries].sort((a, b) => a.seq - b.seq)
  for (const entry of ordered) {
    if (entry.status === 'sending') {
      first ??= { kind: 'wait', until: null }
      if (!all) break
      continue
    }
    const target = targetOf(entry)
    const blocker =
      entry.status === 'needsAttention'
        ? entry.seq
        : ((entry.dependsOn !== null ? parkedSeqs.get(entry.dependsOn) : undefined) ??
          (target !== null ? parkedTargets.get(target) : undefined) ??
          referencesOf(entry)
            .map((reference) => parkedTargets.get(reference))
            .find((seq) => seq !== undefined))
    if (blocker !== undefined) {
      parkedSeqs.set(entry.seq, blocker)
      if (target !== null) parkedTargets.set(target, blocker)
      if (blocker !== entry.seq) behind.set(entry.seq, blocker)
      continue
    }
    if (first === null) {
      first =
        entry.nextAttemptAt > now ? { kind: 'wait', until: entry.nextAttemptAt } : { kind: 'send', entry }
      if (!all) break
    }
  }
  return { first: first ?? ({ kind: 'idle' } as const), behind }
}

/**
 * `entry` and every later entry that depends on it, directly or through another, or that changes
 * the same row: what goes when `entry` is discarded (a save of an address never created, an edit
 * made on top of a discarded one). Ascending seq.
 */
export function withDependents(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const seqs = new Set([entry.seq])
  const targets = new Set<string>()
  const first = targetOf(entry)
  if (first !== null) targets.add(first)
  const chosen = [entry]
  for (const later of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (later.seq <= entry.seq) continue
    const target = targetOf(later)
    const linked =
      (later.dependsOn !== null && seqs.has(later.dependsOn)) || (target !== null && targets.has(target))
    if (!linked) continue
    seqs.add(later.seq)
    if (target !== null) targets.add(target)
    chosen.push(later)
  }
  return chosen
}
