import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import { websiteLink } from '#domain/company'
import type { Locale } from '#i18n/locales'
import { Dialog } from '#ui/components/dialog'
import { MenuIcon, SearchIcon } from '#ui/icons/icons'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import { Footer } from './footer'
import { Header } from './header'
import { LanguageSwitcher } from './language-switcher'
import { MainNav } from './main-nav'
import { ComingSoon } from './page-states'
import styles from './shell.module.css'
import { Sidebar } from './sidebar'
import { UserMenu } from './user-menu'

export interface SignedInUser {
  initials: string
  displayName: string
}

interface DefaultLayoutProps {
  locale: Locale
  onLocaleChange: (locale: Locale) => void
  websiteBaseUrl: string
  /** Set once the user is signed in and the profile is loaded; navigation and avatar show only then. */
  user: SignedInUser | undefined
  onLogout: () => void
  /** The account menu's "Keyboard shortcuts" (the help dialog lives with the shortcuts). */
  onShortcutsHelp?: () => void
  /** The tracking popup's content (the tracking form arrives with its own feature). */
  tracking?: ReactNode
  /** The notifications bell (features/notifications), beside the avatar of a signed-in user. */
  bell?: ReactNode
  /** The command palette's button (features/palette), first of a signed-in user's tools. */
  palette?: ReactNode
  /**
   * The tracking popup opened from outside (the palette's "Track …"): when given, the layout's
   * button asks `onTrackingOpenChange` instead of keeping the state itself.
   */
  trackingOpen?: boolean
  onTrackingOpenChange?: (open: boolean) => void
  /** Offline state and waiting changes, under the header. */
  statusBar?: ReactNode
  /** While switched: whom the portal acts as, and "End user switch", above everything else. */
  switchNotice?: ReactNode
  children: ReactNode
}

export function DefaultLayout({
  locale,
  onLocaleChange,
  websiteBaseUrl,
  user,
  onLogout,
  onShortcutsHelp,
  tracking,
  bell,
  palette,
  trackingOpen: trackingOpenProp,
  onTrackingOpenChange,
  statusBar,
  switchNotice,
  children,
}: DefaultLayoutProps) {
  const { t } = useLingui()
  const [navOpen, setNavOpen] = useState(false)
  const [trackingOpenState, setTrackingOpenState] = useState(false)
  const trackingOpen = trackingOpenProp ?? trackingOpenState
  const setTrackingOpen = onTrackingOpenChange ?? setTrackingOpenState
  const navId = useId()
  const userControls = user ? (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={navOpen}
        aria-controls={navId}
        onClick={() => setNavOpen((open) => !open)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t`Menu`}</span>
      </button>
      {palette}
      <button
        type="button"
        className={styles.toolButton}
        aria-keyshortcuts={ariaKeyShortcuts('track')}
        onClick={() => setTrackingOpen(true)}
      >
        <SearchIcon />
        <span className={styles.toolLabel}>{t`Track shipment`}</span>
      </button>
      {bell}
      <UserMenu
        initials={user.initials}
        displayName={user.displayName}
        onLogout={onLogout}
        {...(onShortcutsHelp ? { onShortcutsHelp } : {})}
      />
    </>
  ) : undefined

  return (
    <div className={styles.page}>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <Header
        languageSwitcher={<LanguageSwitcher locale={locale} onChange={onLocaleChange} />}
        userControls={userControls}
      />
      {user ? <MainNav id={navId} open={navOpen} onNavigate={() => setNavOpen(false)} /> : null}
      {user ? switchNotice : null}
      {user ? statusBar : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Sidebar faqUrl={websiteLink(websiteBaseUrl, locale, 'faq')} />
      <Footer
        locale={locale}
        websiteBaseUrl={websiteBaseUrl}
        year={new Date().getFullYear()}
        languageSwitcher={<LanguageSwitcher locale={locale} onChange={onLocaleChange} expanded />}
      />
      {user ? (
        <Dialog
          open={trackingOpen}
          title={t`Track shipment`}
          closeLabel={t`Close`}
          onClose={() => setTrackingOpen(false)}
        >
          {tracking ?? <ComingSoon />}
        </Dialog>
      ) : null}
    </div>
  )
}
