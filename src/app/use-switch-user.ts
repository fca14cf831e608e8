import { useRouteContext } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { CallOptions } from '#api/request'
import type { Session } from '#api/session'
import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import { clearOrderDraft } from '#db/queries/drafts'
import { accountId } from '#db/rows'
import type { Profile } from '#domain/entities/profile'
import type { SwitchableUser } from '#domain/entities/switchable-user'
import type { ProfileState } from '#features/auth/profile-store'
import { NotSwitchableError } from '#features/switch-user/not-switchable-error'

type ListSwitchable = (options?: CallOptions) => Promise<SwitchableUser[]>

export interface SwitchDeps {
  session: Pick<Session, 'get' | 'setSwitchUser'>
  /** GET get-switchable-users: always asked afresh, never a kept list. */
  listSwitchable: ListSwitchable
  /** Spec section 4: a switch takes effect by reloading; tests hand in a spy. */
  reload?: () => void
}

export interface EndSwitchDeps {
  session: Pick<Session, 'get' | 'setSwitchUser'>
  /** The username that logged in (services.username), not the one acted as. */
  username: () => string
  replica?: PortalDatabase
  reload?: () => void
}

const reloadPage = () => window.location.reload()

/** The switchable users whose name contains the text, ignoring case. */
export async function searchUsers(
  listSwitchable: ListSwitchable,
  text: string,
  signal?: AbortSignal,
): Promise<SwitchableUser[]> {
  const users = await listSwitchable(signal ? { signal } : undefined)
  const wanted = text.trim().toLowerCase()
  return users.filter((user) => user.username.toLowerCase().includes(wanted))
}

/**
 * Spec section 4: stores the username as the switch-user marker and reloads. The server's current
 * list decides, not one the panel searched earlier: a name not on it is refused with nothing stored,
 * as every request would otherwise carry an X-Switch-User the server answers 403.
 */
export async function switchTo(deps: SwitchDeps, username: string): Promise<void> {
  const users = await deps.listSwitchable()
  if (!users.some((user) => user.username === username)) throw new NotSwitchableError(username)
  deps.session.setSwitchUser(username)
  ;(deps.reload ?? reloadPage)()
}

/**
 * Spec section 4: the reset clears the order draft, removes the marker and reloads. The draft is the
 * switched account's (the one the session acted as until now); the switcher's own draft is theirs
 * and stays, as the two accounts' data never mix (decisions).
 */
export async function endSwitch(deps: EndSwitchDeps): Promise<void> {
  const switchedTo = deps.session.get().switchUser
  if (switchedTo) {
    // A replica that cannot be written must not keep the user switched: the marker goes regardless.
    await clearOrderDraft(accountId(deps.username(), switchedTo), deps.replica ?? db).catch(() => undefined)
  }
  deps.session.setSwitchUser(null)
  ;(deps.reload ?? reloadPage)()
}

/**
 * Another tab switched or ended the switch (the marker is shared through local storage). This tab's
 * screens, replica account and sync worker still belong to the account it loaded as, while its
 * requests would already carry the new X-Switch-User: it reloads, so one account's data never shows
 * under the other's. Answers the unsubscribe.
 */
export function reloadWhenSwitchedElsewhere(
  session: Pick<Session, 'get' | 'subscribe'>,
  reload: () => void = reloadPage,
): () => void {
  const loadedAs = session.get().switchUser
  let reloading = false
  return session.subscribe(() => {
    const { token, switchUser } = session.get()
    // A logout (no token) has its own way out of the session; it is no switch.
    if (reloading || token === null || switchUser === loadedAs) return
    reloading = true
    reload()
  })
}

/** For a layout that stays mounted while signed in: follows a switch made in another tab. */
export function useReloadWhenSwitchedElsewhere(): void {
  const { services } = useRouteContext({ from: '__root__' })
  useEffect(() => reloadWhenSwitchedElsewhere(services.session), [services])
}

export interface SwitchUserWiring {
  /** Whether the widget shows (showsSwitchUser). */
  canSwitchUser: boolean
  switchedTo: string | null
  searchUsers: (text: string, signal: AbortSignal) => Promise<SwitchableUser[]>
  onSwitch: (username: string) => Promise<void>
  onEnd: () => Promise<void>
}

/**
 * SWITCH-001: the role shows the widget. While switched, the profile is the switched-to account's,
 * which has no role of its own: the widget stays, or the way back would be gone.
 */
export function showsSwitchUser(profile: ProfileState<Profile>, switchedTo: string | null): boolean {
  return switchedTo !== null || (profile.status === 'ready' && profile.profile.canSwitchUser)
}

/** The switch-user panel's props, from the session and the profile (SWITCH-001). */
export function useSwitchUser(): SwitchUserWiring {
  const { services } = useRouteContext({ from: '__root__' })
  const profile = useSyncExternalStore(services.profile.subscribe, services.profile.get)
  const session = useSyncExternalStore(services.session.subscribe, services.session.get)
  const switchedTo = session.switchUser
  const canSwitchUser = showsSwitchUser(profile, switchedTo)

  const listSwitchable = useCallback<ListSwitchable>(
    (options) => services.api.switchUser.users(options),
    [services],
  )
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchUsers(listSwitchable, text, signal),
    [listSwitchable],
  )
  const onSwitch = useCallback(
    (username: string) => switchTo({ session: services.session, listSwitchable }, username),
    [services, listSwitchable],
  )
  const onEnd = useCallback(
    () => endSwitch({ session: services.session, username: () => services.username() }),
    [services],
  )
  return useMemo(
    () => ({ canSwitchUser, switchedTo, searchUsers: search, onSwitch, onEnd }),
    [canSwitchUser, switchedTo, search, onSwitch, onEnd],
  )
}
