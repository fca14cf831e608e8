import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { ImportOutcome } from '#domain/address-import/report'
import { offsetOf } from '#domain/pagination'
import { formatNumber } from '#i18n/format'
import { useLocale } from '#i18n/use-locale'
import { Button } from '#ui/components/button'
import { type Column, DataTable } from '#ui/list/data-table'
import list from '#ui/list/list-page.module.css'
import { Pagination } from '#ui/list/pagination'
import { useListControls } from '#ui/list/use-list-controls'
import { saveFile } from '#ui/save-file'
import styles from './import.module.css'
import { useAddressImportApi } from './import-api'
import { countOutcomes, type ImportReportEntry } from './import-report'

interface ImportReportProps {
  entries: readonly ImportReportEntry[]
  fileName: string
  onAnother: () => void
}

/** The report's counts, the rows not imported with their reasons, and the whole report as CSV. */
export function ImportReport({ entries, fileName, onAnother }: ImportReportProps) {
  const { t } = useLingui()
  const api = useAddressImportApi()
  const locale = useLocale()
  const controls = useListControls({ defaultSorting: null })
  const counts = countOutcomes(entries)
  const outcomes: Record<ImportOutcome, string> = {
    imported: t`Imported`,
    updated: t`Updated`,
    skipped: t`Skipped`,
    failed: t`Failed`,
    discarded: t`Discarded`,
  }
  const notImported = useMemo(
    () => entries.filter((entry) => entry.outcome !== 'imported' && entry.outcome !== 'updated'),
    [entries],
  )
  const start = offsetOf(controls.page, controls.perPage)
  const columns: Column<ImportReportEntry, never>[] = [
    { header: t`Line`, className: 'tabular', cell: (entry) => entry.row },
    { header: t`Name`, cell: (entry) => entry.name },
    { header: t`Outcome`, cell: (entry) => outcomes[entry.outcome] },
    { header: t`Reason`, cell: (entry) => entry.reason },
  ]
  const download = () => {
    const csv = api.reportCsv(entries)
    const base = fileName.replace(/\.[^.]+$/, '')
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${base}-import-report.csv`)
  }
  return (
    <div className={styles.report}>
      <dl className={styles.outcomes}>
        {(Object.keys(outcomes) as ImportOutcome[]).map((outcome) => (
          <div key={outcome} data-outcome={outcome}>
            <dt>{outcomes[outcome]}</dt>
            <dd className="tabular">{formatNumber(counts[outcome], locale)}</dd>
          </div>
        ))}
      </dl>
      {notImported.length > 0 ? (
        <>
          <h3 className={styles.reportTitle}>{t`Rows not imported`}</h3>
          <DataTable
            rows={notImported.slice(start, start + controls.perPage)}
            rowKey={(entry) => entry.row}
            columns={columns}
            variant="plain"
          />
          <Pagination {...controls.pagination} total={notImported.length} />
        </>
      ) : null}
      <div className={list.actions}>
        <Button onClick={download}>{t`Download the report (CSV)`}</Button>
        <Button variant="secondary" onClick={onAnother}>{t`Import another file`}</Button>
      </div>
    </div>
  )
}
