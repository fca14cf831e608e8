import type { AccountId } from '#db/rows'
import type { StorageOutcome } from '#db/storage-pressure'
import type { ScopeRequest, SyncStatus } from './contract'
import type { Trigger } from './scheduler'

/**
 * What the sync workers of one browser tell each other: followers hand refresh requests to the
 * leader, the leader tells everyone its status. Every message names its account, so a tab still
 * on a previous login never acts on another account's traffic.
 */
export type BusMessage =
  | { type: 'refresh'; account: AccountId; request: ScopeRequest; trigger: Trigger }
  | { type: 'status'; account: AccountId; status: SyncStatus }
  /** A tab that just started asks the leader for its status. */
  | { type: 'hello'; account: AccountId }
  /** The leader had to evict cached data (or could not): every tab tells its user. */
  | { type: 'storage'; account: AccountId; outcome: StorageOutcome }

/** The part of BroadcastChannel the worker uses (it never hears its own messages). */
export interface ChannelLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

export const CHANNEL_NAME = 'courier-portal:sync'

export interface TabBus {
  post(message: BusMessage): void
  close(): void
}

export function openTabBus(
  channel: ChannelLike,
  account: AccountId,
  onMessage: (message: BusMessage) => void,
): TabBus {
  const listener = (event: MessageEvent) => {
    const message = event.data as BusMessage | null
    if (message?.account === account) onMessage(message)
  }
  channel.addEventListener('message', listener)
  return {
    post: (message) => channel.postMessage(message),
    close() {
      channel.removeEventListener('message', listener)
      channel.close()
    },
  }
}
