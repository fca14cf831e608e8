import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { initials } from '#domain/initials'
import { NotificationBell } from '#features/notifications/notification-bell'
import type { PaletteCommands } from '#features/palette/palette-commands'
import { PaletteLauncher } from '#features/palette/palette-launcher'
import { DefaultLayout, type SignedInUser } from '#features/shell/default-layout'
import { useScrollRestoreRetry } from '#features/shell/use-scroll-restore-retry'
import { DeskShortcuts } from '#features/shortcuts/desk-shortcuts'
import { SwitchNotice } from '#features/switch-user/switch-notice'
import { useSwitchUser } from '#features/switch-user/use-switch-user'
import { TrackingForm } from '#features/tracking/tracking-form'
import { useTrack } from '#features/tracking/use-track'
import { activateLocale } from '#i18n/activate'
import type { Locale } from '#i18n/locales'
import { useLocale } from '#i18n/use-locale'
import { useProfileState } from '#services/use-profile-state'
import { SyncStatusArea } from './sync-status-area'

/** The longest a logout waits for the wipe before it shows the goodbye page regardless. */
const LOGOUT_WIPE_WAIT_MS = 2_000

/** The default layout wired to the session: the header shows the user once the profile is loaded. */
export function DefaultLayoutRoute({ children }: { children: ReactNode }) {
  const { services } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  const profileState = useProfileState()
  const signedIn = useSyncExternalStore(services.session.subscribe, () => services.session.isAuthenticated())
  const [waiting, setWaiting] = useState(0)
  const [confirmLogout, setConfirmLogout] = useState(false)
  const locale: Locale = useLocale()
  const track = useTrack()
  // The tracking popup, opened by the header's button or by the palette with a number to track.
  // `t` opens it with the field focused (a keyboard user types at once; a click leaves it as it was).
  const [trackingPopup, setTrackingPopup] = useState<{
    open: boolean
    number: string | null
    focus?: boolean
  }>({
    open: false,
    number: null,
  })
  const [shortcutsHelpOpen, setShortcutsHelpOpen] = useState(false)
  // A switch made or ended in another tab reloads this one (services.lifecycle): data never mixes.
  const switchUser = useSwitchUser()
  useScrollRestoreRetry()

  let user: SignedInUser | undefined
  if (signedIn && profileState.status === 'ready') {
    const { profile } = profileState
    const name =
      [profile.firstname, profile.lastname].filter(Boolean).join(' ') || profile.company || profile.username
    user = { initials: initials(profile), displayName: name }
  }

  const logOut = () => {
    setConfirmLogout(false)
    // The session is gone at once (every tab and worker hears it); the goodbye page shows once the
    // replica is wiped too (unsent changes stay), so what it says holds, or after 2 s at most.
    const wiped = services.auth.logOut().catch(() => undefined)
    const late = new Promise((resolve) => setTimeout(resolve, LOGOUT_WIPE_WAIT_MS))
    void Promise.race([wiped, late]).then(() => navigate({ to: '/goodbye' }))
  }

  const requestLogout = () => (waiting > 0 ? setConfirmLogout(true) : logOut())
  const paletteCommands: PaletteCommands = {
    track: (number) => setTrackingPopup({ open: true, number }),
    setLocale: (next) => void activateLocale(next, localStorage),
    logOut: requestLogout,
  }

  return (
    <DefaultLayout
      locale={locale}
      onLocaleChange={(next) => void activateLocale(next, localStorage)}
      websiteBaseUrl={services.config.websiteBaseUrl}
      user={user}
      tracking={
        <TrackingForm
          key={trackingPopup.number ?? ''}
          track={track}
          initialNumber={trackingPopup.number ?? undefined}
          focusOnMount={trackingPopup.focus === true}
        />
      }
      trackingOpen={trackingPopup.open}
      onTrackingOpenChange={(open) => setTrackingPopup({ open, number: null })}
      bell={user ? <NotificationBell account={services.account()} /> : null}
      palette={user ? <PaletteLauncher commands={paletteCommands} /> : null}
      onLogout={requestLogout}
      onShortcutsHelp={() => setShortcutsHelpOpen(true)}
      switchNotice={
        switchUser.switchedTo ? (
          <SwitchNotice username={switchUser.switchedTo} onEnd={switchUser.onEnd} />
        ) : null
      }
      statusBar={
        user ? (
          <SyncStatusArea
            confirmLogout={confirmLogout}
            onCancelLogout={() => setConfirmLogout(false)}
            onConfirmLogout={logOut}
            onWaitingChange={setWaiting}
          />
        ) : null
      }
    >
      {children}
      {user ? (
        <DeskShortcuts
          helpOpen={shortcutsHelpOpen}
          onHelpOpenChange={setShortcutsHelpOpen}
          onTrack={() => setTrackingPopup({ open: true, number: null, focus: true })}
        />
      ) : null}
    </DefaultLayout>
  )
}
