import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { DuplicateChoice, ImportRow } from '#domain/address-import/contract'
import type { Address } from '#domain/entities/address'
import { Button } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import { RadioGroup } from '#ui/components/radio-group'
import list from '#ui/list/list-page.module.css'
import styles from './import.module.css'
import { useAddressImportApi } from './import-api'
import { useImportWords } from './import-words'
import { choicesFor, rowName } from './row-status'
import { useLineOf } from './source-lines'

interface DuplicateDialogProps {
  row: ImportRow
  /** Every row of the file: a duplicate within the file shows the row it matches. */
  rows: readonly ImportRow[]
  choice: DuplicateChoice
  onChoice: (choice: DuplicateChoice) => void
  onClose: () => void
}

interface Shown {
  name: string
  street: string
  place: string
  contact: string
  phone: string
}

function fromRow(row: ImportRow): Shown {
  const { cells } = row
  return {
    name: rowName(row),
    street: [cells.street, cells.houseNumber].filter(Boolean).join(' '),
    place: [cells.zip, cells.location].filter(Boolean).join(' '),
    contact: cells.contact ?? '',
    phone: cells.phone ?? '',
  }
}

function fromAddress(address: Address): Shown {
  return {
    name: address.name,
    street: address.street,
    place: `${address.zip} ${address.location}`.trim(),
    contact: address.contact,
    phone: address.phone,
  }
}

function Side({ title, shown }: { title: string; shown: Shown | null }) {
  const { t } = useLingui()
  const words = useImportWords()
  return (
    <section className={styles.side}>
      <h3>{title}</h3>
      {shown ? (
        <dl>
          <dt>{t`Name`}</dt>
          <dd>{shown.name || '—'}</dd>
          <dt>{words.fields.street}</dt>
          <dd>{shown.street || '—'}</dd>
          <dt>{t`Location`}</dt>
          <dd>{shown.place || '—'}</dd>
          <dt>{words.fields.contact}</dt>
          <dd>{shown.contact || '—'}</dd>
          <dt>{words.fields.phone}</dt>
          <dd>{shown.phone || '—'}</dd>
        </dl>
      ) : (
        <p>{t`This address is no longer in the address book.`}</p>
      )}
    </section>
  )
}

/** A duplicate beside what it matches, and what to do with it: skip, import anyway or update. */
export function DuplicateDialog({ row, rows, choice, onChoice, onClose }: DuplicateDialogProps) {
  const { t } = useLingui()
  const api = useAddressImportApi()
  const words = useImportWords()
  const lineOf = useLineOf()
  const match = row.duplicateOf
  const [book, setBook] = useState<Address | null | undefined>(undefined)
  useEffect(() => {
    if (match?.kind !== 'book') return
    let current = true
    void api.bookAddress(match.address).then((address) => {
      if (current) setBook(address)
    })
    return () => {
      current = false
    }
  }, [api, match])
  const line = lineOf(row)
  const other = match?.kind === 'file' ? rows.find((candidate) => candidate.index === match.row) : undefined
  const otherLine = other ? lineOf(other) : 0
  return (
    <Dialog open title={t`Line ${line} is a duplicate`} closeLabel={t`Close`} onClose={onClose}>
      <div className={styles.compare}>
        <Side title={t`In the file, line ${line}`} shown={fromRow(row)} />
        {match?.kind === 'book' ? (
          book === undefined ? (
            <p role="status">{t`Loading…`}</p>
          ) : (
            <Side title={t`In the address book`} shown={book ? fromAddress(book) : null} />
          )
        ) : (
          <Side title={t`In the file, line ${otherLine}`} shown={other ? fromRow(other) : null} />
        )}
      </div>
      <RadioGroup
        label={t`What should the import do with line ${line}?`}
        name="duplicateChoice"
        options={choicesFor(row).map((value) => ({ value, label: words.choices[value] }))}
        value={choice}
        onChange={onChoice}
      />
      <div className={list.actions}>
        <Button onClick={onClose}>{t`Done`}</Button>
      </div>
    </Dialog>
  )
}
