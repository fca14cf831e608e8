import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useServices } from '#services/use-services'
import { CommandIcon } from '#ui/icons/icons'
import styles from './launcher.module.css'
import type { PaletteCommands } from './palette-commands'
import { isApplePlatform, isPaletteChord } from './palette-keys'

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
  const apple = isApplePlatform()
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

  useEffect(() => {
    // A single chord, so a listener of our own (the shortcut library of issue 22 handles the
    // sequences). Capture: the palette's field stops the keys it handles from bubbling.
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteChord(event, apple)) return
      event.preventDefault()
      setOpen((wasOpen) => !wasOpen)
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [apple])

  const keys = apple
    ? '⌘ K'
    : `${t({ message: 'Ctrl', comment: 'The Ctrl key as printed on the keyboard (German: Strg)' })} K`
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        data-testid="palette-button"
        onClick={() => setOpen(true)}
      >
        <CommandIcon />
        <span className={styles.label}>{t`Search or jump to…`}</span>
        <span className={styles.keys} aria-hidden="true">
          {keys}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PaletteDialog open onClose={() => setOpen(false)} commands={commands} />
        </Suspense>
      ) : null}
    </>
  )
}
