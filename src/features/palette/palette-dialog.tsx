import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  Dialog as AriaDialog,
  Autocomplete,
  Heading,
  Input,
  Keyboard,
  Label,
  Menu,
  MenuItem,
  Modal,
  ModalOverlay,
  Text,
  TextField,
} from 'react-aria-components'
import { recordPaletteUse } from '#db/queries/palette-usage'
import { useLocale } from '#i18n/use-locale'
import { useServices } from '#services/use-services'
import { AriaLocale } from '#ui/components/aria-locale'
import { useOnline } from '#ui/use-online'
import { prefetchKeptArchive } from './kept-archive'
import styles from './palette.module.css'
import type { PaletteCommands } from './palette-commands'
import type { PaletteEntry, PaletteKind } from './palette-entry'
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

  const run = (id: string) => {
    const entry = results.find((result) => result.id === id)
    if (!entry) return
    // Counted in the background: a failed write costs the ranking one use, never the action.
    void recordPaletteUse(account, entry.id, Date.now()).catch(() => undefined)
    onClose()
    runTarget(entry.target)
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
      <Autocomplete inputValue={query} onInputChange={setQuery}>
        <div className={styles.fieldRow}>
          <TextField className={styles.field} aria-label={t`Search or jump to`} autoFocus>
            <Label className="visually-hidden">{t`Search or jump to`}</Label>
            {/* React Aria's Autocomplete gives the field its list and active result, not a role: the
              WAI-ARIA combobox pattern names it, and the list is always shown. */}
            <Input
              role="combobox"
              aria-expanded
              className={styles.input}
              placeholder={t`Screen, action, shipment, address or standing order…`}
              data-testid="palette-input"
              onKeyDown={(event) => {
                // After a deletion React Aria leaves no result active (so a screen reader hears the
                // text); Enter then runs the first result, as it does while typing forward.
                const menu = document.getElementById(event.currentTarget.getAttribute('aria-controls') ?? '')
                const first = results[0]
                if (event.key === 'Enter' && first && !menu?.querySelector('[data-focused]')) run(first.id)
              }}
            />
          </TextField>
          {/* A phone has no Escape key: the full-screen sheet needs a way out. */}
          <button type="button" className={styles.close} onClick={onClose}>
            {t`Close`}
          </button>
        </div>
        <Menu
          className={styles.results}
          items={results}
          aria-label={t`Results`}
          onAction={(key) => run(String(key))}
          renderEmptyState={() => (
            <p className={styles.empty}>{loading ? t`Reading this device’s records…` : t`No results.`}</p>
          )}
        >
          {(entry) => <PaletteItem entry={entry} />}
        </Menu>
      </Autocomplete>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {loading && results.length > 0 ? (
        <p className={styles.footer}>{t`Reading this device’s records…`}</p>
      ) : null}
    </AriaDialog>
  )
}

function PaletteItem({ entry }: { entry: PaletteEntry }) {
  const { t } = useLingui()
  const kinds: Record<PaletteKind, string> = {
    screen: t`Screen`,
    action: t`Action`,
    shipment: t`Shipment`,
    address: t`Address`,
    standingOrder: t`Standing order`,
  }
  const kind = kinds[entry.kind]
  return (
    <MenuItem id={entry.id} textValue={entry.title} className={styles.item}>
      <span className={styles.kind} data-kind={entry.kind} aria-hidden="true">
        {kind}
      </span>
      <span className={styles.text}>
        <Text slot="label" className={styles.title}>
          {entry.title}
        </Text>
        <Text slot="description" className={styles.detail}>
          <span className="visually-hidden">{`${kind}, `}</span>
          {entry.detail ? <span>{entry.detail}</span> : null}
          {entry.needsNetwork ? <span className={styles.offline}>{t`Needs the network`}</span> : null}
        </Text>
      </span>
      {entry.shortcut ? <Keyboard className={styles.keys}>{entry.shortcut}</Keyboard> : null}
    </MenuItem>
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
