import { Plural, useLingui } from '@lingui/react/macro'
import { useContext, useEffect, useState } from 'react'
import { useBatchProgress } from '#db/queries/outbox'
import { Notice } from '#ui/components/notice'
import { useOnline } from '#ui/use-online'
import styles from './import.module.css'
import { useAddressImportApi } from './import-api'
import type { ImportPlan } from './import-plan'
import { buildReport, type ImportReportEntry } from './import-report'
import { ImportReport } from './import-report-view'
import { useImportWords } from './import-words'
import { SourceLinesContext } from './source-lines'
import { StepHeading } from './step-heading'

interface ImportProgressStepProps {
  fileName: string
  plan: ImportPlan
  batch: string
  seqs: readonly number[]
  onAnother: () => void
}

/**
 * Step 4: the batch as the outbox drains it (any tab may be the one sending; offline it waits),
 * then the report: imported, updated, skipped and failed, with the server's reasons.
 */
export function ImportProgressStep({ fileName, plan, batch, seqs, onAnother }: ImportProgressStepProps) {
  const { t } = useLingui()
  const api = useAddressImportApi()
  const words = useImportWords()
  const online = useOnline()
  const sourceLines = useContext(SourceLinesContext)
  const progress = useBatchProgress(api.account, batch)
  const [report, setReport] = useState<ImportReportEntry[] | null>(null)
  const size = seqs.length
  const left = progress?.left ?? size
  const refused = progress?.needsAttention ?? 0
  const sent = size - left
  // Done when nothing waits any more: what is left was refused and needs the user.
  const done = progress !== undefined && left === refused
  // Discarded entries leave the outbox like sent ones; the report alone tells them apart.
  const discarded = report?.filter((entry) => entry.outcome === 'discarded').length ?? 0
  const delivered = sent - discarded

  useEffect(() => {
    if (!done) return
    let current = true
    void Promise.all([api.batchRefusals(batch), api.batchDiscards(batch)]).then(([refusals, discarded]) => {
      if (!current) return
      setReport(
        buildReport(
          plan,
          { seqs, refusals, discarded },
          {
            leftOut: (row, why) =>
              why === 'duplicate-skipped'
                ? t`Duplicate: skipped`
                : why === 'needs-network'
                  ? t`The place could not be checked without the network`
                  : row.issues.map((issue) => words.issue(issue)).join(' · '),
            refused: (reason) => reason || t`Refused by the server`,
          },
          sourceLines,
        ),
      )
    })
    return () => {
      current = false
    }
  }, [done, api, batch, plan, seqs, sourceLines, t, words.issue])

  return (
    <section className={styles.step}>
      <StepHeading>{report ? t`Import report` : t`Importing`}</StepHeading>
      <div className={styles.progress}>
        <progress value={sent} max={size} aria-label={t`Addresses sent`} />
        <p role="status">
          {done && discarded > 0 ? (
            <Plural
              value={discarded}
              one={`${delivered} of ${size} sent; # was discarded before it was sent.`}
              other={`${delivered} of ${size} sent; # were discarded before they were sent.`}
            />
          ) : done && report ? (
            <Plural value={size} one="The address has been sent." other="All # addresses have been sent." />
          ) : (
            t`${sent} of ${size} sent.`
          )}
          {!done && !online
            ? ` ${t`You are offline: the addresses are kept on this device and sent once you are back online.`}`
            : ''}
        </p>
      </div>
      {refused > 0 && !done ? (
        <Notice tone="warning">
          {t`${refused} could not be saved and need your attention under “changes waiting”.`}
        </Notice>
      ) : null}
      {report ? <ImportReport entries={report} fileName={fileName} onAnother={onAnother} /> : null}
    </section>
  )
}
