import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import { tinykeys } from 'tinykeys'
import { useServices } from '#services/use-services'
import { CommandIcon } from '#ui/icons/icons'
import { ariaKeyShortcuts } from '#ui/keyboard/aria-keys'
import { KeyCaps } from '#ui/keyboard/key-caps'
import { shortcutOf } from '#ui/keyboard/shortcuts'
import styles from './launcher.module.css'
import type { PaletteCommands } from './palette-commands'

/** The palette's keys as the shortcut table has them ('$mod+k'), so the help lists what works. */
const PALETTE_KEYS = shortcutOf('palette').keys

const loadDialog = () => import('./palette-dialog')
const PaletteDialog = lazy(() => loadDialog().then((module) => ({ default: module.PaletteDialog })))

/** Once the browser is idle: the screen's first frame must not wait on the palette's code. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}

/**
 * The header's "Search or jump to…" button and the Ctrl+K / ⌘K chord, for a signed-in user. The
 * palette itself (React Aria, the index) is fetched once the page is idle, so it opens at once and
 * stays out of every first paint; its index of the kept archive is read at the next idle.
 */
export function PaletteLauncher({ commands }: { commands: PaletteCommands }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const account = useServices().account()

  // At idle: the palette's code, then (at the next idle) the kept archive read into its index, a
  // page of rows at a time, so the first Ctrl+K finds 50,000 archived shipments at once.
  useEffect(() => {
    let cancelNext: () => void = () => undefined
    const cancel = whenIdle(() => {
      void loadDialog().then((module) => {
        cancelNext = whenIdle(() => module.prefetchPalette(account))
      })
    })
    return () => {
      cancel()
      cancelNext()
    }
  }, [account])

  // $mod+K (Ctrl, or ⌘ on a Mac) from the portal's shortcut table, through tinykeys: a modifier
  // chord, so it works from a field too (as in Linear or GitHub). Capture: the palette's own field
  // stops the keys it handles from bubbling.
  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      event.preventDefault()
      setOpen((wasOpen) => !wasOpen)
    }
    return tinykeys(window, Object.fromEntries(PALETTE_KEYS.map((keys) => [keys, toggle])), { capture: true })
  }, [])

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts={ariaKeyShortcuts('palette')}
        aria-haspopup="dialog"
        data-testid="palette-button"
        onClick={() => setOpen(true)}
      >
        <CommandIcon />
        <span className={styles.label}>{t`Search or jump to…`}</span>
        <KeyCaps keys={PALETTE_KEYS} className={styles.keys} decorative />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PaletteDialog open onClose={() => setOpen(false)} commands={commands} />
        </Suspense>
      ) : null}
    </>
  )
}
