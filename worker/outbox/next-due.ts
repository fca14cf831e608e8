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
 * their order behind it. Independent later
 * changes go on, so one refused change does not hold up every other one.
 */
export function pickNext(entries: readonly OutboxEntry[], now: number): NextStep {
  const parkedSeqs = new Set<number>()
  const parkedTargets = new Set<string>()
  const ordered = [...entries].sort((a, b) => a.seq - b.seq)
  for (const entry of ordered) {
    const target = targetOf(entry)
    if (entry.status === 'sending') return { kind: 'wait', until: null }
    const parked =
      entry.status === 'needsAttention' ||
      (entry.dependsOn !== null && parkedSeqs.has(entry.dependsOn)) ||
      (target !== null && parkedTargets.has(target)) ||
      referencesOf(entry).some((reference) => parkedTargets.has(reference))
    if (parked) {
      parkedSeqs.add(entry.seq)
      if (target !== null) parkedTargets.add(target)
      continue
    }
    if (entry.nextAttemptAt > now) return { kind: 'wait', until: entry.nextAttemptAt }
    return { kind: 'send', entry }
  }
  return { kind: 'idle' }
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
