import { useLiveQuery } from 'dexie-react-hooks'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import type { AccountId } from '#db/rows'

/** A read's own arguments, then the replica (the UI's connection when left out). */
type Args<A extends unknown[]> = [...A, PortalDatabase?]

/**
 * One read of the replica by account, as a query module exports it twice: `get…`, a plain read,
 * and `use…`, the same read as a live query that answers undefined while loading. `read` takes the
 * replica first; its arguments after the account must have no defaults, as `read.length` counts
 * them to tell a left-out replica from a last argument.
 */
export function accountRead<A extends unknown[], T>(
  read: (replica: PortalDatabase, account: AccountId, ...args: A) => Promise<T>,
) {
  const arity = read.length - 2
  const split = (rest: Args<A>) =>
    [rest.slice(0, arity) as A, (rest[arity] as PortalDatabase | undefined) ?? db] as const
  const get = (account: AccountId, ...rest: Args<A>): Promise<T> => {
    const [args, replica] = split(rest)
    return read(replica, account, ...args)
  }
  const useRead = (account: AccountId, ...rest: Args<A>): T | undefined => {
    const [args, replica] = split(rest)
    return useLiveQuery(() => read(replica, account, ...args), [replica, account, ...args])
  }
  return [get, useRead] as const
}
