import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { IMPORT_FIELDS, type ImportField, type ImportRow } from '#domain/address-import/contract'
import { Button } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import { Notice } from '#ui/components/notice'
import { TextField } from '#ui/components/text-field'
import list from '#ui/list/list-page.module.css'
import styles from './import.module.css'
import { useImportWords } from './import-words'
import { useLineOf } from './source-lines'

interface RowEditorProps {
  row: ImportRow
  onSave: (cells: ImportRow['cells']) => Promise<void>
  onClose: () => void
}

/** The fields a row is edited in: those its file fills and those with an issue, in the fields' order. */
function editedFields(row: ImportRow): ImportField[] {
  const shown = new Set<ImportField>([
    ...(Object.keys(row.cells) as ImportField[]),
    ...row.issues.map((issue) => issue.field),
  ])
  return IMPORT_FIELDS.filter((name) => shown.has(name))
}

/** A row's cells in a small form; saving checks the row again with the same rules as the file. */
export function RowEditor({ row, onSave, onClose }: RowEditorProps) {
  const { t } = useLingui()
  const words = useImportWords()
  const [cells, setCells] = useState<ImportRow['cells']>(row.cells)
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const line = useLineOf()(row)
  const fields = editedFields(row)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setFailed(false)
    try {
      await onSave(cells)
    } catch {
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open title={t`Edit line ${line}`} closeLabel={t`Close`} onClose={onClose}>
      <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.editorFields}>
          {fields.map((name) => {
            const issues = row.issues
              .filter((issue) => issue.field === name)
              .map((issue) => words.issueText(issue))
            return (
              <TextField
                key={name}
                label={words.fields[name]}
                name={name}
                value={cells[name] ?? ''}
                error={issues.length > 0 ? issues.join(' ') : undefined}
                onChange={(event) => setCells({ ...cells, [name]: event.target.value })}
              />
            )
          })}
        </div>
        {failed ? <Notice tone="error">{t`The row could not be checked. Please try again.`}</Notice> : null}
        <div className={list.actions}>
          <Button type="submit" busy={saving}>{t`Check and keep`}</Button>
          <Button variant="quiet" onClick={onClose}>{t`Cancel`}</Button>
        </div>
      </form>
    </Dialog>
  )
}
