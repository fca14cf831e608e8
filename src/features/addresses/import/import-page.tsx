import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { ColumnMapping, DuplicateChoice, ImportRow, ParsedSheet } from '#domain/address-import/contract'
import { buttonClass } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import pageToolbar from '#ui/styles/page-toolbar.module.css'
import { ChooseFileStep } from './choose-file-step'
import styles from './import.module.css'
import { type CheckSession, useAddressImportApi } from './import-api'
import { type ImportPlan, planImport } from './import-plan'
import { ImportProgressStep } from './import-progress-step'
import { MappingStep } from './mapping-step'
import { PreviewStep } from './preview-step'
import { SourceLinesContext } from './source-lines'
import { StepHeading } from './step-heading'

type Step =
  | { type: 'choose'; back: boolean }
  | { type: 'map'; sheet: ParsedSheet; fileName: string; mapping: ColumnMapping; remembered: boolean }
  | { type: 'checking'; sheet: ParsedSheet; fileName: string; mapping: ColumnMapping; fraction: number }
  | {
      type: 'preview'
      sheet: ParsedSheet
      fileName: string
      mapping: ColumnMapping
      rows: ImportRow[]
      session: CheckSession
    }
  | {
      type: 'import'
      sheet: ParsedSheet
      fileName: string
      rows: ImportRow[]
      plan: ImportPlan
      batch: string
      seqs: number[]
    }

/** A mapping with one entry per header, whatever the proposal or the remembered one held. */
function fitted(mapping: ColumnMapping, headers: readonly string[]): ColumnMapping {
  return headers.map((_, column) => mapping[column] ?? null)
}

/**
 * Address import (issue 24): choose a file, match its columns, check and fix the rows, import them
 * as one batch of address saves, then the report. Each step's heading takes the focus.
 */
export function ImportPage() {
  const { t } = useLingui()
  const api = useAddressImportApi()
  const [step, setStep] = useState<Step>({ type: 'choose', back: false })
  const [choices, setChoices] = useState<Map<number, DuplicateChoice>>(new Map())
  const [failure, setFailure] = useState<string | null>(null)
  const rows = step.type === 'preview' ? step.rows : null
  const plan = useMemo(() => planImport(rows ?? [], choices, api.inputFor), [rows, choices, api])

  const read = (sheet: ParsedSheet, fileName: string) => {
    const { mapping, remembered } = api.initialMapping(sheet.headers)
    setFailure(null)
    setStep({ type: 'map', sheet, fileName, mapping: fitted(mapping, sheet.headers), remembered })
  }

  const check = async (sheet: ParsedSheet, fileName: string, mapping: ColumnMapping) => {
    api.rememberMapping(sheet.headers, mapping)
    setStep({ type: 'checking', sheet, fileName, mapping, fraction: 0 })
    try {
      const checked = await api.checkRows(sheet, mapping, (fraction) =>
        setStep((current) => (current.type === 'checking' ? { ...current, fraction } : current)),
      )
      setChoices(new Map())
      setStep({ type: 'preview', sheet, fileName, mapping, ...checked })
    } catch {
      setFailure(t`The rows could not be checked. Please try again.`)
      setStep({ type: 'map', sheet, fileName, mapping, remembered: false })
    }
  }

  const inPreview = (update: (current: Extract<Step, { type: 'preview' }>) => Step) =>
    setStep((current) => (current.type === 'preview' ? update(current) : current))

  // Every step after the file names a row by its line in the file, empty lines counted.
  const sourceLines = step.type === 'choose' ? undefined : step.sheet.sourceLines
  return (
    <SourceLinesContext.Provider value={sourceLines}>
      <section className={styles.page}>
        <div className={pageToolbar.toolbar}>
          <h1>{t`Import addresses`}</h1>
          <Link to="/address-book" className={buttonClass('quiet')}>
            {t`Back to the address book`}
          </Link>
        </div>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {step.type === 'choose' ? <ChooseFileStep onRead={read} focusHeading={step.back} /> : null}
        {step.type === 'map' ? (
          <MappingStep
            sheet={step.sheet}
            fileName={step.fileName}
            initial={step.mapping}
            remembered={step.remembered}
            onConfirm={(mapping) => void check(step.sheet, step.fileName, mapping)}
            onBack={() => setStep({ type: 'choose', back: true })}
          />
        ) : null}
        {step.type === 'checking' ? (
          <section className={styles.step}>
            <StepHeading>{t`Checking the rows`}</StepHeading>
            <div className={styles.progress}>
              <progress value={step.fraction} max={1} aria-label={t`Checking the rows`} />
            </div>
          </section>
        ) : null}
        {step.type === 'preview' ? (
          <PreviewStep
            fileName={step.fileName}
            rows={step.rows}
            choices={choices}
            plan={plan}
            onRecheck={async (index, cells) => {
              const next = await step.session.recheck(step.rows, index, cells)
              inPreview((current) => ({ ...current, rows: next }))
              return next
            }}
            onCheckAgain={async () => {
              const next = await step.session.checkAgain(step.rows)
              inPreview((current) => ({ ...current, rows: next }))
            }}
            onChoice={(index, choice) => setChoices((current) => new Map(current).set(index, choice))}
            onImport={async () => {
              const queued = await api.queueImport(
                plan.saves.map((save) => save.input),
                step.fileName,
              )
              setStep({
                type: 'import',
                sheet: step.sheet,
                fileName: step.fileName,
                rows: step.rows,
                plan,
                ...queued,
              })
            }}
            onBack={() =>
              setStep({
                type: 'map',
                sheet: step.sheet,
                fileName: step.fileName,
                mapping: step.mapping,
                remembered: false,
              })
            }
          />
        ) : null}
        {step.type === 'import' ? (
          <ImportProgressStep
            fileName={step.fileName}
            plan={step.plan}
            batch={step.batch}
            seqs={step.seqs}
            onAnother={() => setStep({ type: 'choose', back: true })}
          />
        ) : null}
      </section>
    </SourceLinesContext.Provider>
  )
}
