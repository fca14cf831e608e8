import type * as v from 'valibot'
import type { AnySchema, ChangeKindDefinition } from '#worker/outbox/kind'
import { createShipment } from './create-shipment'
import { editShipment } from './edit-shipment'
import { renameStandingOrder } from './rename-standing-order'
import { requestPodEmail } from './request-pod-email'
import { saveAddress } from './save-address'

/** Every change the user can make offline, by the name the outbox stores. One line per kind. */
export const changeKinds = {
  saveAddress,
  createShipment,
  renameStandingOrder,
  editShipment,
  requestPodEmail,
}

export type ChangeKindName = keyof typeof changeKinds
type KindOf<K extends ChangeKindName> = (typeof changeKinds)[K]
/** What the UI passes to queue(kind, input): the input schema's input type. */
export type InputOf<K extends ChangeKindName> = v.InferInput<KindOf<K>['input']>
export type PayloadOf<K extends ChangeKindName> =
  KindOf<K> extends ChangeKindDefinition<AnySchema, infer P, unknown> ? P : never
export type ResultOf<K extends ChangeKindName> = Awaited<ReturnType<KindOf<K>['send']>>

/** A kind seen through the union of all: the stored kind and payload were written together. */
export type AnyKind = ChangeKindDefinition<AnySchema, unknown, unknown>

export function isChangeKind(name: string): name is ChangeKindName {
  return Object.hasOwn(changeKinds, name)
}

/** The kind of a stored entry; an unknown name (a newer tab's kind, a corrupt row) is an error. */
export function kindOf(name: string): AnyKind {
  if (!isChangeKind(name)) throw new UnknownChangeKindError(name)
  return changeKinds[name] as unknown as AnyKind
}

export class UnknownChangeKindError extends Error {
  override name = 'UnknownChangeKindError'
  constructor(kind: string) {
    super(`Unknown change kind '${kind}'`)
  }
}

type AnyEntry = Parameters<AnyKind['target']>[0]

/**
 * The entry's kind when this build stores that kind at this payload version. Anything else (a newer
 * build's entry) names no row: it is parked when its turn comes, and must not break the line
 * before that. The stored schema is checked at the entry's turn (replay.ts), not here: this runs
 * for every entry on every pass of a replay.
 */
function readableKind(entry: AnyEntry): AnyKind | null {
  if (!isChangeKind(entry.kind)) return null
  const kind = kindOf(entry.kind)
  return (entry.payloadVersion ?? 1) === (kind.version ?? 1) ? kind : null
}

/** A damaged payload a kind cannot read names nothing, rather than throwing in the line's walk. */
function orNothing<T>(read: () => T, nothing: T): T {
  try {
    return read()
  } catch {
    return nothing
  }
}

/** See ChangeKindDefinition.target: the replica row an entry changes; none for one this build cannot read. */
export function targetOf(entry: AnyEntry): string | null {
  const kind = readableKind(entry)
  return kind ? orNothing(() => kind.target(entry), null) : null
}

/** See ChangeKindDefinition.references: the rows created offline an entry still names by temporary id. */
export function referencesOf(entry: AnyEntry): string[] {
  const kind = readableKind(entry)
  return kind?.references ? orNothing(() => kind.references?.(entry) ?? [], []) : []
}
