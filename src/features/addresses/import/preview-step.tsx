import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { DuplicateChoice, ImportRow } from '#domain/address-import/contract'
import { offsetOf } from '#domain/pagination'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import list from '#ui/list/list-page.module.css'
import { Pagination } from '#ui/list/pagination'
import { useListControls } from '#ui/list/use-list-controls'
import { useOnline } from '#ui/use-online'
import { DuplicateDialog } from './duplicate-dialog'
import styles from './import.module.css'
import type { ImportPlan } from './import-plan'
import { useImportWords } from './import-words'
import { PreviewTable } from './preview-table'
import { RowEditor } from './row-editor'
import { countByStatus, DEFAULT_DUPLICATE_CHOICE, filterByStatus, type StatusFilter } from './row-status'
import { useLineOf } from './source-lines'
import { StatusFilter as StatusToggles } from './status-filter'
import { StepHeading } from './step-heading'

interface PreviewStepProps {
  fileName: string
  rows: readonly ImportRow[]
  choices: ReadonlyMap<number, DuplicateChoice>
  plan: ImportPlan
  onRecheck: (index: number, cells: ImportRow['cells']) => Promise<ImportRow[]>
  onCheckAgain: () => Promise<void>
  onChoice: (index: number, choice: DuplicateChoice) => void
  onImport: () => Promise<void>
  onBack: () => void
}

type Open = { type: 'edit'; index: number } | { type: 'compare'; index: number } | null

/**
 * Step 3: every row's status, counted and filtered, a page at a time (10,000 rows stay quick);
 * a row fixed in place is checked again, a duplicate is compared and decided, then the import.
 */
export function PreviewStep(props: PreviewStepProps) {
  const { fileName, rows, choices, plan, onRecheck, onCheckAgain, onChoice, onImport, onBack } = props
  const { t } = useLingui()
  const words = useImportWords()
  const lineOf = useLineOf()
  const online = useOnline()
  const [filter, setFilter] = useState<StatusFilter>('all')
  const [open, setOpen] = useState<Open>(null)
  const [announcement, setAnnouncement] = useState('')
  const [checking, setChecking] = useState(false)
  const [importing, setImporting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const controls = useListControls({ defaultSorting: null })
  // A fixed row can leave the filter on show: the dialog then has nothing to give the focus back
  // to, and a keyboard user would be left at the top of the page. The step's heading takes it.
  const section = useRef<HTMLElement>(null)
  const [saved, setSaved] = useState(0)
  useEffect(() => {
    if (saved === 0) return
    const frame = requestAnimationFrame(() => {
      if (!section.current?.contains(document.activeElement)) section.current?.querySelector('h2')?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [saved])
  const counts = useMemo(() => countByStatus(rows), [rows])
  const shown = useMemo(() => filterByStatus(rows, filter), [rows, filter])
  // A fix can take the last row of a page out of the filter: the page then moves back to the last.
  const lastPage = Math.max(1, Math.ceil(shown.length / controls.perPage))
  const page = Math.min(controls.page, lastPage)
  const start = offsetOf(page, controls.perPage)
  const pageRows = shown.slice(start, start + controls.perPage)
  const opened = open ? rows.find((row) => row.index === open.index) : undefined
  const saves = plan.saves.length
  const waiting = counts['needs-network']

  const recheck = async (index: number, cells: ImportRow['cells']) => {
    const next = await onRecheck(index, cells)
    const row = next.find((candidate) => candidate.index === index)
    setOpen(null)
    setSaved((count) => count + 1)
    if (row) {
      const line = lineOf(row)
      const status = words.statuses[row.status]
      setAnnouncement(t`Line ${line}: ${status}`)
    }
  }

  const checkAgain = async () => {
    setChecking(true)
    setFailure(null)
    try {
      await onCheckAgain()
    } catch {
      setFailure(t`The places could not be checked. Please try again.`)
    } finally {
      setChecking(false)
    }
  }

  const startImport = async () => {
    setImporting(true)
    setFailure(null)
    try {
      await onImport()
    } catch {
      setFailure(t`The addresses could not be stored on this device. Nothing was imported.`)
      setImporting(false)
    }
  }

  return (
    <section ref={section} className={styles.step}>
      <StepHeading>{t`Check the rows`}</StepHeading>
      <p className={styles.lead}>
        {t`${fileName}: fix a row with Edit; duplicates are skipped unless you choose otherwise.`}
      </p>
      <StatusToggles
        counts={counts}
        total={rows.length}
        value={filter}
        onChange={(next) => {
          setFilter(next)
          controls.restart()
        }}
      />
      {waiting > 0 ? (
        <div className={styles.waiting}>
          <Notice tone="warning">
            <Plural
              value={waiting}
              one="# row needs the network to check its place. It is imported only once it has been checked."
              other="# rows need the network to check their place. They are imported only once they have been checked."
            />
            {online ? '' : ` ${t`You are offline.`}`}
          </Notice>
          <Button variant="secondary" busy={checking} disabled={!online} onClick={() => void checkAgain()}>
            {t`Check again`}
          </Button>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {pageRows.length === 0 ? (
        <p className={list.empty}>{t`No rows with this status.`}</p>
      ) : (
        <>
          <PreviewTable
            rows={pageRows}
            choices={choices}
            onEdit={(index) => setOpen({ type: 'edit', index })}
            onCompare={(index) => setOpen({ type: 'compare', index })}
          />
          <Pagination {...controls.pagination} page={page} total={shown.length} />
        </>
      )}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className={list.actions}>
        <Button busy={importing} disabled={saves === 0} onClick={() => void startImport()}>
          <Plural value={saves} one="Import # address" other="Import # addresses" />
        </Button>
        <Button variant="secondary" onClick={onBack}>{t`Back to the columns`}</Button>
      </div>
      {open?.type === 'edit' && opened ? (
        <RowEditor
          row={opened}
          onSave={(cells) => recheck(opened.index, cells)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.type === 'compare' && opened ? (
        <DuplicateDialog
          row={opened}
          rows={rows}
          choice={choices.get(opened.index) ?? DEFAULT_DUPLICATE_CHOICE}
          onChoice={(choice) => onChoice(opened.index, choice)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  )
}
