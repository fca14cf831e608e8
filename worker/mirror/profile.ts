import type { ProfileRow } from '#db/rows'
import { isoAt } from '#worker/clock'
import { commitScope, type MirrorContext } from './context'
import { type DiffApplyResult, diffApply, tableRows } from './diff-apply'
import { sameJson } from './same-json'

/**
 * The account's profile. syncedAt is when the stored profile last changed: kept as it was when the
 * server answers the same profile, so an unchanged profile is not rewritten (meta `lastSuccess:profile`
 * tells when it was last confirmed).
 */
export async function mirrorProfile(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  const profile = await api.profile.get({ signal })
  const row: ProfileRow = { account, profile, syncedAt: isoAt(context.now) }
  return commitScope(context, 'profile', [db.profiles], () =>
    diffApply(tableRows(db.profiles), {
      account,
      rows: [row],
      keyOf: (item) => item.account,
      merge: (incoming, existing) => (sameJson(incoming.profile, existing.profile) ? existing : incoming),
    }),
  )
}
