import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { recordPaletteUse } from '#db/queries/palette-usage'
import { useLocale } from '#i18n/use-locale'
import { useServices } from '#services/use-services'
import { AriaLocale } from '#ui/components/aria-locale'
import { useOnline } from '#ui/use-online'
import { prefetchKeptArchive } from './kept-archive'
import styles from './palette.module.css'
import type { PaletteCommands } from './palette-commands'
import type { PaletteEntry } from './palette-entry'
import { optionId, PaletteResults } from './palette-results'
import { createPaletteSearch, TOTAL } from './palette-search'
import { useRunTarget } from './run-target'
import { trackingNumberIn, withTrackEntry } from './track-entry'
import { usePaletteIndexes } from './use-palette-index'

export interface PaletteDialogProps {
  open: boolean
  onClose: () => void
  commands: PaletteCommands
}

/** Reads the account's kept archive into the palette's index ahead of the first Ctrl+K. */
export function prefetchPalette(account: string) {
  void prefetchKeptArchive(account).catch(() => undefined)
}

/** The count is said once typing pauses, not at every keystroke. */
const ANNOUNCE_AFTER_MS = 400

/**
 * The command palette (issue 22): React Aria's Autocomplete over a Menu in a modal, so the field is
 * a combobox whose first result is active as one types, arrows move, Enter runs, Escape closes and
 * focus goes back to where it was. Loaded on demand by palette-launcher.tsx.
 */
export function PaletteDialog({ open, onClose, commands }: PaletteDialogProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose()
        }}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={styles.modal}>
          <PaletteBody onClose={onClose} commands={commands} />
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  )
}

function PaletteBody({ onClose, commands }: Omit<PaletteDialogProps, 'open'>) {
  const { t } = useLingui()
  const services = useServices()
  const account = services.account()
  const locale = useLocale()
  const online = useOnline()
  const [query, setQuery] = useState('')
  // For the benchmark: a keystroke's main-thread work, from its change to the committed results.
  const typedAt = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (typedAt.current === null) return
    performance.measure('palette:keystroke-work', { start: typedAt.current, end: performance.now() })
    typedAt.current = null
  })
  const inputId = useId()
  const listId = useId()
  const { indexes, loading, usage } = usePaletteIndexes(account, locale, online)
  const runTarget = useRunTarget(commands)
  // One per open palette: each keystroke typing on scans only what the one before matched.
  const search = useRef(createPaletteSearch()).current

  const results = useMemo(() => {
    const start = performance.now()
    const found = search(indexes, query, { usage })
    // For the benchmark (tests/benchmarks/palette.ts): the search alone, apart from the paint.
    performance.measure('palette:search', { start, end: performance.now() })
    const number = trackingNumberIn(query)
    if (number === null) return found
    const track: PaletteEntry = {
      id: 'action:track',
      kind: 'action',
      title: t`Track ${number}`,
      detail: '',
      keywords: '',
      shortcut: 't',
      needsNetwork: !online,
      target: { type: 'track', number },
    }
    return withTrackEntry(found, number, track).slice(0, TOTAL)
  }, [search, indexes, query, usage, online, t])

  const announcement = useSettled(plural(results.length, { one: '# result', other: '# results' }))

  const run = (entry: PaletteEntry) => {
    // Counted in the background: a failed write costs the ranking one use, never the action.
    void recordPaletteUse(account, entry.id, Date.now()).catch(() => undefined)
    onClose()
    runTarget(entry.target)
  }
  // The options are memoised: they get one callback for the palette's life, which runs the latest `run`.
  const latestRun = useRef(run)
  useLayoutEffect(() => {
    latestRun.current = run
  })
  const runOption = useCallback((entry: PaletteEntry) => latestRun.current(entry), [])

  // The first result is active as one types (also after a deletion), so Enter runs it.
  const [active, setActive] = useState(0)
  const [shown, setShown] = useState(results)
  if (shown !== results) {
    setShown(results)
    setActive(0)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : count - 1
      if (count > 0) setActive((index) => (index + step) % count)
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const entry = results[active]
      if (!entry) return
      event.preventDefault()
      run(entry)
    }
  }

  return (
    <AriaDialog
      className={styles.dialog}
      aria-label={t`Search or jump to`}
      data-records={loading ? 'loading' : 'ready'}
    >
      <Heading slot="title" className="visually-hidden">
        {t`Search or jump to`}
      </Heading>
      <div className={styles.fieldRow}>
        <label htmlFor={inputId} className="visually-hidden">
          {t`Search or jump to`}
        </label>
        <input
          id={inputId}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(listId, active) : undefined}
          // biome-ignore lint/a11y/noAutofocus: the palette opens for typing; Escape gives the focus back
          autoFocus
          autoComplete="off"
          spellCheck={false}
          className={`${styles.field} ${styles.input}`}
          placeholder={t`Screen, action, shipment, address or standing order…`}
          data-testid="palette-input"
          value={query}
          onChange={(event) => {
            typedAt.current = performance.now()
            setQuery(event.target.value)
          }}
          onKeyDown={onKeyDown}
        />
        {/* A phone has no Escape key: the full-screen sheet needs a way out. */}
        <button type="button" className={styles.close} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <PaletteResults
        id={listId}
        label={t`Results`}
        results={results}
        active={active}
        empty={loading ? t`Reading this device’s records…` : t`No results.`}
        onRun={runOption}
        onPoint={setActive}
      />
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {loading && results.length > 0 ? (
        <p className={styles.footer}>{t`Reading this device’s records…`}</p>
      ) : null}
    </AriaDialog>
  )
}

/** The value once it has stayed the same for a moment: a live region that speaks after typing. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}
