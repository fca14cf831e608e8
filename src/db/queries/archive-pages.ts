import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId, ShipmentRow } from '#db/rows'
import { getShipmentsByKey } from './shipments'

/** An archive page seen before, with its shipments in the server's order. */
export interface KeptArchivePage {
  /** The query this page answers: a live query shows the previous page until the new one is read. */
  queryKey: string
  total: number
  fetchedAt: string
  shipments: ShipmentRow[]
}

/** `queryKey` is the worker contract's archiveQueryKey(query); null when the page was never fetched. */
export async function getArchivePage(
  account: AccountId,
  queryKey: string,
  replica: PortalDatabase = db,
): Promise<KeptArchivePage | null> {
  const page = await replica.archivePages.get([account, queryKey])
  if (!page) return null
  const shipments = await getShipmentsByKey(account, page.keys, replica)
  return { queryKey, total: page.total, fetchedAt: page.fetchedAt, shipments }
}

/** Live over the page and its shipments; undefined while loading. */
export function useArchivePage(
  account: AccountId,
  queryKey: string,
  replica: PortalDatabase = db,
): KeptArchivePage | null | undefined {
  return useLiveQuery(() => getArchivePage(account, queryKey, replica), [account, queryKey, replica])
}

/** The queries of every archive page kept for the account (to say which pages open offline). */
export async function getArchivePageKeys(
  account: AccountId,
  replica: PortalDatabase = db,
): Promise<string[]> {
  const pages = await replica.archivePages.where('account').equals(account).toArray()
  return pages.map((page) => page.queryKey)
}

export function useArchivePageKeys(account: AccountId, replica: PortalDatabase = db): string[] | undefined {
  return useLiveQuery(() => getArchivePageKeys(account, replica), [account, replica])
}

/**
 * When any archive page of the account was last fetched (the page count and the newest fetchedAt):
 * the kept archived rows change only with a page, so a reader of all of them (the command palette)
 * reads them again only when this changes.
 */
export async function getArchivePagesVersion(
  account: AccountId,
  replica: PortalDatabase = db,
): Promise<string> {
  const pages = await replica.archivePages.where('account').equals(account).toArray()
  const newest = pages.reduce((latest, page) => (page.fetchedAt > latest ? page.fetchedAt : latest), '')
  return `${pages.length}:${newest}`
}

/** The same, live; undefined while loading. */
export function useArchivePagesVersion(account: AccountId, replica: PortalDatabase = db): string | undefined {
  return useLiveQuery(() => getArchivePagesVersion(account, replica), [account, replica])
}
