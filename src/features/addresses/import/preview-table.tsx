import { useLingui } from '@lingui/react/macro'
import type { DuplicateChoice, ImportRow } from '#domain/address-import/contract'
import { type Column, DataTable } from '#ui/list/data-table'
import list from '#ui/list/list-page.module.css'
import styles from './import.module.css'
import { useImportWords } from './import-words'
import { DEFAULT_DUPLICATE_CHOICE, rowName } from './row-status'
import { useLineOf } from './source-lines'

interface PreviewTableProps {
  rows: readonly ImportRow[]
  choices: ReadonlyMap<number, DuplicateChoice>
  onEdit: (index: number) => void
  onCompare: (index: number) => void
}

/** What a row's status says: its issues, what was fixed, what it duplicates and the choice made. */
function StatusCell({ row, choice }: { row: ImportRow; choice: DuplicateChoice }) {
  const { t } = useLingui()
  const words = useImportWords()
  const lineOf = useLineOf()
  const fixed = row.fixed.map((name) => words.fields[name]).join(', ')
  const duplicate = row.duplicateOf
  const line = duplicate?.kind === 'file' ? lineOf({ index: duplicate.row }) : 0
  return (
    <div>
      <span className={`${styles.status} ${styles[`status-${row.status}`] ?? ''}`}>
        {words.statuses[row.status]}
      </span>
      {row.issues.length > 0 ? (
        <ul className={styles.issues}>
          {row.issues.map((issue) => (
            <li key={`${issue.field}-${issue.code}`}>{words.issue(issue)}</li>
          ))}
        </ul>
      ) : null}
      {row.status === 'fixed' && fixed ? <p className={styles.note}>{t`Changed: ${fixed}`}</p> : null}
      {duplicate ? (
        <p className={styles.note}>
          {duplicate.kind === 'file' ? t`Same as line ${line}` : t`Already in the address book`}
          {' · '}
          {words.choices[choice]}
        </p>
      ) : null}
    </div>
  )
}

/** The checked rows of one page: a table at desk width, cards on a phone (the list kit). */
export function PreviewTable({ rows, choices, onEdit, onCompare }: PreviewTableProps) {
  const { t } = useLingui()
  const lineOf = useLineOf()
  const columns: Column<ImportRow, never>[] = [
    { header: t`Line`, className: 'tabular', cell: (row) => lineOf(row) },
    {
      header: t`Status`,
      cell: (row) => <StatusCell row={row} choice={choices.get(row.index) ?? DEFAULT_DUPLICATE_CHOICE} />,
    },
    { header: t`Name`, cell: (row) => <strong>{rowName(row)}</strong> },
    {
      header: t`Street`,
      cell: (row) => [row.cells.street, row.cells.houseNumber].filter(Boolean).join(' '),
    },
    {
      header: t`Location`,
      cell: (row) => (
        <span>
          <span className="tabular">{row.cells.zip}</span> {row.cells.location}
        </span>
      ),
    },
    { header: t`Phone`, className: 'tabular', cell: (row) => row.cells.phone },
    {
      header: t`Actions`,
      hiddenHeader: true,
      cell: (row) => {
        const line = lineOf(row)
        return (
          <span className={styles.rowActions}>
            <button type="button" className={list.linkButton} onClick={() => onEdit(row.index)}>
              {t`Edit`}
              <span className="visually-hidden"> {t`line ${line}`}</span>
            </button>
            {row.duplicateOf ? (
              <button type="button" className={list.linkButton} onClick={() => onCompare(row.index)}>
                {t`Compare`}
                <span className="visually-hidden"> {t`line ${line}`}</span>
              </button>
            ) : null}
          </span>
        )
      },
    },
  ]
  return (
    <DataTable rows={rows} rowKey={(row) => row.index} columns={columns} onOpen={onEdit} variant="plain" />
  )
}
