import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { CallOptions } from '#api/request'
import type { Profile } from '#domain/entities/profile'
import type { SwitchableUser } from '#domain/entities/switchable-user'
import type { ProfileState } from '#services/profile-store'
import { useProfileState } from '#services/use-profile-state'
import { useServices } from '#services/use-services'
import { NotSwitchableError } from './not-switchable-error'

type ListSwitchable = (options?: CallOptions) => Promise<SwitchableUser[]>

export interface SwitchDeps {
  /**
   * Acts as that username from now on, or as the login again (null): the marker, every tab and
   * sync worker told, this tab's worker stopped; the end of a switch wipes its account's replica,
   * order draft included (services.lifecycle.act).
   */
  act: (username: string | null) => Promise<void>
  /** GET get-switchable-users: always asked afresh, never a kept list. */
  listSwitchable: ListSwitchable
  /** Spec section 4: a switch takes effect by reloading; tests hand in a spy. */
  reload?: () => void
}

export type EndSwitchDeps = Pick<SwitchDeps, 'act' | 'reload'>

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
  await deps.act(username)
  ;(deps.reload ?? reloadPage)()
}

/**
 * Spec section 4: the reset clears the order draft, removes the marker and reloads. The switched
 * account's replica goes with its draft (decisions: a logout or an end of switch leaves nothing of
 * it but its unsent changes); the switcher's own draft is theirs and stays.
 */
export async function endSwitch(deps: EndSwitchDeps): Promise<void> {
  await deps.act(null)
  ;(deps.reload ?? reloadPage)()
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
  const services = useServices()
  const profile = useProfileState()
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
    (username: string) => switchTo({ act: services.lifecycle.act, listSwitchable }, username),
    [services, listSwitchable],
  )
  const onEnd = useCallback(() => endSwitch({ act: services.lifecycle.act }), [services])
  return useMemo(
    () => ({ canSwitchUser, switchedTo, searchUsers: search, onSwitch, onEnd }),
    [canSwitchUser, switchedTo, search, onSwitch, onEnd],
  )
}
