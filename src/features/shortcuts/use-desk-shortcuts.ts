import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { createKeybindingsHandler } from 'tinykeys'
import { runShortcutTarget } from '#ui/keyboard/shortcut-targets'
import { singleKeyBlocker } from '#ui/keyboard/typing-guard'
import { deskBindings } from './desk-bindings'

/** The layout's `<main id="main" tabIndex={-1}>`, also the skip link's target. */
function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true })
}

export interface DeskShortcutActions {
  /** `?`: the help dialog. */
  help: () => void
  /** `t`: the tracking popup, its field focused. */
  track: () => void
}

/**
 * The page-wide single keys of a signed-in user: `g` then a letter goes to a screen, `n` a new
 * order, `t` tracks, `/` goes to the screen's filter, `?` shows them all. A key pressed while
 * typing, in a widget that uses letters, in a dialog or with a modifier never reaches tinykeys, so
 * it cannot start a sequence either.
 */
export function useDeskShortcuts(actions: DeskShortcutActions): void {
  const navigate = useNavigate()
  const latest = useRef(actions)
  latest.current = actions

  useEffect(() => {
    const go =
      (to: '/' | '/active' | '/archive' | '/address-book' | '/recurring-orders' | '/profile') => () => {
        // The key was pressed wherever focus happened to be (often the header): from the new
        // screen's main region the next Tab reaches its content, not the header's twenty stops.
        void navigate({ to }).then(focusMain)
        return true
      }
    const handler = createKeybindingsHandler(
      deskBindings({
        help: () => {
          latest.current.help()
          return true
        },
        goDashboard: go('/'),
        goActive: go('/active'),
        goArchive: go('/archive'),
        goAddressBook: go('/address-book'),
        goStandingOrders: go('/recurring-orders'),
        goProfile: go('/profile'),
        newOrder: () => {
          void navigate({ to: '/order/{-$archivedShipment}' })
          return true
        },
        track: () => {
          latest.current.track()
          return true
        },
        // A screen without a filter leaves `/` to the browser (Firefox's quick find).
        filter: () => runShortcutTarget('filter'),
      }),
    )
    const listener = (event: KeyboardEvent) => {
      if (singleKeyBlocker(event) === null) handler(event)
    }
    // Bubbling, after the page's own handlers: a key the list's rows took arrives handled.
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [navigate])
}
